import { describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import {
  FREE_PAPERS_BUCKET,
  indiaMonth,
  paperAllowance,
  paperRefusal,
  pdfAllowance,
  pdfRefusal,
  planEnd,
  standing,
  type HeldPlan,
  allowancesLeft,
} from './entitlements';

const cbse10 = { country: 'in', curriculum: 'in-cbse', classNumber: 10 };
const cbse9 = { ...cbse10, classNumber: 9 };
const now = new Date('2026-11-21T10:00:00Z');
const held = (plan: HeldPlan['plan'], scope = cbse10, endsAt = '2027-11-21T10:00:00Z') => ({
  ...scope,
  plan,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date(endsAt),
});

describe('indiaMonth', () => {
  it('turns the month at midnight in India, 18:30 UTC the day before', () => {
    expect(indiaMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(indiaMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(indiaMonth(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });
});

describe('planEnd', () => {
  it('adds calendar months, keeping the time and clamping the day', () => {
    expect(planEnd(new Date('2026-11-21T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-12-21T10:00:00.000Z',
    );
    expect(planEnd(new Date('2027-01-31T08:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
    expect(planEnd(new Date('2028-02-29T08:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
  });
});

describe('paperAllowance', () => {
  it('is only the 3 free papers without a plan for the scope', () => {
    for (const plans of [[], [held('yearly', cbse9)]])
      expect(paperAllowance({ held: plans, scope: cbse10, subject: 'mathematics', now })).toEqual({
        unlimited: false,
        tryInOrder: [{ bucket: FREE_PAPERS_BUCKET, limit: 3 }],
      });
  });

  it('is unlimited with a yearly plan for the scope', () => {
    const plans = [held('monthly'), held('yearly')];
    expect(paperAllowance({ held: plans, scope: cbse10, subject: 'science', now })).toEqual({
      unlimited: true,
    });
  });

  it('is 1 paper per subject per India month with a monthly plan, then the free ones', () => {
    const allowance = paperAllowance({
      held: [held('monthly')],
      scope: cbse10,
      subject: 'science',
      now,
    });
    expect(allowance).toEqual({
      unlimited: false,
      tryInOrder: [
        { bucket: 'papers:in/in-cbse/10/science:2026-11', limit: 1 },
        { bucket: FREE_PAPERS_BUCKET, limit: 3 },
      ],
    });
  });

  it('ignores a plan that has ended', () => {
    const ended = held('yearly', cbse10, '2026-11-20T00:00:00Z');
    expect(paperAllowance({ held: [ended], scope: cbse10, subject: 'science', now })).toEqual({
      unlimited: false,
      tryInOrder: [{ bucket: FREE_PAPERS_BUCKET, limit: 3 }],
    });
  });
});

describe('refusals', () => {
  it('say which way forward there is', () => {
    expect(paperRefusal({ held: [], scope: cbse10, now })).toEqual({
      message: Messages.paperFreeLimitReached,
      requiresSubscription: true,
      monthlyLimitReached: false,
      subscriptionStatus: 'free',
    });
    expect(paperRefusal({ held: [held('monthly')], scope: cbse10, now })).toMatchObject({
      message: Messages.paperMonthlyLimitReached,
      requiresSubscription: true,
      monthlyLimitReached: true,
    });
    expect(paperRefusal({ held: [held('yearly', cbse9)], scope: cbse10, now })).toMatchObject({
      message: Messages.paperNotInPlan,
      subscriptionStatus: 'other_scope',
    });
    const ended = held('monthly', cbse10, '2026-11-20T00:00:00Z');
    expect(standing([ended], cbse10, now)).toBe('expired');
  });

  it('a PDF refusal offers no plan: every plan has the same 2 downloads', () => {
    expect(pdfRefusal({ held: [held('monthly')], scope: cbse10, now })).toEqual({
      message: Messages.pdfMonthlyLimitReached,
      requiresSubscription: false,
      monthlyLimitReached: true,
      subscriptionStatus: 'monthly',
    });
  });

  it('count PDFs per subject per India month', () => {
    expect(pdfAllowance({ scope: cbse10, subject: 'science', now })).toEqual({
      bucket: 'pdfs:in/in-cbse/10/science:2026-11',
      limit: 2,
    });
  });
});

describe('allowancesLeft (issue 12)', () => {
  const used = new Map([
    ['papers:in/in-cbse/10/mathematics:2026-11', 1],
    ['pdfs:in/in-cbse/10/mathematics:2026-11', 2],
    ['pdfs:in/in-cbse/10/science:2026-11', 1],
  ]);
  const args = {
    scope: cbse10,
    subjects: ['mathematics', 'science'],
    used: (bucket: string) => used.get(bucket) ?? 0,
    now,
  };

  it("says what a monthly plan has left of this month's paper and downloads, subject by subject", () => {
    expect(allowancesLeft({ ...args, held: [held('monthly')] })).toEqual([
      { subject: 'mathematics', papers: { left: 0, limit: 1 }, pdfs: { left: 0, limit: 2 } },
      { subject: 'science', papers: { left: 1, limit: 1 }, pdfs: { left: 1, limit: 2 } },
    ]);
  });

  it('gives the yearly plan unlimited papers, and the same two downloads', () => {
    expect(allowancesLeft({ ...args, held: [held('yearly')] })[1]).toEqual({
      subject: 'science',
      papers: null,
      pdfs: { left: 1, limit: 2 },
    });
  });
});
