import type { ResourceKey } from 'i18next';

/**
 * The texts of one part of the site that the first screen never shows, in a
 * namespace of their own (`locales/<folder>/<folder>-<language>.json`, so
 * that their chunks are not taken for the first screen's language file):
 * loaded with that part, in the active language only: the agent centre's
 * pages (`agentCentre`), the lottery's pages (`lottery`), the app
 * download and mirror pages (`download`), and the promotion pages with the
 * reward centre (`promotions`), player protection's page and dialogs
 * (`protection`), Invite friends (`referral`), the missions page
 * (`missions`), the leaderboards', raffles' and home winners board's
 * texts (`ranking`), the platform messages' inbox (`messages`), the
 * customer-service chat's window and page (`chat`), and the member centre's
 * pages (`centre`: account, deposit, withdrawal, wallet, records; the site
 * resolves it as its `fallbackNS`, so their `t('withdraw.…')` keys read as before).
 */
export const namespaceFiles: Readonly<Record<string, { folder: string; files: Record<string, () => Promise<ResourceKey>> }>> = {
  agentCentre: { folder: 'agent', files: import.meta.glob<ResourceKey>('../../../locales/agent/*.json', { import: 'default' }) },
  lottery: { folder: 'lottery', files: import.meta.glob<ResourceKey>('../../../locales/lottery/*.json', { import: 'default' }) },
  download: { folder: 'download', files: import.meta.glob<ResourceKey>('../../../locales/download/*.json', { import: 'default' }) },
  promotions: { folder: 'promotions', files: import.meta.glob<ResourceKey>('../../../locales/promotions/*.json', { import: 'default' }) },
  protection: { folder: 'protection', files: import.meta.glob<ResourceKey>('../../../locales/protection/*.json', { import: 'default' }) },
  referral: { folder: 'referral', files: import.meta.glob<ResourceKey>('../../../locales/referral/*.json', { import: 'default' }) },
  missions: { folder: 'missions', files: import.meta.glob<ResourceKey>('../../../locales/missions/*.json', { import: 'default' }) },
  ranking: { folder: 'ranking', files: import.meta.glob<ResourceKey>('../../../locales/ranking/*.json', { import: 'default' }) },
  messages: { folder: 'messages', files: import.meta.glob<ResourceKey>('../../../locales/messages/*.json', { import: 'default' }) },
  chat: { folder: 'chat', files: import.meta.glob<ResourceKey>('../../../locales/chat/*.json', { import: 'default' }) },
  centre: { folder: 'centre', files: import.meta.glob<ResourceKey>('../../../locales/centre/*.json', { import: 'default' }) },
};
