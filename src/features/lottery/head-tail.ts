/**
 * Đầu/đuôi (head/tail) statistics of a Vietnamese lottery result: every prize
 * counts by its last two digits (its "lô tô"); the head is their tens digit,
 * the tail their units digit. The table lists, for each digit 0–9, the tails
 * seen with that head and the heads seen with that tail.
 */
export interface HeadTailRow {
  digit: number;
  /** the units digits of the two-digit endings whose tens digit is `digit`, ascending, repeats kept */
  tails: number[];
  /** the tens digits of the two-digit endings whose units digit is `digit`, ascending, repeats kept */
  heads: number[];
}

/** The two-digit endings (lô tô) of the prizes drawn, ascending. */
export function twoDigitEndings(numbers: readonly string[]): string[] {
  return numbers
    .filter((n) => /^\d{2,}$/.test(n))
    .map((n) => n.slice(-2))
    .sort();
}

export function headTailTable(numbers: readonly string[]): HeadTailRow[] {
  const rows: HeadTailRow[] = Array.from({ length: 10 }, (_, digit) => ({ digit, tails: [], heads: [] }));
  for (const ending of twoDigitEndings(numbers)) {
    const head = Number(ending[0]);
    const tail = Number(ending[1]);
    rows[head]!.tails.push(tail);
    rows[tail]!.heads.push(head);
  }
  for (const row of rows) {
    row.tails.sort((a, b) => a - b);
    row.heads.sort((a, b) => a - b);
  }
  return rows;
}
