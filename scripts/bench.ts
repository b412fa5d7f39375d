// npm run bench: measured figures for docs/benchmarks.md. Runs in-process (app.inject) on an
// in-memory PGlite, so it measures the app and the database, not the network.
import { performance } from 'node:perf_hooks';
import { PaperSchema } from '../common/schemas/paper';
import { createTestApp } from '../server/test/test-app';
import { grantPlan, signUpUser } from '../server/test/factories';
import { hashPassword } from '../server/services/auth/passwords';
import { generatePaper } from '../server/engine/generate-paper';
import { testPool } from '../server/engine/test-pool';
import { printBundleReport } from './bundle-report';
import { descendantMemory } from './process-memory';
import { getSiteFacts } from '../server/services/site/get-site-facts';

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

/** Issue 4: 40-question papers from a generated bank of 100,000 questions in one subject. */
function benchGenerator() {
  const chapters = Array.from({ length: 14 }, (_, i) => `chapter-${i + 1}`);
  const start = performance.now();
  const pool = testPool(chapters, 477); // 14 chapters x 5 kinds x 3 difficulties x 477 = 100,170
  console.log(
    `Generated bank of 100,170 questions indexed in ${(performance.now() - start).toFixed(0)} ms`,
  );
  const sections = [
    { id: 'A', type: 'mcq' as const, count: 18, marksEach: 1, internalChoice: 0 },
    {
      id: 'A',
      type: 'mcq' as const,
      style: 'assertion-reason' as const,
      count: 2,
      marksEach: 1,
      internalChoice: 0,
    },
    { id: 'B', type: 'short' as const, count: 6, marksEach: 2, internalChoice: 2 },
    { id: 'C', type: 'short' as const, count: 6, marksEach: 3, internalChoice: 2 },
    { id: 'D', type: 'long' as const, count: 4, marksEach: 5, internalChoice: 2 },
    { id: 'E', type: 'case' as const, count: 4, marksEach: 4, internalChoice: 0 },
  ];
  const avoid = new Set(
    Array.from({ length: 200 }, (_, i) => `chapter-${(i % 14) + 1}-mcq-standard-medium-${i}`),
  );
  const samples: number[] = [];
  for (let seed = 1; seed <= 500; seed++) {
    const begin = performance.now();
    const result = generatePaper({
      pool,
      sections,
      chapters: chapters.slice(0, 6),
      difficulty: 'mixed',
      seed,
      avoid,
      language: 'en',
    });
    samples.push(performance.now() - begin);
    if (!result.ok || result.questionCount !== 40)
      throw new Error('the benchmark paper was not built');
  }
  summarise('generatePaper, 40 q, 100k bank', samples);
}
benchGenerator();

