import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT as PORT } from './e2e/server';

// Debian's Chromium, never a downloaded browser (stack-measurements.md §3). Without the
// background-networking flags Chromium keeps dialling out and this closed network refuses it.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx server/index.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      ADMIN_EMAIL: 'admin@prashna.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      APP_ORIGIN: `http://127.0.0.1:${PORT}`,
    },
  },
});
