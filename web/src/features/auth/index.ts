export { AuthProvider, useAuth } from './hooks/auth-context';
export { useAdminCheck } from './api/get-admin-check';
export { useSession } from './api/get-session';
export { LoginDialog } from './components/login-dialog';
export { redirectAfterLogin } from './redirect-after-login';
// LoginForm, SignupForm and ForgotPasswordFlow: see forms.ts.
