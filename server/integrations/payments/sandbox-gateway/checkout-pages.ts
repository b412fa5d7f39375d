import type { Scenario } from './payment-scenarios';

/** The payer's choices on the hosted page, in the order a tester meets them. */
const MAIN_CHOICES: Array<[Scenario, string]> = [
  ['success_upi', 'Pay with UPI (success)'],
  ['success_card', 'Pay by card (success)'],
  ['failed', 'Payment fails'],
  ['pending_then_success', 'Bank keeps it pending, then success'],
  ['pending_then_failed', 'Bank keeps it pending, then failure'],
  ['user_dropped', 'Cancel payment'],
  ['success_no_redirect', 'Pay, then close the tab (no return)'],
];

/** Rarer cases kept one click away so the main list stays short. */
const MORE_CHOICES: Array<[Scenario, string]> = [
  ['success_no_webhook', 'Pay, but no webhook is sent'],
  ['success_duplicate_webhooks', 'Pay, webhook delivered twice'],
  ['fail_then_success', 'Fail once, then pay (failure webhook arrives last)'],
  ['success_after_expiry', 'Pay, bank confirms only after the order expires'],
];

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1f2328}
main{max-width:28rem;margin:0 auto;padding:1rem}
.banner{background:#fff4ce;border:1px solid #d4a72c;border-radius:.5rem;padding:.5rem .75rem;font-weight:600}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;margin-top:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#59636e}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:1.75rem}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:600;margin-bottom:.5rem}
button{display:block;width:100%;min-height:2.75rem;margin:.5rem 0;padding:.6rem 1rem;font:inherit;border-radius:.5rem;border:1px solid #8c959f;background:#fff;color:#1f2328;cursor:pointer;text-align:left}
button:hover{background:#f0f3f6}button:focus-visible{outline:3px solid #0969da;outline-offset:2px}
button.primary{background:#1a7f37;border-color:#1a7f37;color:#fff}
details{margin-top:.75rem}summary{cursor:pointer;color:#0969da}
a{color:#0969da}
`;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="banner" role="note">Sandbox gateway: no real money moves</p>
${body}
</main>
</body>
</html>`;
}

/** Rupees as an Indian reader expects them: ₹999.00, ₹1,499.00. */
export function formatRupees(amount: number): string {
  const digits = amount.toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `₹${digits}`;
}

function button([scenario, label]: [Scenario, string], index: number): string {
  const kind = index < 2 ? ' class="primary"' : '';
  return `<button type="submit" name="scenario" value="${scenario}"${kind}>${escapeHtml(label)}</button>`;
}

/** The hosted checkout: order facts and one real button per payer choice. */
export function checkoutPage(input: {
  sessionId: string;
  orderId: string;
  amount: number;
}): string {
  const action = `/checkout/${encodeURIComponent(input.sessionId)}/complete`;
  return page(
    'Pay Prashna',
    `<section class="card" aria-labelledby="title">
<h1 id="title">Pay Prashna</h1>
<dl>
<dt>Merchant</dt><dd>Prashna</dd>
<dt>Order</dt><dd>${escapeHtml(input.orderId)}</dd>
<dt>Amount</dt><dd class="amount">${formatRupees(input.amount)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend>What should the payment do?</legend>
${MAIN_CHOICES.map(button).join('\n')}
<details>
<summary>More test cases</summary>
${MORE_CHOICES.map((choice) => button(choice, 99)).join('\n')}
</details>
</fieldset>
</form>
</section>`,
  );
}

/** A page in place of the buttons: paid, expired, unknown, or the tab the payer "closed". */
export function messagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
): string {
  const back = link
    ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`
    : '';
  return page(
    title,
    `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>${back}
</section>`,
  );
}
