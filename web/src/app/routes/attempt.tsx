import { useParams } from 'react-router';
import { AttemptPage } from '@/features/attempt';

/** /attempts/:attemptId: the attempt screen, or its result once submitted (issue 5). */
export default function AttemptRoute() {
  const { attemptId = '' } = useParams();
  return <AttemptPage key={attemptId} attemptId={attemptId} />;
}
