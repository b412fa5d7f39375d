// Installs npm packages when node_modules is missing or older than package-lock.json. The build's
// tools are devDependencies: they are installed under NODE_ENV=production too (--include=dev),
// or a deployer's `NODE_ENV=production npm start` finds no vite (issue 12).
// `npm install`, not `npm ci`: npm 11.19 refuses `ci` on this lock file ("Missing:
// @tailwindcss/oxide-android-arm64 from lock file") even when freshly generated; `install`
// follows the lock file for everything it lists.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  console.log('Installing npm packages...');
  execSync('npm install --include=dev --prefer-offline --no-audit --no-fund', { stdio: 'inherit' });
}
