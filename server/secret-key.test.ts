import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveSecretKey } from './secret-key';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prashna-key-'));
  dirs.push(dir);
  return dir;
};

describe('the secret key', () => {
  it('is SECRET_KEY when set', () => {
    const key = 'k'.repeat(40);
    expect(resolveSecretKey(loadConfig({ SECRET_KEY: key, DATA_DIR: dataDir() }))).toBe(key);
  });

  it('is written once in DATA_DIR and read by every process after', () => {
    const dir = dataDir();
    const first = resolveSecretKey(loadConfig({ DATA_DIR: dir }));
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(resolveSecretKey(loadConfig({ DATA_DIR: dir }))).toBe(first);
    expect(readdirSync(dir)).toEqual(['secret.key']);
  });
});
