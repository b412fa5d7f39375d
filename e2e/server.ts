/** Where the e2e server listens and keeps its data; E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
