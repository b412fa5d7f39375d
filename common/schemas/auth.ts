import { z } from 'zod';
import { Messages } from '../messages';
import { DEFAULT_COUNTRY, signupCountryNames } from '../countries';
import { isValidPhoneFor, nationalDigits } from '../phone';

/** Password rules: the spec's minimum and message (§5); a ceiling so hashing cannot be abused. */
const password = z.string().min(6, Messages.passwordMin).max(128, Messages.passwordMax);

/** Spec §5: 10 digits starting 6-9 for India. */
export const IndianPhoneSchema = z
  .string()
  .trim()
  .refine((value) => /^[6-9]\d{9}$/.test(nationalDigits(value)), Messages.phoneInvalid);

export const LoginInputSchema = z.strictObject({
  loginId: z.string().trim().min(1, Messages.loginIdRequired).max(254),
  password: z.string().min(1, Messages.passwordRequired).max(128, Messages.passwordMax),
  deviceFingerprint: z
    .string()
    .regex(/^[0-9a-z]{1,64}$/)
    .optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const SignupInputSchema = z
  .strictObject({
    fullName: z.string().trim().min(2, Messages.fullNameMin).max(100, Messages.fullNameMax),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, Messages.emailInvalid)
      .pipe(z.email(Messages.emailInvalid)),
    phone: z.string().trim().min(1, Messages.phoneInvalid).max(20, Messages.phoneInvalid),
    password,
    confirmPassword: z.string(),
    country: z
      .enum(signupCountryNames, { error: Messages.countryRequired })
      .default(DEFAULT_COUNTRY),
    deviceFingerprint: z
      .string()
      .regex(/^[0-9a-z]{1,64}$/)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (!isValidPhoneFor(input.country, input.phone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message:
          input.country === 'India' ? Messages.phoneInvalid : Messages.phoneInvalidForCountry,
      });
    }
    if (input.password !== input.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: Messages.passwordsDontMatch,
      });
    }
  });
export type SignupInput = z.input<typeof SignupInputSchema>;

export const ForgotPasswordInputSchema = z.strictObject({ phone: IndianPhoneSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const ForgotPasswordResponseSchema = z.object({
  requestId: z.string(),
  sentTo: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

export const ResetPasswordInputSchema = z
  .strictObject({
    requestId: z.string().min(1, Messages.resetCodeInvalid).max(100),
    resetToken: z
      .string()
      .trim()
      .min(1, Messages.resetTokenRequired)
      .regex(/^\d{6}$/, Messages.resetTokenInvalidFormat),
    newPassword: password,
    confirmPassword: z.string(),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: Messages.passwordsDontMatch,
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const ResetPasswordResponseSchema = z.object({ status: z.literal('password_changed') });

/** isAdmin as spec §3 stores it: false, true, or "SA" for a school admin. */
export const IsAdminSchema = z.union([z.boolean(), z.literal('SA')]);

export const UserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  isAdmin: IsAdminSchema,
  isSchoolUser: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** The session user of spec §3: the user plus authType "regular" and school null. */
export const SessionUserSchema = UserSchema.extend({
  authType: z.literal('regular'),
  school: z.null(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({
  user: SessionUserSchema,
  isNewDevice: z.boolean(),
  requiresVerification: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SignupResponseSchema = z.object({ user: SessionUserSchema });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

export const SessionResponseSchema = z.object({ user: SessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const AdminCheckResponseSchema = z.object({ isAdmin: z.boolean() });
export type AdminCheckResponse = z.infer<typeof AdminCheckResponseSchema>;

export const CsrfTokenResponseSchema = z.object({ csrfToken: z.string() });
