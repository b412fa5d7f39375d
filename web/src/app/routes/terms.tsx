import { LegalPage } from '@/features/legal';

/** /terms: the terms of service, for everyone (issue 12). */
export default function TermsPage() {
  return <LegalPage kind="terms" />;
}
