import type en from '../../../locales/EN.json';
import type agentEn from '../../../locales/agent/agent-EN.json';
import type lotteryEn from '../../../locales/lottery/lottery-EN.json';
import type downloadEn from '../../../locales/download/download-EN.json';
import type promotionsEn from '../../../locales/promotions/promotions-EN.json';
import type rankingEn from '../../../locales/ranking/ranking-EN.json';
import type pointsEn from '../../../locales/points/points-EN.json';
import type messagesEn from '../../../locales/messages/messages-EN.json';
import type chatEn from '../../../locales/chat/chat-EN.json';
import type centreEn from '../../../locales/centre/centre-EN.json';
import type protectionEn from '../../../locales/protection/protection-EN.json';
import type referralEn from '../../../locales/referral/referral-EN.json';
import type missionsEn from '../../../locales/missions/missions-EN.json';
import type supportEn from '../../../locales/support/support-EN.json';
import type operatorEn from '../../../locales/operator/EN.json';

// English is the source locale: keys are checked against it at compile time.
// `operator` is the operator console's namespace (locales/operator/), never loaded by the site;
// `agentCentre` the agent centre's pages (locales/agent/) and `lottery` the lottery's
// pages (locales/lottery/), `download` the app download and mirror pages (locales/download/),
// `promotions` the promotion pages and the reward centre (locales/promotions/), `points` the points mall
// (locales/points/, added by the mall itself), `protection` player protection's page and dialogs (locales/protection/),
// `referral` Invite friends (locales/referral/), `missions` the missions page (locales/missions/),
// `support` the support desk's pages (locales/support/, added by the desk itself, like the mall's), each loaded with its pages;
// `centre` the member centre's pages (locales/centre/), loaded with them and looked up as the fallback namespace, so
// their keys are written without it (`t('withdraw.title')`).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'centre';
    resources: { translation: typeof en; operator: typeof operatorEn; agentCentre: typeof agentEn; lottery: typeof lotteryEn; download: typeof downloadEn; promotions: typeof promotionsEn; points: typeof pointsEn; protection: typeof protectionEn; referral: typeof referralEn; missions: typeof missionsEn; ranking: typeof rankingEn; support: typeof supportEn; messages: typeof messagesEn; chat: typeof chatEn; centre: typeof centreEn };
  }
}
