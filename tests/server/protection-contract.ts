import { members, protectionBlocks, protectionLimits } from '../../server/src/db/schema';
import { createSession } from '../../server/src/modules/session/sessions';
import type { TestServer } from './helpers';

/**
 * Inputs of the player-protection endpoints for the contract test. The demo
 * member reads and sets limits (the longest session limit; a wager
 * limit whose raise is already due, confirmed); a time-out, a
 * self-exclusion and a return are taken by members of their own, so the
 * demo member plays on.
 */
export const protectionContractInputs = {
  protection: {},
  setLimit: { kind: 'session', period: 'session', value: 480 },
  confirmLimit: { kind: 'wager', period: 'month' },
  setRealityCheck: { minutes: 30 },
  protectionInfoSeen: {},
  realityCheck: {},
  takeTimeOut: { duration: '24h' },
  selfExclude: { duration: '6m' },
  returnFromExclusion: {},
};

/** The tokens of the calls made by a member of their own. */
export const protectionContractTokens: Partial<Record<keyof typeof protectionContractInputs, string>> = {};

export async function prepareProtectionContract(s: TestServer, demoId: number): Promise<void> {
  const past = new Date(Date.now() - 3_600_000);
  await s.db.insert(protectionLimits).values({ memberId: demoId, kind: 'wager', period: 'month', value: 10n ** 13n, pendingValue: 2n * 10n ** 13n, pendingFrom: past });
  const own = async (account: string) => {
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' }).returning({ id: members.id });
    if (!m) throw new Error('no member');
    return { id: m.id, token: await createSession(s.db, m.id, 1, { ip: '127.0.0.1', userAgent: 'contract' }) };
  };
  protectionContractTokens.takeTimeOut = (await own('pctimeout')).token;
  protectionContractTokens.selfExclude = (await own('pcexclude')).token;
  const returning = await own('pcreturn');
  await s.db.insert(protectionBlocks).values({
    memberId: returning.id,
    merchantCode: 'LOTUS',
    kind: 'selfExclusion',
    duration: '6m',
    startsAt: new Date(Date.now() - 200 * 86_400_000),
    endsAt: past,
    source: 'member',
  });
  protectionContractTokens.returnFromExclusion = returning.token;
}
