import { useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordFlow } from '@/features/auth/forms';
import { CardPage } from './page-frame';

/** /forgot-password, and /forgot-password?request=...&token=... from the reset message. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const backToLogin = () => navigate('/?showLogin=true');
  return (
    <CardPage>
      <ForgotPasswordFlow
        onBackToLogin={backToLogin}
        onSuccess={backToLogin}
        initialRequestId={params.get('request') ?? undefined}
        initialToken={params.get('token') ?? undefined}
      />
    </CardPage>
  );
}
