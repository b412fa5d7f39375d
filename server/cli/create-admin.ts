// npm run user:create-admin -- <email> <password>  (or ADMIN_EMAIL / ADMIN_PASSWORD in the environment)
// Creates the site admin, or makes an existing account with that email the admin.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureAdminUser } from '../services/auth/ensure-admin';

async function main() {
  const config = loadConfig();
  const email = process.argv[2] ?? config.ADMIN_EMAIL;
  const password = process.argv[3] ?? config.ADMIN_PASSWORD;
  if (!email || !password || password.length < 12) {
    console.error(
      'Usage: npm run user:create-admin -- <email> <password of at least 12 characters>',
    );
    process.exit(2);
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    const { created } = await ensureAdminUser({
      db: database.db,
      email,
      password,
      now: new Date(),
    });
    console.log(
      created
        ? `Created the site admin ${email}.`
        : `${email} is now the site admin, with the new password.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
