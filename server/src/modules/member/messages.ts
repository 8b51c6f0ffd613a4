import type { Db } from '../../db/client';
import { unreadCount } from '../messages/inbox';

/** The unread messages of the member's inbox (modules/messages/: their own and those staff sent to them). */
export async function unreadMessageCount(db: Db, memberId: number): Promise<number> {
  return unreadCount(db, memberId);
}
