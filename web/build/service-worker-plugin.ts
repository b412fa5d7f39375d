import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { buildPrecacheList, type BundleItem } from './precache-list.js';

/** Replaces each `__NAME__` placeholder (exactly one of each) with its value as JSON. */
export function fillPlaceholders(code: string, values: Record<string, unknown>): string {
  let filled = code;
  for (const [name, value] of Object.entries(values)) {
    const parts = filled.split(`__${name}__`);
    if (parts.length !== 2) throw new Error(`expected one __${name}__ in the service worker`);
    filled = parts.join(JSON.stringify(value));
  }
  return filled;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Emits /sw.js from a TypeScript source, with the precache list and a build version filled in.
 * Hashed file names exist only once the bundle is written, hence a plugin and not a static file.
 */
export function serviceWorkerPlugin({ source }: { source: string }): Plugin {
  let publicDir = '';
  return {
    name: 'prashna:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post', // after Vite has added index.html to the bundle
      async handler(_options, bundle) {
        const publicFiles = publicDir ? listFiles(publicDir) : [];
        const urls = buildPrecacheList(bundle as Record<string, BundleItem>, publicFiles);
        // The version changes whenever anything the worker caches changes, and only then, so
        // an unchanged deploy does not offer a pointless "new version" reload.
        const hash = createHash('sha256').update(Object.keys(bundle).sort().join('\n'));
        const page = bundle['index.html'];
        if (page?.type === 'asset') hash.update(page.source);
        for (const file of publicFiles.sort())
          hash.update(file).update(readFileSync(join(publicDir, file)));
        const compiled = await transformWithOxc(readFileSync(source, 'utf8'), source);
        const code = fillPlaceholders(compiled.code.replace(/^export \{\s*\};?\s*$/m, ''), {
          PRECACHE_URLS: urls,
          BUILD_VERSION: hash.digest('hex').slice(0, 12),
        });
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
      },
    },
  };
}
