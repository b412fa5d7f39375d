// Installs npm packages when node_modules is missing or older than package-lock.json.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  console.log('Installing npm packages (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
