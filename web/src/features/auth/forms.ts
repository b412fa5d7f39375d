// The auth screens, apart from index.ts: they bring zod and react-hook-form, which the landing
// page must not load up front (issue 3: first-load JavaScript under 200 KB gzip).
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { ForgotPasswordFlow } from './components/forgot-password-flow';
