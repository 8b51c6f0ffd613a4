import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { MAX_BANK_CARDS, withdrawKeys, type Bank, type BankCard } from '../../../../src/shared/contract/withdraw';
import type { Db } from '../../db/client';
import { bankCards, banks, members } from '../../db/schema';
import { apiError } from '../../http/status';
import { escapeXml } from '../media/art/kit';
import { verifyPaymentPassword } from './payment-password';

/*
 * Banks and members' bank cards. A card's holder must be the member's payee
 * name (`members.payee_name`); a member without one sets it with the first
 * card bound (the name then stays: later cards must match it). Account
 * numbers are kept whole for the payout and shown masked everywhere.
 */

export const bankLogoUrl = (code: string) => `/media/banks/${encodeURIComponent(code)}.svg`;

/** "•••• 6789" */
export const maskAccountNumber = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

/** Names compared as people write them: spaces collapsed, case and accents ignored. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase();
  return norm(a) === norm(b);
}

export async function listBanks(db: Db): Promise<Bank[]> {
  const rows = await db.select().from(banks).orderBy(asc(banks.sortOrder), asc(banks.code));
  return rows.map((b) => ({ code: b.code, name: b.name, shortName: b.shortName, logoUrl: bankLogoUrl(b.code) }));
}

/** A lettered badge in the bank's colour (no picture from the internet). */
export async function bankLogoSvg(db: Db, code: string): Promise<string | null> {
  const [bank] = await db.select().from(banks).where(eq(banks.code, code)).limit(1);
  if (!bank) return null;
  const letters = escapeXml(bank.code.slice(0, 4));
  const size = letters.length > 3 ? 15 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(bank.shortName)}"><rect width="64" height="64" rx="14" fill="${escapeXml(bank.color)}"/><rect x="4" y="4" width="56" height="56" rx="11" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="2"/><text x="32" y="38" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle">${letters}</text></svg>`;
}

type CardRow = typeof bankCards.$inferSelect & { bankName: string; bankShortName: string };

export function presentCard(row: CardRow): BankCard {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    bankShortName: row.bankShortName,
    logoUrl: bankLogoUrl(row.bankCode),
    holderName: row.holderName,
    maskedNumber: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

const cardSelection = { card: bankCards, bankName: banks.name, bankShortName: banks.shortName };

/** A member's card, removed ones included (a withdrawal keeps its card); null when it is not theirs. */
export async function cardOf(db: Db, memberId: number, cardId: number): Promise<CardRow | null> {
  const [row] = await db
    .select(cardSelection)
    .from(bankCards)
    .innerJoin(banks, eq(banks.code, bankCards.bankCode))
    .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId)))
    .limit(1);
  return row ? { ...row.card, bankName: row.bankName, bankShortName: row.bankShortName } : null;
}

/** A card the member may withdraw to now: theirs and not removed (404 otherwise). */
export async function liveCardOf(db: Db, memberId: number, cardId: number): Promise<CardRow> {
  const card = await cardOf(db, memberId, cardId);
  if (!card || card.removedAt) throw apiError('NOT_FOUND', 'This bank card is not bound to your account.');
  return card;
}

export async function listCards(db: Db, memberId: number): Promise<{ cards: BankCard[]; payeeName: string | null; maxCards: number }> {
  const [rows, [member]] = await Promise.all([
    db
      .select(cardSelection)
      .from(bankCards)
      .innerJoin(banks, eq(banks.code, bankCards.bankCode))
      .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
      .orderBy(asc(bankCards.createdAt), asc(bankCards.id)),
    db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, memberId)),
  ]);
  return {
    cards: rows.map((r) => presentCard({ ...r.card, bankName: r.bankName, bankShortName: r.bankShortName })),
    payeeName: member?.payeeName ?? null,
    maxCards: MAX_BANK_CARDS,
  };
}

const invalid = (field: string, key: string, message: string, params?: Record<string, string | number>) =>
  apiError('VALIDATION', message, [{ field, key, ...(params ? { params } : {}) }]);

export async function bindCard(db: Db, memberId: number, input: { bankCode: string; holderName: string; accountNumber: string }): Promise<BankCard> {
  const holderName = input.holderName.trim().replace(/\s+/g, ' ');
  return db.transaction(async (tx) => {
    // one binding at a time per member: the count and the payee name are judged on what is committed
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('no key update');
    if (!member) throw apiError('NOT_FOUND', 'There is no such member.');
    const [bank] = await tx.select().from(banks).where(eq(banks.code, input.bankCode)).limit(1);
    if (!bank) throw invalid('bankCode', 'validation.invalid', 'Please choose a bank from the list.');
    const [bound] = await tx
      .select({ n: count() })
      .from(bankCards)
      .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)));
    if ((bound?.n ?? 0) >= MAX_BANK_CARDS) {
      throw invalid('accountNumber', withdrawKeys.tooManyCards, `You can bind at most ${MAX_BANK_CARDS} bank cards. Remove one first.`, { max: MAX_BANK_CARDS });
    }
    if (member.payeeName && !sameName(member.payeeName, holderName)) {
      throw invalid('holderName', withdrawKeys.holderMismatch, 'The card holder must be the payee name of your account.');
    }
    if (!member.payeeName) await tx.update(members).set({ payeeName: holderName, updatedAt: sql`now()` }).where(eq(members.id, memberId));
    const [card] = await tx
      .insert(bankCards)
      .values({ memberId, bankCode: bank.code, holderName: member.payeeName ?? holderName, accountNumber: input.accountNumber })
      .onConflictDoNothing()
      .returning();
    if (!card) throw invalid('accountNumber', withdrawKeys.cardTaken, 'This card is bound to your account already.');
    return presentCard({ ...card, bankName: bank.name, bankShortName: bank.shortName });
  });
}

/** Removes a card (the payment password proves it is the member); its withdrawals keep it. */
export async function removeCard(db: Db, memberId: number, input: { cardId: number; paymentPassword: string }): Promise<null> {
  await liveCardOf(db, memberId, input.cardId);
  await verifyPaymentPassword(db, memberId, input.paymentPassword);
  await db
    .update(bankCards)
    .set({ removedAt: sql`now()` })
    .where(and(eq(bankCards.id, input.cardId), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)));
  return null;
}
