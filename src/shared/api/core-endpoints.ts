import { contentApi } from '@/shared/contract/content';
import { gamesApi } from '@/shared/contract/games';
import { memberApi } from '@/shared/contract/member';
import { sessionApi } from '@/shared/contract/session';
import { systemApi } from '@/shared/contract/system';
import { walletApi } from '@/shared/contract/wallet';

/**
 * The calls of the first screen (named in core-api.ts), taken from their own
 * contract files, in a chunk that loads with the first of them: neither the
 * whole registry (`contract/api.ts`, with the centres', the lottery's and
 * the money calls) nor these calls' schemas are part of the first screen's
 * JavaScript.
 */
export const coreEndpoints = {
  balance: walletApi.balance,
  gameVendors: gamesApi.gameVendors,
  homeNotice: contentApi.homeNotice,
  logout: sessionApi.logout,
  memberInfo: memberApi.memberInfo,
  systemStatus: systemApi.systemStatus,
  updateLanguage: memberApi.updateLanguage,
};
