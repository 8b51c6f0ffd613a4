/*
 * The sandbox provider's pages: plain server-rendered HTML with one
 * stylesheet and no script, so their policy can forbid scripts entirely.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const STYLE_PATH = '/sandbox-pay/style.css';

/** The provider's own languages (what a buyer's browser or the merchant's link asks for); English otherwise. */
const texts = {
  en: {
    fine: 'A simulated payment provider for development and tests. No real money moves.',
    testMode: 'TEST MODE',
    checkout: 'Checkout',
    pay: 'Pay Lotus Play',
    order: 'Order',
    due: 'Amount due',
    testAmounts: 'To test a payment that differs from the order, pay a tenth less or more: the merchant is told what was paid.',
    payShort: 'Short payment (test): {amount}',
    payOver: 'Overpayment (test): {amount}',
    payButton: 'Pay {amount}',
    decline: 'Decline payment',
    invalidTitle: 'This payment link is not valid',
    invalidText: 'Open the payment again from the deposit page.',
    refusedTitle: 'The merchant refused the payment',
    refusedStatus: 'It answered {status}.',
    sentTitle: 'Payment sent',
    sentText: 'Lotus Play has been told that order {ref} is paid.',
    declinedTitle: 'Payment declined',
    declinedText: 'Lotus Play has been told that order {ref} was not paid.',
    back: 'Back to Lotus Play',
    close: 'You can close this tab: the deposit page updates by itself.',
  },
  vi: {
    fine: 'Cổng thanh toán mô phỏng dùng cho phát triển và kiểm thử. Không có tiền thật được chuyển.',
    testMode: 'CHẾ ĐỘ THỬ',
    checkout: 'Thanh toán',
    pay: 'Thanh toán cho Lotus Play',
    order: 'Mã đơn',
    due: 'Số tiền cần trả',
    testAmounts: 'Để thử một khoản thanh toán khác với đơn, hãy trả ít hơn hoặc nhiều hơn một phần mười: bên bán được báo số tiền đã trả.',
    payShort: 'Trả thiếu (thử): {amount}',
    payOver: 'Trả dư (thử): {amount}',
    payButton: 'Thanh toán {amount}',
    decline: 'Từ chối thanh toán',
    invalidTitle: 'Liên kết thanh toán không hợp lệ',
    invalidText: 'Hãy mở lại thanh toán từ trang nạp tiền.',
    refusedTitle: 'Nhà cung cấp dịch vụ đã từ chối khoản thanh toán',
    refusedStatus: 'Phản hồi {status}.',
    sentTitle: 'Đã gửi thanh toán',
    sentText: 'Đã báo cho Lotus Play rằng đơn {ref} đã được thanh toán.',
    declinedTitle: 'Đã từ chối thanh toán',
    declinedText: 'Đã báo cho Lotus Play rằng đơn {ref} chưa được thanh toán.',
    back: 'Quay lại Lotus Play',
    close: 'Bạn có thể đóng thẻ này: trang nạp tiền sẽ tự cập nhật.',
  },
  zh: {
    fine: '用于开发和测试的模拟支付服务商，不涉及真实资金。',
    testMode: '测试模式',
    checkout: '收银台',
    pay: '向 Lotus Play 付款',
    order: '订单',
    due: '应付金额',
    testAmounts: '如需测试与订单金额不同的付款，可少付或多付十分之一：商户会收到实际付款金额。',
    payShort: '少付（测试）：{amount}',
    payOver: '多付（测试）：{amount}',
    payButton: '支付 {amount}',
    decline: '拒绝付款',
    invalidTitle: '付款链接无效',
    invalidText: '请从充值页面重新打开付款。',
    refusedTitle: '商户拒绝了这笔付款',
    refusedStatus: '返回 {status}。',
    sentTitle: '付款已发送',
    sentText: '已通知 Lotus Play：订单 {ref} 已付款。',
    declinedTitle: '付款已拒绝',
    declinedText: '已通知 Lotus Play：订单 {ref} 未付款。',
    back: '返回 Lotus Play',
    close: '您可以关闭此标签页：充值页面会自动更新。',
  },
  id: {
    fine: 'Penyedia pembayaran simulasi untuk pengembangan dan pengujian. Tidak ada uang sungguhan yang berpindah.',
    testMode: 'MODE UJI',
    checkout: 'Pembayaran',
    pay: 'Bayar Lotus Play',
    order: 'Pesanan',
    due: 'Jumlah tagihan',
    testAmounts: 'Untuk menguji pembayaran yang berbeda dari pesanan, bayar sepersepuluh lebih sedikit atau lebih banyak: merchant diberi tahu jumlah yang dibayar.',
    payShort: 'Bayar kurang (uji): {amount}',
    payOver: 'Bayar lebih (uji): {amount}',
    payButton: 'Bayar {amount}',
    decline: 'Tolak pembayaran',
    invalidTitle: 'Tautan pembayaran ini tidak valid',
    invalidText: 'Buka kembali pembayaran dari halaman deposit.',
    refusedTitle: 'Merchant menolak pembayaran',
    refusedStatus: 'Jawabannya {status}.',
    sentTitle: 'Pembayaran terkirim',
    sentText: 'Lotus Play telah diberi tahu bahwa pesanan {ref} sudah dibayar.',
    declinedTitle: 'Pembayaran ditolak',
    declinedText: 'Lotus Play telah diberi tahu bahwa pesanan {ref} tidak dibayar.',
    back: 'Kembali ke Lotus Play',
    close: 'Anda dapat menutup tab ini: halaman deposit diperbarui sendiri.',
  },
  th: {
    fine: 'ผู้ให้บริการชำระเงินจำลองสำหรับการพัฒนาและทดสอบ ไม่มีเงินจริงเคลื่อนไหว',
    testMode: 'โหมดทดสอบ',
    checkout: 'ชำระเงิน',
    pay: 'ชำระเงินให้ Lotus Play',
    order: 'คำสั่งซื้อ',
    due: 'ยอดที่ต้องชำระ',
    testAmounts: 'หากต้องการทดสอบการชำระเงินที่ต่างจากคำสั่งซื้อ ให้ชำระน้อยลงหรือมากขึ้นหนึ่งในสิบ ร้านค้าจะได้รับแจ้งจำนวนที่ชำระจริง',
    payShort: 'ชำระขาด (ทดสอบ): {amount}',
    payOver: 'ชำระเกิน (ทดสอบ): {amount}',
    payButton: 'ชำระ {amount}',
    decline: 'ปฏิเสธการชำระเงิน',
    invalidTitle: 'ลิงก์ชำระเงินนี้ไม่ถูกต้อง',
    invalidText: 'โปรดเปิดการชำระเงินอีกครั้งจากหน้าฝากเงิน',
    refusedTitle: 'ร้านค้าปฏิเสธการชำระเงิน',
    refusedStatus: 'ตอบกลับ {status}',
    sentTitle: 'ส่งการชำระเงินแล้ว',
    sentText: 'แจ้ง Lotus Play แล้วว่าคำสั่งซื้อ {ref} ชำระแล้ว',
    declinedTitle: 'ปฏิเสธการชำระเงินแล้ว',
    declinedText: 'แจ้ง Lotus Play แล้วว่าคำสั่งซื้อ {ref} ไม่ได้ชำระ',
    back: 'กลับไปที่ Lotus Play',
    close: 'คุณปิดแท็บนี้ได้ หน้าฝากเงินจะอัปเดตเอง',
  },
} as const;

