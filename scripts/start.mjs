// npm start: installs what is missing, checks the settings, builds the web app if stale, then
// serves API + SPA. The server migrates and seeds the database itself at start. Also with
// NODE_ENV=production, as a deployer runs it: the build's tools are installed all the same.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runServer } from './server-child.mjs';

execSync('node scripts/ensure-deps.mjs', { stdio: 'inherit' });
try {
  execSync(`"${process.execPath}" --import tsx scripts/check-config.ts`, { stdio: 'inherit' });
} catch {
  process.exit(1); // the check printed what to set
}
try {
  // Chromium and the Noto fonts print the PDFs; without them the app runs and PDFs answer 503.
  execSync('bash scripts/ensure-system-deps.sh --runtime', { stdio: 'inherit' });
} catch {
  console.warn(
    'PDF downloads will be unavailable until Chromium and fonts-noto-core are installed.',
  );
}

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const built = 'dist/web/index.html';
const sources = ['web', 'common', 'package-lock.json'];
if (!existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
  console.log('Building the web app...');
  execSync('npx vite build --config web/vite.config.ts --logLevel warn', { stdio: 'inherit' });
}

// Exits as the server does; killed by a signal it did not forward, non-zero (server-child.mjs).
runServer(process.execPath, ['--import', 'tsx', 'server/index.ts']);
