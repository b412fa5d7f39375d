import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactResponse } from '@common/schemas/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact: a query, feedback or support message (spec §7). */
export function createContactMessage(input: ContactInput) {
  return apiRequest<ContactResponse>('POST', '/api/contact', input);
}

/** Sends a contact message; the form shows the toasts. */
export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
