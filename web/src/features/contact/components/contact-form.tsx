/** Placeholder until the contact form lands. */
export function ContactForm() {
  return null;
}
