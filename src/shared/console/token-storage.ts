import { sessionStore } from '@/shared/lib/storage';

/**
 * The operator's session token, for this tab only (session storage, like the
 * player's, under its own key): a member token and an operator token never
 * stand in for each other. No password is ever kept.
 */
const TOKEN_KEY = 'operatorToken';

export const consoleToken = {
  get: () => sessionStore.get(TOKEN_KEY),
  set: (token: string) => sessionStore.set(TOKEN_KEY, token),
  clear: () => sessionStore.remove(TOKEN_KEY),
};
