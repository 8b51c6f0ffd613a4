import { useCallback } from 'react';
import type { BotCheck } from '@/shared/contract/bot-check';
import { useBotChallengeMutation } from './auth-api';

/**
 * The bot check of the password login and of the SMS code requests: a fresh
 * challenge (through RTK Query, so a network failure or a rate limit is
 * reported like any call's), solved by the proof-of-work module, which is its
 * own chunk. Rejects with the call's error, for the form to show.
 */
export function useBotCheck(): () => Promise<BotCheck> {
  const [fetchChallenge] = useBotChallengeMutation();
  return useCallback(async () => {
    const [challenge, { answerBotChallenge }] = await Promise.all([fetchChallenge().unwrap(), import('@/shared/crypto/bot-check')]);
    return answerBotChallenge(challenge);
  }, [fetchChallenge]);
}
