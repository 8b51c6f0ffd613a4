import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '@/shared/api/call-endpoint';
import { createHttpClient } from '@/shared/api/http-client';
import { agentFailureReasons } from '@/shared/contract/agent';
import { api } from '@/shared/contract/api';
import { chatFailureReasons } from '@/shared/contract/chat';
import { idempotencyFailureReasons } from '@/shared/contract/endpoint';
import { identityFailureReasons } from '@/shared/contract/identity';
import { missionsFailureReasons } from '@/shared/contract/missions';
import { pointsFailureReasons } from '@/shared/contract/points';
import { socialFailureReasons } from '@/shared/contract/social';
import { supportFailureReasons } from '@/shared/contract/support';
import { walletFailureReasons } from '@/shared/contract/wallet';
import { withdrawFailureReasons } from '@/shared/contract/withdraw';
import { failureProblem, reasonProblem } from '@/shared/form/failure';
import { translateProblem } from '@/shared/form/problem';
import { changeLanguage, i18next } from '@/shared/i18n/i18n';
import { namespaceFiles } from '@/shared/i18n/namespace-files';
import { supportedLanguages } from '@/shared/i18n/language';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { server } from '../../../mocks/server';
import { flatten, type Tree } from '../../locale-texts';

/**
 * Every domain whose calls refuse with a `value.reason`: the site words each
 * reason as `<domain>.reasons.<reason>`, no table per domain. A new domain
 * with reasons joins this list.
 */
const domains = [
  ['agent', agentFailureReasons, 'agentCentre'],
  ['points', pointsFailureReasons, 'points'],
  ['missions', missionsFailureReasons, 'missions'],
  ['support', supportFailureReasons, 'support'],
  ['chat', chatFailureReasons, 'chat'],
  ['wallet', walletFailureReasons, 'centre'],
  ['withdraw', withdrawFailureReasons, 'centre'],
  ['social', socialFailureReasons, null],
  ['errors', identityFailureReasons, null],
  ['errors', idempotencyFailureReasons, null],
] as const;

/** Where a domain's texts are: the main files, or its namespace's (`namespaceFiles`, or the folder of its name: the points mall's). */
const folderOf = (namespace: string) => namespaceFiles[namespace]?.folder ?? namespace;
const fileOf = (namespace: string | null, code: string) => (namespace ? `locales/${folderOf(namespace)}/${folderOf(namespace)}-${code}.json` : `locales/${code}.json`);

const client = createHttpClient(() => 'EN');

/** What a call of the contract threw, against the MSW platform. */
async function refusal<T>(call: Promise<T>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('failure reasons by convention', () => {
  // the wallet's and withdrawal's refusals are the member centre's texts (`centre`), which the site looks up by their bare keys
  beforeAll(async () => {
    await changeLanguage('EN');
    await i18next.loadNamespaces('centre');
  });

  it.each(supportedLanguages)('%s words every reason of every domain as <domain>.reasons.<reason>', (code) => {
    const missing = domains.flatMap(([domain, reasons, namespace]) => {
      const texts = flatten(JSON.parse(readFileSync(fileOf(namespace, code), 'utf8')) as Tree);
      return reasons.map((reason) => `${domain}.reasons.${reason}`).filter((key) => !texts.get(key)?.trim());
    });
    expect(missing).toEqual([]);
  });

  it('every reason reads as words in the reader’s language, a shared reason as the one text it points at', async () => {
    for (const language of ['EN', 'VI'] as const) {
      await changeLanguage(language);
      await i18next.loadNamespaces(['agentCentre', 'missions', 'chat', 'centre']);
      // the mall adds its texts itself (features/points/points-texts.tsx), not through the namespace table
      i18next.addResourceBundle(language, 'points', JSON.parse(readFileSync(fileOf('points', language), 'utf8')) as Tree, true, true);
      // so does the support desk (features/support/support-texts.tsx)
      i18next.addResourceBundle(language, 'support', JSON.parse(readFileSync(fileOf('support', language), 'utf8')) as Tree, true, true);
      const t = i18next.t.bind(i18next);
      for (const [domain, reasons, namespace] of domains) {
        for (const reason of reasons) {
          const text = t(`${namespace ? `${namespace}:` : ''}${domain}.reasons.${reason}` as never) as unknown as string;
          expect(text, `${language} ${domain}.${reason}`).not.toMatch(/reasons\.|\$t\(/);
        }
      }
      expect(t('agentCentre:agent.reasons.guestRefused' as never)).toBe(t('errors.reasons.guestRefused' as never));
    }
    await changeLanguage('EN');
  });

  it('a refusal of the server becomes its domain’s key, with the numbers of its value, amounts as money', async () => {
    server.use(contractHandler(api.withdrawInfo, () => new MockFailure(403, 'FORBIDDEN', 'turnover', undefined, { reason: 'turnoverNotMet', remaining: 150_000 })));
    const error = await refusal(callEndpoint(client, api.withdrawInfo, {}, { token: 'token-demo' }));
    const problem = reasonProblem('withdraw', withdrawFailureReasons, error, { money: ['remaining'] });
    expect(problem).toEqual({ key: 'withdraw.reasons.turnoverNotMet', params: { remaining: { money: 150_000 } } });
    expect(translateProblem(i18next.t, problem!, undefined, 'EN')).toBe('Turnover requirement not met: bet 150,000 more before withdrawing.');
    // another domain's reason is not this domain's
    expect(reasonProblem('wallet', walletFailureReasons, error)).toBeNull();
  });

  it('the site’s words for a call name the platform’s reasons, else the code', async () => {
    server.use(contractHandler(api.walletTransfer, () => new MockFailure(409, 'CONFLICT', 'again', undefined, { reason: 'idempotencyKeyReused' })));
    const reused = await refusal(callEndpoint(client, api.walletTransfer, { direction: 'in', vendor: 'XGS', amount: 10 }, { token: 'token-demo', idempotencyKey: 'k'.repeat(32) }));
    expect(failureProblem(reused as never)).toEqual({ key: 'errors.reasons.idempotencyKeyReused' });
    server.use(contractHandler(api.walletTransfer, () => new MockFailure(409, 'CONFLICT', 'taken', undefined, { reason: 'noSuchReason' })));
    const other = await refusal(callEndpoint(client, api.walletTransfer, { direction: 'in', vendor: 'XGS', amount: 10 }, { token: 'token-demo', idempotencyKey: 'k'.repeat(32) }));
    expect(failureProblem(other as never)).toEqual({ key: 'errors.codes.CONFLICT' });
  });
});
