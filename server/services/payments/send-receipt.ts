import { eq } from 'drizzle-orm';
import type { Catalog } from '../../content/catalog';
import type { AppContext } from '../../context';
import { users, type PaymentOrderRow, type SubscriptionRow } from '../../db/schema';
import type { OutgoingMessage } from '../../integrations/messaging/messenger';
import { presentActivePlan, scopeText } from '../../presenters/active-plan';
import type { ReconcileResult } from './reconcile-order';

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** The receipt for one credited payment: what was bought, for which class, until when. */
export function receiptMessage(args: {
  to: string;
  fullName: string;
  order: PaymentOrderRow;
  subscription: SubscriptionRow;
  catalog: Catalog;
}): OutgoingMessage {
  const { order, subscription } = args;
  const plan = order.plan === 'yearly' ? 'Yearly plan' : 'Monthly plan';
  const text = [
    `Dear ${args.fullName},`,
    '',
    `Thank you for subscribing to Prashna. Your payment is received and your plan is active.`,
    '',
    `Plan: ${plan}`,
    `For: ${scopeText(presentActivePlan(subscription, args.catalog))}`,
    `Valid: ${indiaDate.format(subscription.startsAt)} to ${indiaDate.format(subscription.endsAt)}`,
    `Amount paid: ${rupees(order.amountMinor)}`,
    `Order: ${order.merchantOrderId}`,
    `Payment ID: ${order.providerPaymentId ?? '-'}`,
    `Paid on: ${indiaDate.format(order.paidAt ?? subscription.createdAt)}`,
    '',
    'Keep this message as your receipt. For help, write to us from the Contact page.',
  ].join('\n');
  return { to: args.to, channel: 'email', subject: `Your Prashna receipt: ${plan}`, text };
}

/**
 * What happens once a payment has become a plan: the payer gets a receipt. Called only by the one
 * call that credited the payment, so a receipt goes once. It is sent in the background, so a slow
 * mail server never holds up the payer's page or the provider's webhook; a failure is logged and
 * never undoes the payment.
 */
export function receiptSender(
  ctx: Pick<AppContext, 'db' | 'messenger' | 'content' | 'background'>,
  log: (message: string, extra?: Record<string, unknown>) => void,
) {
  return async ({ order, subscription }: ReconcileResult): Promise<void> => {
    if (!subscription) return;
    ctx.background.run(async () => {
      try {
        const [user] = await ctx.db
          .select({ email: users.email, fullName: users.fullName })
          .from(users)
          .where(eq(users.id, order.userId));
        if (!user) return;
        await ctx.messenger.send(
          receiptMessage({
            to: user.email,
            fullName: user.fullName,
            order,
            subscription,
            catalog: ctx.content.catalog,
          }),
        );
      } catch (error) {
        log('payment receipt could not be sent', { orderId: order.id, err: error });
      }
    });
  };
}