const t = await createTestApp({ RATE_LIMIT_SCALE: '100000' });
try {
  summarise(
    'argon2id hash (m=19456, t=2, p=1)',
    await time(50, () => hashPassword('benchmark-password')),
  );
  const client = t.client();
  const { body, user } = await signUpUser(client);
  await grantPlan(t.db, user.id, { now: t.clock.now() });
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
  const chapters = [
    'real-numbers',
    'polynomials',
    'quadratic-equations',
    'arithmetic-progressions',
    'triangles',
    'statistics',
  ];
  const nineteenQuestions = {
    country: 'in',
    curriculum: 'in-cbse',
    class: 10,
    subject: 'mathematics',
    chapters,
    counts: { mcq: 10, shortAnswer: 5, longAnswer: 3, caseStudy: 1 },
  };
  summarise(
    'POST /api/papers (19 q, real bank)',
    await time(200, () => client.post('/api/papers', nineteenQuestions)),
  );
  // Issue 13: what checking an answer against its contract costs outside production.
  const paperAnswer: unknown = (await client.post('/api/papers', nineteenQuestions)).json();
  summarise(
    'a paper answer (19 q) checked against its contract',
    await time(2000, async () => PaperSchema.safeParse(paperAnswer)),
  );
  // Issue 6: a refusal at the edge of the free papers (the quota read and the 402).
  const freeUser = t.client();
  await signUpUser(freeUser);
  const small = {
    country: 'in',
    curriculum: 'in-cbse',
    class: 10,
    subject: 'mathematics',
    chapters,
    counts: { mcq: 3, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
  };
  for (let i = 0; i < 3; i++) await freeUser.post('/api/papers', small);
  summarise(
    'POST /api/papers refused (402)',
    await time(200, () => freeUser.post('/api/papers', small)),
  );
  // Issue 6: checkout against the built-in sandbox gateway (real HTTP to it, real adapter).
  const order = { planType: 'yearly', country: 'in', curriculum: 'in-cbse', class: 10 };
  summarise(
    'POST /api/cashfree/create-order (sandbox)',
    await time(100, () => client.post('/api/cashfree/create-order', order)),
  );
  // An unpaid order: every check asks the gateway for the order and its payments.
  const unpaid = (await client.post('/api/cashfree/create-order', order)).json();
  summarise(
    'POST /api/cashfree/verify-payment (asks the provider)',
    await time(100, () => client.post('/api/cashfree/verify-payment', { orderId: unpaid.orderId })),
  );
  // Issue 12: the landing page's figures (counted afresh: the route caches them 5 minutes).
  summarise('GET /api/site-facts (cached)', await time(500, () => client.get('/api/site-facts')));
  summarise(
    'getSiteFacts (counted, no cache)',
    await time(200, () => getSiteFacts({ db: t.db, content: t.ctx.content })),
  );
  // Issue 12: swapping on the CBSE class 10 Mathematics board pattern (38 questions, OR choices).
  const allChapters = (
    await client.get('/api/chapters?curriculum=in-cbse&class=10&subject=mathematics')
  )
    .json()
    .map((c: { id: string }) => c.id);
  const board = (
    await client.post('/api/papers', {
      country: 'in',
      curriculum: 'in-cbse',
      class: 10,
      subject: 'mathematics',
      chapters: allChapters,
      preset: 'cbse-10-mathematics-standard',
      internalChoice: true,
    })
  ).json();
  const swapUrl = `/api/papers/${board.id}/swap-options`;
  summarise('GET .../swap-options (38 q)', await time(200, () => client.get(swapUrl)));
  const options = (await client.get(swapUrl)).json() as {
    questions: { number: number; main: boolean }[];
  };
  const swappable = options.questions.filter((q) => q.main).map((q) => q.number);
  let turn = 0;
  summarise(
    'POST .../swap-question',
    await time(100, () =>
      client.post(`/api/papers/${board.id}/swap-question`, {
        number: swappable[turn++ % swappable.length],
      }),
    ),
  );
  // Issue 5 (issue 12: with the school header and student boxes): a 40-question maths paper to
  // PDF through the route (KaTeX, watermark, footer).
  const pdfPaper = await client.post('/api/papers', {
    country: 'in',
    curriculum: 'in-cbse',
    class: 10,
    subject: 'mathematics',
    chapters,
    counts: { mcq: 20, shortAnswer: 10, longAnswer: 6, caseStudy: 4 },
    schoolName: 'Green Valley Public School, Mysuru',
    examName: 'Half-yearly examination 2026-27',
  });
  if (pdfPaper.statusCode !== 201) throw new Error(`bench paper: ${pdfPaper.body}`);
  const pdfUrl = `/api/papers/${pdfPaper.json().id}/pdf?kind=paper`;
  const coldStart = performance.now();
  const first = await client.get(pdfUrl); // launches the browser
  if (first.statusCode !== 200) throw new Error(`bench PDF: ${first.body}`);
  console.log(`First PDF (browser launch) in ${(performance.now() - coldStart).toFixed(0)} ms`);
  summarise('GET .../pdf (40 q, maths, warm)', await time(20, () => client.get(pdfUrl)));
  summarise(
    'GET .../pdf?kind=answers (warm)',
    await time(10, () => client.get(pdfUrl.replace('kind=paper', 'kind=answers'))),
  );
  const browser = descendantMemory();
  console.log(
    `Chromium after the PDFs: ${browser.processes} processes, PSS ${browser.pssMb.toFixed(0)} MB (RSS summed ${browser.rssMb.toFixed(0)} MB)`,
  );
  console.log(`RSS after run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
} finally {
  await t.close();
}
