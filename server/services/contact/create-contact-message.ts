import type { ContactInput } from '@common/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type CreateContactMessageOptions = {
  db: Db;
  input: ContactInput;
  userId: string | null;
  now: Date;
};

/** Stores a contact message; feedback waits for approval before anyone else sees it. */
export async function createContactMessage({
  db,
  input,
  userId,
  now,
}: CreateContactMessageOptions) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      userId,
      name: input.name,
      email: input.email,
      type: input.type,
      subject: input.subject,
      message: input.message,
      rating: input.type === 'feedback' ? (input.rating ?? null) : null,
      createdAt: now,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id, awaitingApproval: input.type === 'feedback' };
}
