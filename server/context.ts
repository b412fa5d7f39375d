import type { Feedback } from '@common/schemas/feedback';
import type { SiteFacts } from '@common/schemas/site-facts';
import type { Config } from './config';
import type { TtlCache } from './lib/ttl-cache';
import type { ContentStore } from './content/content-store';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { RateLimiter } from './lib/rate-limiter';
import type { BackgroundTasks } from './lib/background';
import type { Messenger } from './integrations/messaging/messenger';
import type { PdfRenderer } from './integrations/pdf/pdf-renderer';
import type { PaymentProvider } from './integrations/payments/payment-provider';

/** What every route and service may use; built once in app.ts. */
export type AppContext = {
  db: Db;
  config: Config;
  clock: Clock;
  secretKey: string;
  limiter: RateLimiter;
  messenger: Messenger;
  background: BackgroundTasks;
  /** The catalog, the question bank and the pools, read once from content/. */
  content: ContentStore;
  /** Prints papers to PDF: one warm Chromium, started on the first download. */
  pdf: PdfRenderer;
  /** Cashfree, or the built-in sandbox gateway speaking its protocol; absent in production without keys. */
  payments: PaymentProvider | undefined;
  /** Answers kept a few minutes (many ask, they move slowly); per process: ttl-cache.ts says why. */
  caches: { feedbacks: TtlCache<Feedback[]>; siteFacts: TtlCache<SiteFacts> };
  /** Check every answer against its operation's output schema (outside production). */
  checkResponses: boolean;
};
