import { ContactForm } from '@/features/contact';

/** /contact: the contact and feedback page (spec §2). */
export default function ContactPage() {
  return <ContactForm />;
}
