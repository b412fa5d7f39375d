import { describe, expect, it } from 'vitest';
import { Messages, messageKeyOf } from '../messages';
import { LoginInputSchema, ResetPasswordInputSchema, SignupInputSchema } from './auth';

const validSignup = {
  fullName: 'Priya Das',
  email: 'Priya@Example.com',
  phone: '9876543210',
  password: 'secret12',
  confirmPassword: 'secret12',
  country: 'India',
};

describe('shared schemas', () => {
  it('normalise a valid signup', () => {
    const parsed = SignupInputSchema.parse(validSignup);
    expect(parsed.email).toBe('priya@example.com');
  });

  it('default the country to India (spec §5)', () => {
    const { country: _country, ...rest } = validSignup;
    expect(SignupInputSchema.parse(rest).country).toBe('India');
  });

  it('reject unknown fields', () => {
    expect(LoginInputSchema.safeParse({ loginId: 'a', password: 'b', isAdmin: true }).success).toBe(
      false,
    );
  });

  it('put the mismatch message on the confirm field', () => {
    const result = ResetPasswordInputSchema.safeParse({
      requestId: 'r',
      resetToken: '123456',
      newPassword: 'secret12',
      confirmPassword: 'secret21',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: Messages.passwordsDontMatch,
    });
  });

  it('map every message back to its key', () => {
    for (const [key, text] of Object.entries(Messages)) expect(messageKeyOf(text)).toBe(key);
  });
});
