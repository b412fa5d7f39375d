import { CoveragePage } from '@/features/coverage';

/** /coverage: what the question bank holds, for everyone (issue 14). */
export default function Coverage() {
  return <CoveragePage />;
}
