import { z } from 'zod';
import { Messages } from '../messages';
import { PlanTypes } from '../plans';
import { UiLanguages } from '../languages';
import { classNumberSchema } from './class-number';

const planType = z.enum(PlanTypes, Messages.planTypeInvalid);
const scopeId = z
  .string(Messages.subscriptionScopeRequired)
  .trim()
  .min(1, Messages.subscriptionScopeRequired)
  .max(80);
const classNumber = classNumberSchema(Messages.subscriptionScopeRequired, 1, 12);
/** Our order ids: "sub_" and 26 base-32 characters; anything else is simply not found. */
const orderId = z.string(Messages.paymentOrderNotFound).trim().min(1).max(60);
/** Sent by the spec's client and ignored: the session says who is paying. */
const ignoredUserId = z.union([z.string(), z.number()]).optional();

/** A subscription's scope: one Country + Curriculum + Class (spec §6). */
export const SubscriptionScopeSchema = z.strictObject({
  country: scopeId,
  curriculum: scopeId,
  class: classNumber,
});
export type SubscriptionScope = z.output<typeof SubscriptionScopeSchema>;

/** POST /api/cashfree/create-order (spec §7). The price comes from the server's plan table. */
export const CreateOrderInputSchema = z.strictObject({
  userId: ignoredUserId,
  planType,
  country: scopeId,
  curriculum: scopeId,
  class: classNumber,
});
export type CreateOrderInput = z.input<typeof CreateOrderInputSchema>;

export const PaymentModes = ['sandbox', 'production'] as const;

export const CreateOrderResponseSchema = z.object({
  orderId: z.string(),
  paymentSessionId: z.string(),
  /** Rupees, from the plan table. */
  amount: z.number(),
  currency: z.literal('INR'),
  planType,
  provider: z.literal('cashfree'),
  /** How the checkout script is started: Cashfree({ mode }). */
  mode: z.enum(PaymentModes),
  /** Where the checkout script is loaded from: Cashfree's host, or the local sandbox gateway. */
  sdkUrl: z.string(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** POST /api/cashfree/verify-payment (spec §7): only orderId is read; the rest is the spec's. */
export const VerifyPaymentInputSchema = z.strictObject({
  orderId,
  paymentId: z.string().max(80).optional(),
  userId: ignoredUserId,
  planType: planType.optional(),
  subscriptionScope: z
    .object({
      country: z.string(),
      curriculum: z.string(),
      class: z.union([z.string(), z.number()]),
    })
    .partial()
    .optional(),
});
export type VerifyPaymentInput = z.input<typeof VerifyPaymentInputSchema>;

/** POST /api/cashfree/manual-verify (spec §7): only orderId is read. */
export const ManualVerifyInputSchema = z.strictObject({
  orderId,
  userId: ignoredUserId,
  planType: planType.optional(),
  country: z.string().max(80).optional(),
  curriculum: z.string().max(80).optional(),
  userClass: z.union([z.string(), z.number()]).optional(),
});
export type ManualVerifyInput = z.input<typeof ManualVerifyInputSchema>;

/** One subscription a user holds (spec §3, "Active plan entry"). */
export const ActivePlanSchema = z.object({
  id: z.string(),
  planType,
  country: z.string(),
  countryName: z.string(),
  curriculum: z.string(),
  curriculumName: z.string(),
  class: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  /** The payment provider's id of the payment; the page shows its last 6 characters. */
  paymentId: z.string().nullable(),
});
export type ActivePlan = z.infer<typeof ActivePlanSchema>;

export const OrderStates = ['created', 'pending', 'paid', 'failed', 'expired'] as const;
export type OrderState = (typeof OrderStates)[number];

/** The answer of verify-payment and manual-verify: the order's state after asking the provider. */
export const VerifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  state: z.enum(OrderStates),
  orderId: z.string(),
  planType,
  paymentId: z.string().nullable(),
  /** Why it is not (yet) a success, in words for the payer. */
  message: z.string().optional(),
  /** The plan this payment started, once paid. */
  subscription: ActivePlanSchema.optional(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

/** GET /api/user-subscription?email= : own email only, unless a site admin asks. */
export const UserSubscriptionQuerySchema = z.strictObject({
  email: z.string(Messages.subscriptionEmailRequired).trim().min(3).max(254),
  /** The language board and subject names are given in; English when absent. */
  lang: z.enum(UiLanguages).default('en'),
});

const left = z.object({ left: z.number(), limit: z.number() });

/** What a plan holder has left this month in one scope, subject by subject (issue 12). */
export const ScopeAllowancesSchema = z.object({
  country: z.string(),
  curriculum: z.string(),
  class: z.number(),
  subjects: z.array(
    z.object({
      subject: z.string(),
      subjectName: z.string(),
      /** null: unlimited (the yearly plan). */
      papers: left.nullable(),
      pdfs: left,
    }),
  ),
});
export type ScopeAllowances = z.infer<typeof ScopeAllowancesSchema>;

export const SubscriptionTypes = ['free', ...PlanTypes] as const;

/** The spec's status response, plus the free allowance so the page can say what is left. */
export const UserSubscriptionSchema = z.object({
  hasActiveSubscription: z.boolean(),
  subscriptionEndDate: z.string().nullable(),
  subscriptionType: z.enum(SubscriptionTypes),
  /** "India · CBSE · Class 10" for the plan ending last, or null. */
  subscriptionScope: z.string().nullable(),
  activeSubscriptionPlans: z.array(ActivePlanSchema),
  freePapersUsed: z.number(),
  freePapersLimit: z.number(),
  /** For each scope a plan covers now, what is left this month. */
  allowances: z.array(ScopeAllowancesSchema),
});
export type UserSubscription = z.infer<typeof UserSubscriptionSchema>;
