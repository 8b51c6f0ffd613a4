/*
 * The sandbox provider's pages: plain server-rendered HTML with one
 * stylesheet and no script, so their policy can forbid scripts entirely.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const STYLE_PATH = '/sandbox-pay/style.css';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<link rel="stylesheet" href="${STYLE_PATH}">
</head>
<body>
<main class="card">
<header class="brand"><span class="logo" aria-hidden="true">SP</span><span>Sandbox Pay</span><span class="badge">TEST MODE</span></header>
${body}
<p class="fine">A simulated payment provider for development and tests. No real money moves.</p>
</main>
</body>
</html>`;
}

const money = (amount: number, currency: string) => `${new Intl.NumberFormat('en-US').format(amount)} ${escapeHtml(currency)}`;

export interface CheckoutPage {
  reference: string;
  amount: number;
  currency: string;
  signature: string;
}

export function checkoutPage(p: CheckoutPage): string {
  return layout(
    'Checkout',
    `<h1>Pay Lotus Play</h1>
<dl class="summary">
<div><dt>Order</dt><dd class="mono" data-testid="sandbox-reference">${escapeHtml(p.reference)}</dd></div>
<div><dt>Amount due</dt><dd class="amount">${money(p.amount, p.currency)}</dd></div>
</dl>
<form method="post" action="/sandbox-pay/checkout" class="form">
<input type="hidden" name="ref" value="${escapeHtml(p.reference)}">
<input type="hidden" name="amount" value="${p.amount}">
<input type="hidden" name="currency" value="${escapeHtml(p.currency)}">
<input type="hidden" name="sig" value="${escapeHtml(p.signature)}">
<label for="paid">Amount to pay (change it to test a different amount)</label>
<input id="paid" name="paid" inputmode="numeric" pattern="[0-9]+" required value="${p.amount}">
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">Pay ${money(p.amount, p.currency)}</button>
<button type="submit" name="action" value="fail" class="secondary">Decline payment</button>
</div>
</form>`,
  );
}

export function resultPage(ok: boolean, title: string, text: string): string {
  return layout(
    title,
    `<div class="result ${ok ? 'ok' : 'bad'}" role="status">
<span class="mark" aria-hidden="true">${ok ? '✓' : '!'}</span>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</div>
<p class="back"><a href="/">Back to Lotus Play</a> · You can close this tab: the deposit page updates by itself.</p>`,
  );
}

export const stylesheet = `
:root { color-scheme: light dark; --bg: #eef2f7; --card: #fff; --text: #14213d; --muted: #5c6b84; --line: #d7deea; --accent: #0e7c66; --bad: #b42318; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1522; --card: #182235; --text: #e6ecf5; --muted: #9aa8bf; --line: #2b3a55; --accent: #35c3a0; --bad: #f97066; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 24px; }
.card { width: min(440px, 100%); background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 28px; box-shadow: 0 12px 40px rgb(0 0 0 / 0.12); }
.brand { display: flex; align-items: center; gap: 10px; font-weight: 700; margin-bottom: 20px; }
.logo { display: grid; place-items: center; width: 36px; height: 36px; border-radius: 10px; background: var(--accent); color: #fff; font-size: 14px; }
.badge { margin-left: auto; font-size: 11px; letter-spacing: .08em; padding: 3px 8px; border-radius: 999px; border: 1px solid var(--accent); color: var(--accent); }
h1 { font-size: 22px; margin: 0 0 16px; }
.summary { margin: 0 0 20px; border: 1px solid var(--line); border-radius: 12px; }
.summary div { display: flex; justify-content: space-between; gap: 12px; padding: 12px 16px; }
.summary div + div { border-top: 1px solid var(--line); }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; }
.mono { font-family: ui-monospace, Menlo, Consolas, monospace; }
.amount { font-size: 18px; }
.form { display: grid; gap: 8px; }
label { color: var(--muted); font-size: 14px; }
input { font: inherit; padding: 10px 12px; border-radius: 10px; border: 1px solid var(--line); background: transparent; color: inherit; }
.actions { display: grid; gap: 10px; margin-top: 12px; }
button { font: inherit; font-weight: 600; padding: 12px; border-radius: 10px; cursor: pointer; border: 1px solid var(--accent); }
button.primary { background: var(--accent); color: #fff; }
button.secondary { background: transparent; color: var(--text); border-color: var(--line); }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.result { text-align: center; }
.mark { display: inline-grid; place-items: center; width: 56px; height: 56px; border-radius: 50%; font-size: 28px; color: #fff; background: var(--accent); margin-bottom: 8px; }
.result.bad .mark { background: var(--bad); }
.back { text-align: center; color: var(--muted); font-size: 14px; }
a { color: var(--accent); }
.fine { margin: 24px 0 0; color: var(--muted); font-size: 12px; text-align: center; }
`;
