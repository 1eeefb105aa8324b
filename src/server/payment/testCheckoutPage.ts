// The local test checkout's HTML: server-rendered, no script and nothing from another host, so it works under the
// app's CSP. Every screen says TEST MODE.
import { escapeHtml } from '../email/mailLayout';
import { formatMoney } from '../../domain/texts';
import { TEST_CHECKOUT_PATH } from './localCheckout';

export const TEST_CARDS = { paid: '4242424242424242', declined: '4000000000000002' } as const;

type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';
/** What was wrong with the form: a field's problem, or the payment's as a whole (no field). */
export interface CardProblem {
  field?: CardField;
  message: string;
}

export interface CheckoutView {
  sessionId: string;
  title: string;
  amountCents: number;
  email: string;
  cancelPath: string;
  problems?: CardProblem[];
  /** What the guest typed, shown again after a refusal (never the card number). */
  name?: string;
}

const TEST_BANNER = `<p class="test-mode" role="note"><strong>TEST MODE</strong>: no real payment is taken. Card ${'4242 4242 4242 4242'} pays; ${'4000 0000 0000 0002'} is declined. Any future expiry date and any CVC.</p>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>TEST MODE · ${escapeHtml(title)}</title>
<link rel="stylesheet" href="${TEST_CHECKOUT_PATH}/page.css"></head>
<body><main>${TEST_BANNER}
${body}
</main></body></html>
`;
}

const FIELD_IDS: Record<CardField, string> = {
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  name: 'card-name',
};

export function checkoutPage(v: CheckoutView): string {
  const problems = v.problems ?? [];
  const errorId = (p: CardProblem, i: number) => (p.field ? `${FIELD_IDS[p.field]}-error` : `card-error-${i}`);
  const error =
    problems.length === 0
      ? ''
      : `<div class="error" role="alert">${problems.map((p, i) => `<p id="${errorId(p, i)}">${escapeHtml(p.message)}</p>`).join('')}</div>`;
  /**
   * aria-invalid and the message for a field that has a problem; the payment's own problem describes the card number.
   */
  const described = (field: CardField) => {
    const i = problems.findIndex((p) => p.field === field || (field === 'cardNumber' && !p.field));
    const problem = problems[i];
    return problem ? `${problem.field ? ' aria-invalid="true"' : ''} aria-describedby="${errorId(problem, i)}"` : '';
  };
  return page(
    'Pay for your charter',
    `<h1>Pay for your charter</h1>
<section aria-label="Your trip"><p>${escapeHtml(v.title)}</p>
<p class="amount">Total: <strong>${escapeHtml(formatMoney(v.amountCents, { currencyCode: true }))}</strong></p>
<p>Receipt to ${escapeHtml(v.email)}</p></section>
${error}
<form method="post" action="${TEST_CHECKOUT_PATH}/${encodeURIComponent(v.sessionId)}" novalidate>
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${described('cardNumber')}>
<label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required maxlength="7"${described('expiry')}>
<label for="card-cvc">CVC</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"${described('cvc')}>
<label for="card-name">Name on card</label>
<input id="card-name" name="name" autocomplete="cc-name" required maxlength="100" value="${escapeHtml(v.name ?? '')}"${described('name')}>
<button type="submit">Pay ${escapeHtml(formatMoney(v.amountCents))}</button>
</form>
<p><a href="${escapeHtml(v.cancelPath)}">Cancel and go back</a></p>`,
  );
}

export function endedPage(message: string, link?: { href: string; label: string }): string {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return page('Checkout', `<h1>Checkout</h1><p role="alert">${escapeHtml(message)}</p>${back}`);
}

export const PAGE_CSS = `body{font-family:Arial,sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
.test-mode{background:#ffd54f;color:#1a1a1a;padding:.75rem;border:2px dashed #8a6d00}
.error{color:#b00020;font-weight:bold}
.error p{margin:.25rem 0}
label{display:block;margin-top:.75rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#00507a;color:#fff;border:0;border-radius:4px;cursor:pointer}
:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
.amount{font-size:1.25rem}
`;
