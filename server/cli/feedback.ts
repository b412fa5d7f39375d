// npm run feedback -- list            feedback waiting for approval
// npm run feedback -- approve <id>    publish one feedback on the landing page
// Uses the database directly: stop `npm start` first when on the embedded database (its lock),
// or point DATABASE_URL at PostgreSQL. A signed-in site admin can also use /api/admin/feedbacks.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { approveFeedback, findFeedbacksForReview } from '../services/feedback/feedbacks';

async function main() {
  const [command, idText] = process.argv.slice(2);
  if (command !== 'list' && !(command === 'approve' && /^\d+$/.test(idText ?? ''))) {
    console.error('Usage: npm run feedback -- list | approve <id>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    if (command === 'list') {
      const pending = await findFeedbacksForReview({ db: database.db, status: 'pending' });
      if (pending.length === 0) console.log('No feedback is waiting for approval.');
      for (const row of pending)
        console.log(
          `#${row.id}  ${row.rating ?? '-'}★  ${row.name} <${row.email}>\n    ${row.message}\n`,
        );
      return;
    }
    const found = await approveFeedback({ db: database.db, id: Number(idText), now: new Date() });
    console.log(found ? `Feedback #${idText} is published.` : `There is no feedback #${idText}.`);
    if (!found) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
