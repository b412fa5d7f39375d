import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerSpa } from './spa';

const root = mkdtempSync(join(tmpdir(), 'prashna-web-'));
mkdirSync(join(root, 'assets'));
writeFileSync(
  join(root, 'index.html'),
  '<!doctype html><meta\n  name="description"\n  content="Practice papers."\n/><div id="root"></div>',
);
writeFileSync(join(root, 'assets', 'app-1.js'), 'console.log(1)');
writeFileSync(join(root, 'sw.js'), "self.addEventListener('fetch', () => {});");
writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Prashna"}');
const app = Fastify();

beforeAll(async () => {
  await registerSpa(app, root, { description: 'Ready today: CBSE classes 9 & 10 ($&).' });
  await app.ready();
});
afterAll(() => app.close());

describe('serving the web app', () => {
  it('answers app routes with the page (history fallback), uncached', async () => {
    for (const url of ['/', '/?showLogin=true', '/pricing']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
    }
    const response = await app.inject({ url: '/my-papers' });
    expect(response.statusCode).toBe(200);
    // The description is the server's, from the catalog, escaped for an attribute.
    expect(response.body).toContain('content="Ready today: CBSE classes 9 &#38; 10 ($&#38;)."');
    expect(response.body).not.toContain('Practice papers.');
    expect((await app.inject({ url: '/index.html' })).body).toContain('Ready today');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable, and a missing asset as a 404, not the page', async () => {
    const asset = await app.inject({ url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    writeFileSync(join(root, 'assets', 'app-2.js'), 'console.log(2)'); // a rebuild while running
    expect((await app.inject({ url: '/assets/app-2.js' })).statusCode).toBe(200);
    const missing = await app.inject({ url: '/assets/app-0.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the service worker and the manifest uncached, so updates are seen at once', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const response = await app.inject({ url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
