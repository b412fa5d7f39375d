import { z } from 'zod';
import { Messages } from '../messages';

export const ContactMessageTypes = ['query', 'feedback', 'support'] as const;
export type ContactMessageType = (typeof ContactMessageTypes)[number];

const required = (max: number, tooLong: string) =>
  z
    .string(Messages.contactFieldsRequired)
    .trim()
    .min(1, Messages.contactFieldsRequired)
    .max(max, tooLong);

/** POST /api/contact (spec §3 contact message, §5 contact rules). */
export const ContactInputSchema = z
  .strictObject({
    name: required(100, Messages.contactNameMax),
    email: z
      .string(Messages.contactFieldsRequired)
      .trim()
      .toLowerCase()
      .min(1, Messages.contactFieldsRequired)
      .max(254, Messages.emailInvalid)
      .pipe(z.email(Messages.emailInvalid)),
    type: z.enum(ContactMessageTypes, { error: Messages.contactTypeInvalid }),
    subject: required(150, Messages.contactSubjectMax),
    message: required(5000, Messages.contactMessageMax),
    rating: z
      .number(Messages.ratingInvalid)
      .int(Messages.ratingInvalid)
      .min(1, Messages.ratingInvalid)
      .max(5, Messages.ratingInvalid)
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.rating != null && input.type !== 'feedback')
      ctx.addIssue({ code: 'custom', path: ['rating'], message: Messages.ratingOnlyForFeedback });
  });
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactResponseSchema = z.object({ id: z.number(), awaitingApproval: z.boolean() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
