import { LegalPage } from '@/features/legal';

/** /privacy: what the product does with its users' data, for everyone (issue 12). */
export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
