// npm run db:migrate: applies the committed migrations (the server also does this at start).
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR },
);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
