import { useNavigate } from 'react-router';
import { SignupForm } from '@/features/auth/forms';
import { CardPage } from './page-frame';

/** /signup: after signup the user goes to / (spec §4). */
export default function SignupPage() {
  const navigate = useNavigate();
  return (
    <CardPage>
      <SignupForm
        onSuccess={() => navigate('/')}
        onBackToLogin={() => navigate('/?showLogin=true')}
      />
    </CardPage>
  );
}
