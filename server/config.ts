import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  APP_ORIGIN: z.url().optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Prashna <no-reply@prashna.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  TRUST_PROXY: booleanString.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  // Multiplies every rate limit; the browser tests raise it because all their users share one IP.
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  // The headless browser that prints PDFs (Debian's chromium package).
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  // Cashfree PG (docs/payments.md §1). Without keys, outside production, the built-in sandbox
  // gateway on 127.0.0.1 stands in for Cashfree and the same adapter talks to it.
  CASHFREE_CLIENT_ID: z.string().min(1).optional(),
  CASHFREE_CLIENT_SECRET: z.string().min(1).optional(),
  CASHFREE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  CASHFREE_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .default('2025-01-01'),
  SANDBOX_GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // How often the reconciler asks the provider about unfinished orders.
  RECONCILE_EVERY_MINUTES: z.coerce.number().positive().default(5),
});

export type Config = z.infer<typeof ConfigSchema> & { appOrigin: string; secureCookies: boolean };

type Parsed = z.infer<typeof ConfigSchema>;

/**
 * What production needs that development can do without, all said at once (issue 12): a
 * deployer fixes the list in one go instead of meeting one missing setting per start.
 */
function productionProblems(config: Parsed, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!config.SECRET_KEY)
    problems.push(
      'SECRET_KEY: required in production, at least 32 characters (for example: openssl rand -hex 32)',
    );
  if (!config.APP_ORIGIN)
    problems.push(
      'APP_ORIGIN: required in production, the address people open (for example: https://prashna.example.in)',
    );
  if (!config.CASHFREE_CLIENT_ID && !config.CASHFREE_CLIENT_SECRET)
    problems.push(
      'CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET: required in production to take payments (Cashfree dashboard, Developers, API keys)',
    );
  // A live site on Cashfree's sandbox would grant real plans for test payments: say it out loud.
  if (config.CASHFREE_CLIENT_ID && !env.CASHFREE_ENV)
    problems.push(
      'CASHFREE_ENV: required in production when Cashfree keys are set (sandbox or production)',
    );
  return problems;
}

/** Settings that only make sense together. */
function pairProblems(config: Parsed): string[] {
  const problems: string[] = [];
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  if (Boolean(config.CASHFREE_CLIENT_ID) !== Boolean(config.CASHFREE_CLIENT_SECRET))
    problems.push('CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET: set both or neither');
  return problems;
}

/** Parses the environment once; a bad variable stops the start with the full list of problems. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsMissing = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const problems = [
    ...(config.NODE_ENV === 'production' ? productionProblems(config, env) : []),
    ...pairProblems(config),
  ];
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const appOrigin = config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
  return { ...config, appOrigin, secureCookies: secureCookies(config.NODE_ENV, appOrigin) };
}

/**
 * Secure cookies (and so the __Host- prefix) wherever people reach the app over https, whatever
 * NODE_ENV says; production keeps them even on an http origin, as before (a browser still
 * accepts them from http://localhost and 127.0.0.1).
 */
function secureCookies(nodeEnv: Parsed['NODE_ENV'], appOrigin: string): boolean {
  return nodeEnv === 'production' || new URL(appOrigin).protocol === 'https:';
}

export class ConfigError extends Error {}
