import type { PlayTypeCode } from '@/shared/contract/lottery-rules';

/** How a play type wins, in one sentence (the lottery's own texts: only its pages show them); typed against the locale for every code of every kind. */
export const playHintKey = <P extends PlayTypeCode>(code: P) => `lottery:playHint.${code}` as const;
