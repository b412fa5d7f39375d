import { describe, expect, it } from 'vitest';
import { buildPrecacheList, type BundleItem } from './precache-list';

function chunk(fileName: string, imports: string[], css: string[] = [], isEntry = false) {
  const item: BundleItem = {
    type: 'chunk',
    fileName,
    isEntry,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  };
  return [fileName, item] as const;
}

const bundle: Record<string, BundleItem> = Object.fromEntries([
  chunk(
    'assets/index-a1.js',
    ['assets/react-b2.js', 'assets/button-c3.js'],
    ['assets/index-d4.css'],
    true,
  ),
  chunk('assets/react-b2.js', []),
  chunk('assets/button-c3.js', ['assets/react-b2.js']),
  chunk('assets/dashboard-e5.js', ['assets/button-c3.js']),
  chunk('assets/hi-f6.js', []),
  ['assets/index-d4.css', { type: 'asset', fileName: 'assets/index-d4.css' }],
  ['index.html', { type: 'asset', fileName: 'index.html' }],
]);

describe('the precache list', () => {
  it('holds the page, the entry with its static imports and CSS, and the public files', () => {
    expect(buildPrecacheList(bundle, ['manifest.webmanifest', 'icons/icon-192.png'])).toEqual([
      '/assets/button-c3.js',
      '/assets/index-a1.js',
      '/assets/index-d4.css',
      '/assets/react-b2.js',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ]);
  });

  it('leaves out lazy routes and on-demand languages', () => {
    const list = buildPrecacheList(bundle, []);
    expect(list).not.toContain('/assets/dashboard-e5.js');
    expect(list).not.toContain('/assets/hi-f6.js');
  });

  it('writes Windows public paths as URLs', () => {
    expect(buildPrecacheList({}, ['icons\\icon-512.png'])).toEqual(['/icons/icon-512.png']);
  });
});
