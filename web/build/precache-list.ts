/** The part of a Rollup/Vite output bundle the precache list needs. */
export type BundleItem =
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: string[];
      viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
    }
  | { type: 'asset'; fileName: string };

/**
 * The URLs the service worker caches at install: the page, every chunk the entry loads
 * statically (with their CSS and assets) and every public file (manifest, icons). Lazy routes
 * and the nine on-demand languages are left out; they are cached when first fetched.
 */
export function buildPrecacheList(
  bundle: Record<string, BundleItem>,
  publicFiles: readonly string[],
): string[] {
  const files = new Set<string>();
  if (bundle['index.html']) files.add('index.html');
  const pending = Object.values(bundle)
    .filter((item) => item.type === 'chunk' && item.isEntry)
    .map((item) => item.fileName);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const fileName = pending.pop()!;
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') continue;
    seen.add(fileName);
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    pending.push(...chunk.imports);
  }
  for (const file of publicFiles) files.add(file);
  return [...files].map((file) => `/${file.replaceAll('\\', '/')}`).sort();
}
