export { AuthProvider, useAuth } from './hooks/auth-context';
export { useAdminCheck } from './api/get-admin-check';
export { LoginDialog } from './components/login-dialog';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { ForgotPasswordFlow } from './components/forgot-password-flow';
export { redirectAfterLogin } from './redirect-after-login';
export { useDocumentMeta } from './hooks/use-document-meta';
