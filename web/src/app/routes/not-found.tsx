import { NotFound } from '@/components/layouts/not-found';

/** Any path no route table names. */
export default function NotFoundPage() {
  return <NotFound />;
}
