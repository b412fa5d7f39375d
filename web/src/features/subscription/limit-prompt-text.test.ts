import { describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import { ApiError } from '@/lib/api-client';
import { limitPromptText } from './limit-prompt-text';

const refusal = (body: ConstructorParameters<typeof ApiError>[2], message: string) =>
  new ApiError(402, message, body);

describe('limitPromptText', () => {
  it('asks to subscribe when the free papers or the plan do not cover it', () => {
    expect(
      limitPromptText(
        refusal(
          { code: 'payment_required', requiresSubscription: true, monthlyLimitReached: false },
          Messages.paperFreeLimitReached,
        ),
      ),
    ).toEqual({ title: 'subscribeTitle', message: Messages.paperFreeLimitReached });
    expect(
      limitPromptText(
        refusal({ code: 'payment_required', requiresSubscription: true }, Messages.paperNotInPlan),
      ),
    ).toEqual({ title: 'subscribeTitle', message: Messages.paperNotInPlan });
  });

  it('speaks of the monthly limit when the server flags it', () => {
    expect(
      limitPromptText(
        refusal(
          { code: 'payment_required', monthlyLimitReached: true, subscriptionStatus: 'monthly' },
          Messages.pdfMonthlyLimitReached,
        ),
      ),
    ).toEqual({ title: 'monthlyTitle', message: Messages.pdfMonthlyLimitReached });
  });

  it('leaves every other failure alone', () => {
    expect(limitPromptText(new ApiError(500, 'boom'))).toBeNull();
    expect(limitPromptText(new ApiError(429, 'slow down', { code: 'rate_limited' }))).toBeNull();
    expect(limitPromptText(new Error('offline'))).toBeNull();
    expect(limitPromptText(undefined)).toBeNull();
  });
});
