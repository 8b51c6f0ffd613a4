import { eq } from 'drizzle-orm';
import type { ChatHours } from '../../../../src/shared/contract/chat';
import type { Db } from '../../db/client';
import { chatDesks } from '../../db/schema';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether a desk answers at `now`: its hours are minutes of the brand's
 * local day; closing before opening spans midnight; the same minute (0 to
 * 1440, or no row) is always open.
 */
export function isOpenAt(desk: { opensMinute: number; closesMinute: number; utcOffsetMinutes: number }, now: Date): boolean {
  const { opensMinute: opens, closesMinute: closes } = desk;
  if (opens % 1440 === closes % 1440) return true;
  const local = (((now.getUTCHours() * 60 + now.getUTCMinutes() + desk.utcOffsetMinutes) % 1440) + 1440) % 1440;
  return opens < closes ? local >= opens && local < closes : local >= opens || local < closes;
}

/** The brand's opening hours, now. */
export async function deskHours(db: Db, merchantCode: string, now = new Date()): Promise<ChatHours> {
  const [row] = await db.select().from(chatDesks).where(eq(chatDesks.merchantCode, merchantCode)).limit(1);
  const desk = row ?? { opensMinute: 0, closesMinute: 1440, utcOffsetMinutes: 420 };
  return { open: isOpenAt(desk, now), opens: hhmm(desk.opensMinute), closes: hhmm(desk.closesMinute), utcOffsetMinutes: desk.utcOffsetMinutes };
}
