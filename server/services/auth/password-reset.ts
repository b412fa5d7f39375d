import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ResetPasswordInput } from '@common/schemas/auth';
import { Messages } from '@common/messages';
import { maskPhone, nationalDigits } from '@common/phone';
import type { AppContext } from '../../context';
import { passwordResetRequests, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hmac, randomToken, safeEqualHex, sha256 } from '../../lib/crypto';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits, clientKey } from '../../lib/rate-limiter';
import { hashPassword } from './passwords';

const CODE_TTL_MS = 10 * 60_000;
export const MAX_RESET_ATTEMPTS = 5;

/**
 * Step 1 of the reset flow of docs/spec-departures.md §1: always the same answer, a row whether or
 * not an account uses the phone, and the lookup and the message done after the response.
 */
export async function requestPasswordReset({
  ctx,
  phone,
  ip,
}: {
  ctx: AppContext;
  phone: string;
  ip: string;
}) {
  const digits = nationalDigits(phone);
  const identifierHmac = hmac(ctx.secretKey, `phone:${digits}`);
  await enforceLimit(ctx.limiter, `reset-ip:${clientKey(ip)}`, Limits.resetRequestPerIp);
  await enforceLimit(ctx.limiter, `reset-phone:${identifierHmac}`, Limits.resetRequestPerPhone);
  const requestId = randomToken(32);
  const now = ctx.clock.now();
  await ctx.db.insert(passwordResetRequests).values({
    id: sha256(requestId),
    identifierHmac,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  ctx.background.run(() => issueResetCode(ctx, requestId, digits));
  return { requestId, sentTo: maskPhone(digits) };
}

async function issueResetCode(ctx: AppContext, requestId: string, digits: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.phone, `+91${digits}`));
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  const id = sha256(requestId);
  // A new request retires the user's older open ones (docs/security.md §1.3).
  await ctx.db
    .update(passwordResetRequests)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetRequests.userId, user.id),
        ne(passwordResetRequests.id, id),
        isNull(passwordResetRequests.consumedAt),
      ),
    );
  await ctx.db
    .update(passwordResetRequests)
    .set({ userId: user.id, codeHmac: hmac(ctx.secretKey, `${requestId}:${code}`) })
    .where(eq(passwordResetRequests.id, id));
  const link = `${ctx.config.appOrigin}/forgot-password?request=${encodeURIComponent(requestId)}&token=${code}`;
  const text =
    `Your Prashna password reset code is ${code}. It expires in 10 minutes.\n` +
    `Or open this link to reset your password: ${link}\n` +
    `If you did not ask for this, ignore this message; your password stays the same.`;
  await ctx.messenger.send({
    to: user.phone,
    channel: 'sms',
    subject: 'Prashna password reset code',
    text,
  });
  await ctx.messenger.send({
    to: user.email,
    channel: 'email',
    subject: 'Your Prashna password reset code',
    text,
  });
}

/**
 * Step 2: a single-use code, 10 minutes, 5 attempts, compared in constant time, all in one
 * transaction (docs/security.md §1.2); success ends every session of the user and tells them.
 */
export async function confirmPasswordReset({
  ctx,
  input,
  ip,
}: {
  ctx: AppContext;
  input: ResetPasswordInput;
  ip: string;
}) {
  await enforceLimit(ctx.limiter, `reset-confirm-ip:${clientKey(ip)}`, Limits.resetConfirmPerIp);
  const now = ctx.clock.now();
  const newHash = await hashPassword(input.newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(passwordResetRequests)
      .where(
        and(
          eq(passwordResetRequests.id, sha256(input.requestId)),
          isNull(passwordResetRequests.consumedAt),
          gt(passwordResetRequests.expiresAt, now),
        ),
      )
      .for('update');
    if (!request || request.attempts >= MAX_RESET_ATTEMPTS) return null;
    await tx
      .update(passwordResetRequests)
      .set({ attempts: request.attempts + 1 })
      .where(eq(passwordResetRequests.id, request.id));
    const expected = hmac(ctx.secretKey, `${input.requestId}:${input.resetToken}`);
    if (!request.codeHmac || !request.userId || !safeEqualHex(request.codeHmac, expected))
      return null;
    await tx
      .update(passwordResetRequests)
      .set({ consumedAt: now })
      .where(eq(passwordResetRequests.id, request.id));
    await tx
      .update(users)
      .set({ passwordHash: newHash, updatedAt: now })
      .where(eq(users.id, request.userId));
    await tx.delete(sessions).where(eq(sessions.userId, request.userId));
    return request.userId;
  });
  if (!userId) throw new AppError('invalid_or_expired_code', Messages.resetCodeInvalid);
  ctx.background.run(() => notifyPasswordChanged(ctx, userId));
  return { status: 'password_changed' as const };
}

async function notifyPasswordChanged(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const text =
    'Your Prashna password was just changed and every device was signed out. ' +
    'If this was not you, reset your password again at once and contact support.';
  await ctx.messenger.send({
    to: user.email,
    channel: 'email',
    subject: 'Your Prashna password was changed',
    text,
  });
}
