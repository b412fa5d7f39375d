import { Access, defineOperation } from '../operation';
import { ContactInputSchema, ContactResponseSchema } from '../schemas/contact';

/** A query, feedback or support message (spec §2, §5, §7). */
export const CreateContactMessage = defineOperation({
  name: 'create-contact-message',
  method: 'POST',
  path: '/api/contact',
  body: ContactInputSchema,
  output: ContactResponseSchema,
  status: 201,
  access: Access.anyone,
});
