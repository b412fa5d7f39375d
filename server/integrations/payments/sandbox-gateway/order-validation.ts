/** A Create Order body that passed the checks of docs/payments.md §3.1. */
export type ValidOrderRequest = {
  orderId?: string;
  amount: number;
  customer: Record<string, string>;
  meta: { return_url?: string; notify_url?: string; payment_methods?: string };
  expiresAt?: number;
  tags: Record<string, string> | null;
  note: string | null;
};

/** The field Cashfree would name in its 400, and why. */
export type OrderRequestProblem = { field: string; message: string };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (value: unknown, max: number) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

function problem(field: string, message: string): OrderRequestProblem {
  return { field, message: `${field} : ${message}` };
}

function checkCustomer(customer: unknown): OrderRequestProblem | undefined {
  if (!isObject(customer)) return problem('customer_details', 'is missing in the request');
  if (
    typeof customer.customer_id !== 'string' ||
    !/^[A-Za-z0-9]{1,50}$/.test(customer.customer_id)
  ) {
    return problem('customer_details.customer_id', 'should be alphanumeric');
  }
  const phone = customer.customer_phone;
  if (typeof phone !== 'string' || !/^(\d{10}|\+\d{6,15})$/.test(phone)) {
    return problem('customer_details.customer_phone', 'should be 10 digits or start with +');
  }
  if (!optionalString(customer.customer_email, 100)) {
    return problem('customer_details.customer_email', 'should be a string');
  }
  if (!optionalString(customer.customer_name, 100)) {
    return problem('customer_details.customer_name', 'should be a string');
  }
  return undefined;
}

function checkMeta(meta: unknown): OrderRequestProblem | undefined {
  if (meta === undefined || meta === null) return undefined;
  if (!isObject(meta)) return problem('order_meta', 'should be an object');
  if (!optionalString(meta.return_url, 250))
    return problem('order_meta.return_url', 'max length 250');
  if (!optionalString(meta.notify_url, 250))
    return problem('order_meta.notify_url', 'max length 250');
  if (!optionalString(meta.payment_methods, 200)) {
    return problem('order_meta.payment_methods', 'should be a string');
  }
  return undefined;
}

function checkTags(tags: unknown): OrderRequestProblem | undefined {
  if (tags === undefined || tags === null) return undefined;
  if (!isObject(tags) || Object.keys(tags).length > 10) {
    return problem('order_tags', 'should be an object of at most 10 string values');
  }
  if (Object.values(tags).some((value) => typeof value !== 'string')) {
    return problem('order_tags', 'values should be strings');
  }
  return undefined;
}

/** Checks a Create Order body; the first problem found is the one reported, as Cashfree does. */
export function validateOrderRequest(body: unknown): ValidOrderRequest | OrderRequestProblem {
  if (!isObject(body)) return problem('body', 'should be a JSON object');
  const { order_id: orderId, order_amount: amount } = body;
  if (
    orderId !== undefined &&
    (typeof orderId !== 'string' || !/^[A-Za-z0-9_-]{3,45}$/.test(orderId))
  ) {
    return problem('order_id', "should be 3-45 characters of alphanumerics, '_' and '-'");
  }
  // Up to two decimals, with slack for binary floating point (10.15 * 100 is 1014.999…).
  if (
    typeof amount !== 'number' ||
    !(amount >= 1) ||
    Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
  ) {
    return problem('order_amount', 'should be a number of at least 1 with up to two decimals');
  }
  if (body.order_currency !== 'INR') return problem('order_currency', 'should be INR');
  const invalid =
    checkCustomer(body.customer_details) ??
    checkMeta(body.order_meta) ??
    checkTags(body.order_tags);
  if (invalid) return invalid;
  let expiresAt: number | undefined;
  if (body.order_expiry_time !== undefined && body.order_expiry_time !== null) {
    expiresAt =
      typeof body.order_expiry_time === 'string' ? Date.parse(body.order_expiry_time) : NaN;
    if (Number.isNaN(expiresAt)) return problem('order_expiry_time', 'should be an ISO 8601 time');
  }
  if (!optionalString(body.order_note, 200)) return problem('order_note', 'should be a string');
  return {
    orderId,
    amount,
    customer: body.customer_details as Record<string, string>,
    meta: (body.order_meta ?? {}) as ValidOrderRequest['meta'],
    expiresAt,
    tags: (body.order_tags ?? null) as Record<string, string> | null,
    note: typeof body.order_note === 'string' ? body.order_note : null,
  };
}