export type SandboxLanguage = keyof typeof texts;
export type SandboxText = keyof (typeof texts)['en'];
export const sandboxLanguages = Object.keys(texts) as SandboxLanguage[];

/** The page's language: the merchant link's `lang`, else the browser's first known language, else English. */
export function pickLanguage(asked: unknown, acceptLanguage: string | undefined): SandboxLanguage {
  const known = (tag: string) => sandboxLanguages.find((l) => tag.toLowerCase().split('-')[0] === l);
  if (typeof asked === 'string') {
    const hit = known(asked);
    if (hit) return hit;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const hit = known(part.split(';')[0]?.trim() ?? '');
    if (hit) return hit;
  }
  return 'en';
}

export function text(lang: SandboxLanguage, key: SandboxText, params: Record<string, string> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '');
}

function layout(lang: SandboxLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<link rel="stylesheet" href="${STYLE_PATH}">
</head>
<body>
<main class="card">
<header class="brand"><span class="logo" aria-hidden="true">SP</span><span>Sandbox Pay</span><span class="badge">${escapeHtml(text(lang, 'testMode'))}</span></header>
${body}
<p class="fine">${escapeHtml(text(lang, 'fine'))}</p>
</main>
</body>
</html>`;
}

const locales: Record<SandboxLanguage, string> = { en: 'en-US', vi: 'vi-VN', zh: 'zh-CN', id: 'id-ID', th: 'th-TH' };
const money = (lang: SandboxLanguage, amount: number, currency: string) => `${new Intl.NumberFormat(locales[lang]).format(amount)} ${escapeHtml(currency)}`;

export interface CheckoutPage {
  reference: string;
  amount: number;
  currency: string;
  signature: string;
  /** what each button pays, decided by the provider's server */
  choices: { exact: number; short: number; over: number };
}

export function checkoutPage(lang: SandboxLanguage, p: CheckoutPage): string {
  const due = money(lang, p.amount, p.currency);
  return layout(
    lang,
    text(lang, 'checkout'),
    `<h1>${escapeHtml(text(lang, 'pay'))}</h1>
<dl class="summary">
<div><dt>${escapeHtml(text(lang, 'order'))}</dt><dd class="mono" data-testid="sandbox-reference">${escapeHtml(p.reference)}</dd></div>
<div><dt>${escapeHtml(text(lang, 'due'))}</dt><dd class="amount">${due}</dd></div>
</dl>
<form method="post" action="/sandbox-pay/checkout" class="form">
<input type="hidden" name="ref" value="${escapeHtml(p.reference)}">
<input type="hidden" name="amount" value="${p.amount}">
<input type="hidden" name="currency" value="${escapeHtml(p.currency)}">
<input type="hidden" name="sig" value="${escapeHtml(p.signature)}">
<input type="hidden" name="lang" value="${lang}">
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(text(lang, 'payButton', { amount: due }))}</button>
<button type="submit" name="action" value="fail" class="secondary">${escapeHtml(text(lang, 'decline'))}</button>
</div>
<p class="hint">${escapeHtml(text(lang, 'testAmounts'))}</p>
<div class="actions test">
<button type="submit" name="action" value="payShort" class="secondary">${escapeHtml(text(lang, 'payShort', { amount: money(lang, p.choices.short, p.currency) }))}</button>
<button type="submit" name="action" value="payOver" class="secondary">${escapeHtml(text(lang, 'payOver', { amount: money(lang, p.choices.over, p.currency) }))}</button>
</div>
</form>`,
  );
}

export function resultPage(lang: SandboxLanguage, ok: boolean, title: string, body: string): string {
  return layout(
    lang,
    title,
    `<div class="result ${ok ? 'ok' : 'bad'}" role="status">
<span class="mark" aria-hidden="true">${ok ? '✓' : '!'}</span>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
</div>
<p class="back"><a href="/">${escapeHtml(text(lang, 'back'))}</a> · ${escapeHtml(text(lang, 'close'))}</p>`,
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
.actions.test { grid-template-columns: 1fr 1fr; margin-top: 0; }
.actions.test button { font-size: 14px; font-weight: 500; }
@media (max-width: 360px) { .actions.test { grid-template-columns: 1fr; } }
.hint { margin: 16px 0 0; color: var(--muted); font-size: 13px; }
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
