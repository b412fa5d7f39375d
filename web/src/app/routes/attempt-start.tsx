import { useParams } from 'react-router';
import { StartAttemptPage } from '@/features/attempt';

/** /attempt/:paperId: starts or resumes an online attempt of one of the user's papers. */
export default function AttemptStartRoute() {
  const { paperId = '' } = useParams();
  return <StartAttemptPage key={paperId} paperId={paperId} />;
}
