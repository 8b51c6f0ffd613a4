import { accountApi } from './account';
import { agentApi } from './agent';
import { botCheckApi } from './bot-check';
import { captchaApi } from './captcha';
import { chatApi } from './chat';
import { contentApi } from './content';
import { depositApi } from './deposit';
import { gamesApi } from './games';
import { identityApi } from './identity';
import { inhouseApi } from './inhouse';
import { liveApi } from './live';
import { lotteryApi } from './lottery';
import { memberApi } from './member';
import { missionsApi } from './missions';
import { messagesApi } from './messages';
import { promotionsApi } from './promotions';
import { rankingApi } from './promotions-ranking';
import { protectionApi } from './protection';
import { pointsApi } from './points';
import { recordsApi } from './records';
import { referralApi } from './referral';
import { sessionApi } from './session';
import { socialApi } from './social';
import { supportApi } from './support';
import { systemApi } from './system';
import { uploadsApi } from './uploads';
import { walletApi } from './wallet';
import { withdrawApi } from './withdraw';

/**
 * Every call of the contract, by name: the union of the domains' endpoint
 * maps (`contract/<domain>.ts`, served by `server/src/modules/<domain>/`).
 */
export const api = {
  ...systemApi,
  ...captchaApi,
  ...botCheckApi,
  ...contentApi,
  ...sessionApi,
  ...memberApi,
  ...identityApi,
  ...socialApi,
  ...walletApi,
  ...depositApi,
  ...gamesApi,
  ...inhouseApi,
  ...uploadsApi,
  ...recordsApi,
  ...withdrawApi,
  ...accountApi,
  ...agentApi,
  ...lotteryApi,
  ...liveApi,
  ...protectionApi,
  ...promotionsApi,
  ...rankingApi,
  ...pointsApi,
  ...missionsApi,
  ...chatApi,
  ...referralApi,
  ...supportApi,
  ...messagesApi,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
