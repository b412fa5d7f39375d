import { toIstIso } from '../cashfree/ist-time';
import type { SandboxOrder, SandboxPayment, VisibleOrderStatus } from './sandbox-store';

/** Cashfree's OrderEntity for Create and Get (docs/payments.md §1.2). */
export function orderEntity(order: SandboxOrder, status: VisibleOrderStatus) {
  return {
    cf_order_id: order.cfOrderId,
    created_at: toIstIso(order.createdAt),
    customer_details: { customer_uid: null, ...order.customer },
    entity: 'order',
    order_amount: order.amount,
    order_currency: order.currency,
    order_expiry_time: toIstIso(order.expiresAt),
    order_id: order.orderId,
    order_meta: {
      return_url: order.meta.return_url ?? null,
      notify_url: order.meta.notify_url ?? null,
      payment_methods: order.meta.payment_methods ?? null,
    },
    order_note: order.note,
    order_splits: [],
    order_status: status,
    order_tags: order.tags,
    payment_session_id: order.sessionId,
    terminal_data: null,
    cart_details: null,
    products: null,
  };
}

/** The instrument a sandbox payer "used", shaped like Cashfree's payment_method. */
function paymentMethod(payment: SandboxPayment) {
  if (payment.group === 'upi') {
    const upiId = payment.status === 'FAILED' ? 'testfailure@gocash' : 'testsuccess@gocash';
    return { upi: { channel: 'collect', upi_id: upiId } };
  }
  return {
    card: {
      channel: 'link',
      card_number: 'XXXXXXXXXXXX1111',
      card_network: 'visa',
      card_type: 'credit_card',
      card_country: 'IN',
      card_bank_name: 'TEST Bank',
    },
  };
}

function errorDetails(payment: SandboxPayment) {
  if (!payment.failed) return null;
  return {
    error_code: payment.failed.code,
    error_description: payment.failed.description,
    error_reason: payment.failed.reason,
    error_source: 'customer',
  };
}

/** Cashfree's PaymentEntity (docs/payments.md §1.3). */
export function paymentEntity(order: SandboxOrder, payment: SandboxPayment) {
  return {
    auth_id: null,
    bank_reference: payment.bankReference,
    cf_payment_id: payment.cfPaymentId,
    entity: 'payment',
    error_details: errorDetails(payment),
    international_payment: { international: false },
    is_captured: payment.status === 'SUCCESS',
    order_amount: order.amount,
    order_id: order.orderId,
    payment_amount: payment.amount,
    payment_completion_time:
      payment.completedAt === undefined ? null : toIstIso(payment.completedAt),
    payment_currency: order.currency,
    payment_gateway_details: { gateway_name: 'CASHFREE', gateway_order_id: order.cfOrderId },
    payment_group: payment.group,
    payment_message: payment.message,
    payment_method: paymentMethod(payment),
    payment_offers: null,
    payment_status: payment.status,
    payment_surcharge: null,
    payment_time: toIstIso(payment.startedAt),
  };
}

/** The webhook event for one attempt (docs/payments.md §1.4, 2025-01-01 shape). */
export function webhookPayload(
  type: string,
  order: SandboxOrder,
  payment: SandboxPayment,
  eventTime: number,
) {
  return {
    data: {
      order: {
        order_id: order.orderId,
        order_amount: order.amount,
        order_currency: order.currency,
        order_tags: order.tags,
      },
      payment: {
        cf_payment_id: payment.cfPaymentId,
        payment_status: payment.status,
        payment_amount: payment.amount,
        payment_currency: order.currency,
        payment_message: payment.message,
        payment_time: toIstIso(payment.completedAt ?? payment.startedAt),
        bank_reference: payment.bankReference,
        auth_id: null,
        payment_method: paymentMethod(payment),
        payment_group: payment.group,
      },
      customer_details: order.customer,
      payment_gateway_details: { gateway_name: 'CASHFREE', gateway_order_id: order.cfOrderId },
      payment_offers: null,
      error_details: errorDetails(payment) ?? undefined,
    },
    event_time: toIstIso(eventTime),
    type,
  };
}

/** The webhook type Cashfree sends for a final payment status. */
export function webhookTypeFor(status: SandboxPayment['status']): string | undefined {
  if (status === 'SUCCESS') return 'PAYMENT_SUCCESS_WEBHOOK';
  if (status === 'FAILED') return 'PAYMENT_FAILED_WEBHOOK';
  if (status === 'USER_DROPPED') return 'PAYMENT_USER_DROPPED_WEBHOOK';
  return undefined;
}
