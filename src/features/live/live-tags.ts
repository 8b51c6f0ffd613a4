import type { LiveEvent } from '@/shared/contract/live-rules';

/**
 * The RTK Query tags an event of the live channel makes stale: what a page
 * showing the balance, a deposit order, a withdrawal, a lottery ticket or
 * the messages asks for again. The tag types are the features' own
 * (`addTagTypes` in their `*-api.ts`); an unknown one invalidates nothing.
 */
export type LiveTag = string | { type: string; id: string | number };

const BALANCE: LiveTag[] = ['Balance', 'Wallets', 'Upline', 'Records'];
const DEPOSITS: LiveTag[] = ['DepositHistory'];
const WITHDRAWALS: LiveTag[] = ['Withdrawals'];
const SETTLEMENTS: LiveTag[] = ['LotteryTickets', 'LotteryRecent', 'Records'];
/** the unread count comes with the balance */
const MESSAGES: LiveTag[] = ['Balance', 'Messages'];
/** the customer-service entry's badge (the chat page hears its own events) */
const CHAT: LiveTag[] = ['ChatUnread'];

/** What everything shown asks again after a gap (`resync`). */
export const ALL_LIVE_TAGS: LiveTag[] = [...new Set([...BALANCE, 'DepositOrder', ...DEPOSITS, ...WITHDRAWALS, ...SETTLEMENTS, ...MESSAGES, ...CHAT])];

export function tagsOf(event: LiveEvent): LiveTag[] {
  switch (event.kind) {
    case 'balance':
      return BALANCE;
    case 'deposit': {
      const id = Number(event.id);
      return Number.isSafeInteger(id) ? [{ type: 'DepositOrder', id }, ...DEPOSITS] : ['DepositOrder', ...DEPOSITS];
    }
    case 'withdrawal':
      return WITHDRAWALS;
    case 'settlement':
      return SETTLEMENTS;
    case 'message':
      return MESSAGES;
    case 'chat':
      return CHAT;
    case 'resync':
      return ALL_LIVE_TAGS;
    case 'chatTyping':
    case 'ready':
      return [];
  }
}
