/**
 * VietQR: the EMVCo merchant-presented QR payload that Vietnamese banking
 * apps read (NAPAS 247 "transfer to account"). Each field is an id, a
 * two-digit length and the value; the payload ends with its CRC-16
 * (CCITT-FALSE: polynomial 0x1021, start 0xFFFF) over everything before
 * it, "6304" included.
 */

/** NAPAS's application id and the service "transfer to an account" (QRIBFTTA). */
const NAPAS_GUID = 'A000000727';
const TO_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric codes of the currencies a brand may use. */
const currencyNumbers: Record<string, string> = { VND: '704' };

function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE of a text's UTF-8 bytes, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietQrRequest {
  /** the receiving bank's 6-digit BIN */
  bankBin: string;
  accountNumber: string;
  /** whole currency units (VND has no decimals) */
  amount: number;
  currency: string;
  /** the transfer note: what the bank app fills in as the purpose */
  note: string;
}

/** The payload of a dynamic (one-order) QR: the account, the amount and the note. */
export function vietQrPayload(req: VietQrRequest): string {
  const currency = currencyNumbers[req.currency];
  if (!currency) throw new RangeError(`VietQR has no code for ${req.currency}`);
  if (!/^\d{6}$/.test(req.bankBin)) throw new RangeError('a bank BIN is 6 digits');
  const beneficiary = field('00', req.bankBin) + field('01', req.accountNumber);
  const merchantAccount = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT);
  const body =
    field('00', '01') +
    // 12: dynamic, for one payment
    field('01', '12') +
    field('38', merchantAccount) +
    field('53', currency) +
    field('54', String(Math.round(req.amount))) +
    field('58', 'VN') +
    field('62', field('08', req.note)) +
    '6304';
  return body + crc16(body);
}
