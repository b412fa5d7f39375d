import { z } from 'zod';
import { Access, defineOperation } from '../operation';
import {
  AdminCheckResponseSchema,
  CsrfTokenResponseSchema,
  ForgotPasswordInputSchema,
  ForgotPasswordResponseSchema,
  LoginInputSchema,
  LoginResponseSchema,
  ResetPasswordInputSchema,
  ResetPasswordResponseSchema,
  SessionResponseSchema,
  SignupInputSchema,
  SignupResponseSchema,
} from '../schemas/auth';

/** The account calls of spec §7. */
export const SignUp = defineOperation({
  name: 'sign-up',
  method: 'POST',
  path: '/api/signup',
  body: SignupInputSchema,
  output: SignupResponseSchema,
  status: 201,
  access: Access.anyone,
});

export const LogIn = defineOperation({
  name: 'log-in',
  method: 'POST',
  path: '/api/login',
  body: LoginInputSchema,
  output: LoginResponseSchema,
  access: Access.anyone,
});

export const LogOut = defineOperation({
  name: 'log-out',
  method: 'POST',
  path: '/api/logout',
  output: z.strictObject({ status: z.literal('logged_out') }),
  access: Access.anyone,
});

export const GetSession = defineOperation({
  name: 'get-session',
  method: 'GET',
  path: '/api/session',
  output: SessionResponseSchema,
  access: Access.anyone,
});

export const GetAdminCheck = defineOperation({
  name: 'get-admin-check',
  method: 'GET',
  path: '/api/admin/check',
  output: AdminCheckResponseSchema,
  access: Access.anyone,
});

export const CreatePasswordReset = defineOperation({
  name: 'create-password-reset',
  method: 'POST',
  path: '/api/forgot-password',
  body: ForgotPasswordInputSchema,
  output: ForgotPasswordResponseSchema,
  status: 202,
  access: Access.anyone,
});

export const ConfirmPasswordReset = defineOperation({
  name: 'confirm-password-reset',
  method: 'POST',
  path: '/api/reset-password',
  body: ResetPasswordInputSchema,
  output: ResetPasswordResponseSchema,
  access: Access.anyone,
});

export const GetCsrfToken = defineOperation({
  name: 'get-csrf-token',
  method: 'GET',
  path: '/api/csrf-token',
  output: CsrfTokenResponseSchema,
  access: Access.anyone,
});
