import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Messenger, OutgoingMessage } from './messenger';

/**
 * With no SMTP configured, messages land in the outbox: a table, plus one JSON object per line in
 * DATA_DIR/outbox.jsonl (fields to, channel, subject, text, createdAt) for a developer to read.
 */
export class OutboxMessenger implements Messenger {
  constructor(
    private db: Db,
    private clock: Clock,
    private dataDir: string | undefined,
    private delivery?: Messenger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const createdAt = this.clock.now();
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ ...message, createdAt })
      .returning({ id: outboxMessages.id });
    if (this.dataDir) {
      await mkdir(this.dataDir, { recursive: true });
      const line = JSON.stringify({ ...message, createdAt: createdAt.toISOString() });
      await appendFile(join(this.dataDir, 'outbox.jsonl'), line + '\n', 'utf8');
    }
    if (this.delivery && row) {
      await this.delivery.send(message);
      await this.db
        .update(outboxMessages)
        .set({ deliveredAt: this.clock.now() })
        .where(eq(outboxMessages.id, row.id));
    }
  }
}
