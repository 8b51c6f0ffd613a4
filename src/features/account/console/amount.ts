/**
 * An amount as staff type it, in major units: digits, with thousands
 * grouped by `,` or `.` (one kind) and up to two decimals after the other
 * (`100000`, `100,000`, `100.000`, `1,234.5`, `1.234,5`, `12.5`). Anything
 * else, or an ambiguous mix, is null: a money form never guesses.
 */
export function parseAmount(text: string): number | null {
  const s = text.replace(/[\s_\u00a0\u202f]/g, '');
  let normalised: string | null = null;
  if (/^\d+$/.test(s)) normalised = s;
  else if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(s)) normalised = s.replace(/[.,]/g, '');
  else if (/^\d{1,3}(,\d{3})*\.\d{1,2}$/.test(s)) normalised = s.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})*,\d{1,2}$/.test(s)) normalised = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d+[.,]\d{1,2}$/.test(s)) normalised = s.replace(',', '.');
  if (normalised === null) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** A fresh id for one submission of a money form (the ledger's idempotency key on the server). */
export function newRequestId(): string {
  return crypto.randomUUID();
}
