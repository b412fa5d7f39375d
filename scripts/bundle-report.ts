// The JavaScript each route needs on first load, gzipped, from the built web app's manifest.
// `npm run bench` prints it; `tsx scripts/bundle-report.ts --check` fails over the budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 3: the landing page's first-load JavaScript stays under 200 KB gzip. */
export const LANDING_BUDGET_BYTES = 200 * 1024;

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  isDynamicEntry?: boolean;
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

export type RouteBytes = { route: string; gzipBytes: number; extraGzipBytes: number };

/** Gzipped first-load JS of the landing page (the entry) and of each lazily loaded route page. */
export function measureBundle(distDir = 'dist/web'): { landing: number; routes: RouteBytes[] } {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run npm run build first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return sizes.get(file)!;
  };
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const bytesOf = (keys: Set<string>) =>
    [...keys].reduce((total, key) => total + gzipOf(manifest[key]!.file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const entry = closure(entryKey);
  const landing = bytesOf(entry);
  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.includes('app/routes/'))
    .map(([key, chunk]) => {
      const own = new Set([...closure(key)].filter((item) => !entry.has(item)));
      const extra = bytesOf(own);
      return {
        route: chunk.src!.replace(/^.*app\/routes\//, '').replace(/\.tsx$/, ''),
        gzipBytes: landing + extra,
        extraGzipBytes: extra,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { landing, routes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the table; with `check`, exits non-zero when the landing page is over budget. */
export function printBundleReport(check = false): void {
  const { landing, routes } = measureBundle();
  console.log(`First-load JS, gzip (landing budget ${kb(LANDING_BUDGET_BYTES)})`);
  console.log(`  ${'landing (/, /pricing, /how-it-works)'.padEnd(40)} ${kb(landing)}`);
  for (const route of routes)
    console.log(
      `  ${route.route.padEnd(40)} ${kb(route.gzipBytes)}  (+${kb(route.extraGzipBytes)})`,
    );
  if (check && landing > LANDING_BUDGET_BYTES) {
    console.error(`The landing page loads ${kb(landing)} of JavaScript, over the budget.`);
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith('bundle-report.ts'))
  printBundleReport(process.argv.includes('--check'));
