// npm test's last stage: `NODE_ENV=production npm start` from a clean clone, as a deployer runs
// it (issue 12). Without settings it must stop with one list of what production needs; with
// them it must install what the build needs, build, and serve the app. It clones the last commit
// (CI tests a clean clone of main, so that is the code under test).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'prashna-deploy-'));
// A port nothing listens on now: asked of the system, not guessed.
const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const fail = (message) => {
  console.error(`production start: ${message}`);
  process.exitCode = 1;
};
// The environment of a fresh shell: nothing of this run's own settings.
const base = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      !/^(NODE_ENV|DATABASE_URL|TEST_DATABASE_URL|SECRET_KEY|APP_ORIGIN|CASHFREE_|PORT|DATA_DIR|E2E_)/.test(
        key,
      ),
  ),
);

try {
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, dir]);
  console.log(`Cloned into ${dir}`);

  const bare = spawnSync('npm', ['start'], {
    cwd: dir,
    env: { ...base, NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 15 * 60_000,
  });
  const said = `${bare.stdout}\n${bare.stderr}`;
  if (bare.status === 0) fail('started without its settings');
  for (const setting of ['SECRET_KEY', 'APP_ORIGIN', 'CASHFREE_CLIENT_ID'])
    if (!said.includes(`- ${setting}`)) fail(`did not name ${setting} in:\n${said.slice(-2000)}`);
  if (/npx canceled|missing packages/.test(said)) fail('the install left out the build tools');
  console.log('Without settings it stops with the list of what production needs.');

  const server = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...base,
      NODE_ENV: 'production',
      SECRET_KEY: 'p'.repeat(64),
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      CASHFREE_CLIENT_ID: 'deploy-test',
      CASHFREE_CLIENT_SECRET: 'deploy-test',
      CASHFREE_ENV: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  let healthy = false;
  for (let waited = 0; waited < 10 * 60_000 && server.exitCode === null; waited += 1000) {
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.ok) {
      healthy = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  try {
    if (!healthy) fail(`never answered on ${origin}:\n${output.slice(-3000)}`);
    else {
      const page = await (await fetch(`${origin}/terms`)).text();
      if (!page.includes('<script type="module"')) fail('served no built web app');
      if (!page.includes('Ready today: CBSE')) fail('served no description from the catalog');
      const facts = await (await fetch(`${origin}/api/site-facts`)).json();
      if (!facts.coverage?.length) fail('answered the API without the catalog');
      console.log(`With them it installs, builds and serves the app on ${origin}.`);
    }
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
