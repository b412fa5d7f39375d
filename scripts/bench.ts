// npm run bench: measured figures for docs/benchmarks.md. Runs in-process (app.inject) on an
// in-memory PGlite, so it measures the app and the database, not the network.
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../server/test/test-app';
import { signUpUser } from '../server/test/factories';
import { hashPassword } from '../server/services/auth/passwords';
import { printBundleReport } from './bundle-report';

function summarise(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${name.padEnd(34)} n=${String(samples.length).padEnd(5)} p50 ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms`,
  );
}

async function time(runs: number, task: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  return samples;
}

try {
  printBundleReport();
} catch (error) {
  console.log(`Bundle sizes skipped: ${(error as Error).message}`);
}

const t = await createTestApp({ RATE_LIMIT_SCALE: '100000' });
try {
  summarise(
    'argon2id hash (m=19456, t=2, p=1)',
    await time(50, () => hashPassword('benchmark-password')),
  );
  const client = t.client();
  const { body } = await signUpUser(client);
  summarise('GET /api/session (signed in)', await time(500, () => client.get('/api/session')));
  summarise('GET /api/csrf-token', await time(500, () => client.get('/api/csrf-token')));
  summarise(
    'POST /api/login (incl. CSRF fetch)',
    await time(100, () =>
      t.client().post('/api/login', { loginId: body.email, password: body.password }),
    ),
  );
  summarise('POST /api/signup (incl. CSRF fetch)', await time(50, () => signUpUser(t.client())));
  const visitorId = '8a1c3f2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
  summarise(
    'POST /api/events (incl. CSRF fetch)',
    await time(200, () => client.post('/api/events', { name: 'page_view', visitorId, path: '/' })),
  );
  summarise('GET /api/feedbacks (cached)', await time(500, () => client.get('/api/feedbacks')));
  console.log(`RSS after run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
} finally {
  await t.close();
}
