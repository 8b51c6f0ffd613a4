import { accountHandlers } from './handlers/account';
import { agentHandlers } from './handlers/agent';
import { chatHandlers, consoleChatHandlers } from './handlers/chat';
import { contentHandlers } from './handlers/content';
import { depositHandlers } from './handlers/deposit';
import { gamesHandlers } from './handlers/games';
import { identityHandlers } from './handlers/identity';
import { liveHandlers } from './handlers/live';
import { lotteryHandlers } from './handlers/lottery';
import { memberHandlers } from './handlers/member';
import { consoleMissionsHandlers, missionsHandlers } from './handlers/missions';
import { consoleMessagesHandlers, messagesHandlers } from './handlers/messages';
import { operatorHandlers } from './handlers/operator';
import { consolePromotionsHandlers, promotionsHandlers } from './handlers/promotions';
import { rankingHandlers } from './handlers/ranking';
import { consolePointsHandlers, pointsHandlers } from './handlers/points';
import { consoleProtectionHandlers, protectionHandlers } from './handlers/protection';
import { recordsHandlers } from './handlers/records';
import { referralHandlers } from './handlers/referral';
import { sessionHandlers } from './handlers/session';
import { socialHandlers } from './handlers/social';
import { supportHandlers } from './handlers/support';
import { systemHandlers } from './handlers/system';
import { walletHandlers } from './handlers/wallet';
import { consoleWithdrawHandlers, withdrawHandlers } from './handlers/withdraw';

/** Every domain's handlers (`handlers/<domain>.ts`, one per file of the contract): the default answers of the mocked platform. */
export const handlers = [
  ...systemHandlers,
  ...contentHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...walletHandlers,
  ...depositHandlers,
  ...identityHandlers,
  ...socialHandlers,
  ...gamesHandlers,
  ...lotteryHandlers,
  ...operatorHandlers,
  ...recordsHandlers,
  ...withdrawHandlers,
  ...consoleWithdrawHandlers,
  ...accountHandlers,
  ...agentHandlers,
  ...liveHandlers,
  ...promotionsHandlers,
  ...rankingHandlers,
  ...consolePromotionsHandlers,
  ...pointsHandlers,
  ...missionsHandlers,
  ...consoleMissionsHandlers,
  ...consolePointsHandlers,
  ...protectionHandlers,
  ...consoleProtectionHandlers,
  ...referralHandlers,
  ...supportHandlers,
  ...messagesHandlers,
  ...consoleMessagesHandlers,
  ...chatHandlers,
  ...consoleChatHandlers,
];
