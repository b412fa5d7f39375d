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
    ).toEqual({
      title: 'subscribeTitle',
      message: Messages.paperFreeLimitReached,
      plansHelp: true,
    });
    expect(
      limitPromptText(
        refusal({ code: 'payment_required', requiresSubscription: true }, Messages.paperNotInPlan),
      ),
    ).toEqual({ title: 'subscribeTitle', message: Messages.paperNotInPlan, plansHelp: true });
  });

  it('speaks of the monthly limit when the server flags it, with plans only where they help', () => {
    expect(
      limitPromptText(
        refusal(
          { code: 'payment_required', monthlyLimitReached: true, subscriptionStatus: 'monthly' },
          Messages.pdfMonthlyLimitReached,
        ),
      ),
    ).toEqual({
      title: 'monthlyTitle',
      message: Messages.pdfMonthlyLimitReached,
      plansHelp: false,
    });
    expect(
      limitPromptText(
        refusal(
          { code: 'payment_required', monthlyLimitReached: true, requiresSubscription: true },
          Messages.paperMonthlyLimitReached,
        ),
      ),
    ).toEqual({
      title: 'monthlyTitle',
      message: Messages.paperMonthlyLimitReached,
      plansHelp: true,
    });
  });

  it('leaves every other failure alone', () => {
    expect(limitPromptText(new ApiError(500, 'boom'))).toBeNull();
    expect(limitPromptText(new ApiError(429, 'slow down', { code: 'rate_limited' }))).toBeNull();
    expect(limitPromptText(new Error('offline'))).toBeNull();
    expect(limitPromptText(undefined)).toBeNull();
  });
});
