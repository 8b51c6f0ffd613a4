import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type EndpointName } from '../../src/shared/contract/api';
import { type Endpoint } from '../../src/shared/contract/endpoint';
import { envelopeOf } from '../../src/shared/contract/envelope';
import { bannerGroups } from '../../src/shared/contract/content';
import { gameCategories } from '../../src/shared/contract/games';
import { registerFieldNames } from '../../src/shared/contract/system';
import { accountContractFeeds, accountContractInputs, prepareAccountContract } from './account-contract';
import { AGENT_CONTRACT_LOGIN, agentContractInputs, prepareAgentContract } from './agent-contract';
import { PNG_8X8 } from './fixtures/images';
import { chatContractInputs, isChatPageCall, prepareChatContract } from './chat-contract';
import { call, loginAs, startTestServer, type TestServer } from './helpers';
import { identityContractInputs, prepareIdentityContract } from './identity-contract';
import { gamesContractInputs, prepareGamesContract } from './games-contract';
import { recordsContractInputs } from './records-contract';
import { depositContractInputs, prepareDepositContract } from './deposit-contract';
import { prepareWithdrawContract, withdrawContractInputs } from './withdraw-contract';
import { lotteryContractInputs, prepareLotteryContract } from './lottery-contract';
import { preparePromotionsContract, promotionsContractInputs } from './promotions-contract';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { memberMessages } from '../../server/src/db/schema';
import { pointsContractInputs, preparePointsContract } from './points-contract';
import { missionsContractInputs, prepareMissionsContract } from './missions-contract';
import { messagesContractInputs, prepareMessagesContract } from './messages-contract';
import { prepareProtectionContract, protectionContractInputs, protectionContractTokens } from './protection-contract';
import { prepareSocialContract, socialContractConfig, socialContractInputs } from './social-contract';
import { prepareSupportContract, supportContractInputs } from './support-contract';

/**
 * Calls every endpoint of the contract on the real app and parses each
 * success with the contract's own response schema: the MSW mocks use the
 * same schemas, so server and mocks cannot drift apart unnoticed.
 */
describe('contract', () => {
  let s: TestServer;
  let token: string;
  /** the agent centre's calls are a demo agent's */
  let agentToken: string;
  /** the chat page's identity (its calls carry it instead of the session) */
  let chatToken: string;
  const seen = new Set<EndpointName>();

  /** The input of each call; E calls are encrypted by `call`, T calls get the token. */
  const inputs: Record<EndpointName, Record<string, unknown>> = {
    systemStatus: { url: 'localhost' },
    whitelabel: {},
    registerSettings: {},
    domainRoute: {},
    ping: {},
    helpCenter: {},
    countryCodes: {},
    publicKey: {},
    captcha: {},
    login: { username: 'demo', password: 'Demo1234', type: 'username' },
    logout: {},
    register: {
      username: 'contract01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true, termsAccepted: true,
    },
    registerMobile: {
      username: '',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '987654321',
      countryDialingCode: '+84',
      login: true,
      ageConfirmed: true, termsAccepted: true,
    },
    memberInfo: {},
    updateLanguage: { language: 'VI' },
    balance: {},
    homeNotice: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
    gameVendors: { platform: 'html5-desktop' },
    uploadImages: { purpose: 'withdrawalProof', files: [{ filename: 'proof.png', contentType: 'image/png', data: PNG_8X8 }] },
    ...identityContractInputs,
    ...socialContractInputs,
    ...gamesContractInputs,
    ...recordsContractInputs,
    ...depositContractInputs,
    ...withdrawContractInputs,
    ...accountContractInputs,
    ...agentContractInputs,
    ...lotteryContractInputs,
    liveTicket: {},
    ...promotionsContractInputs,
    ...pointsContractInputs,
    ...missionsContractInputs,
    ...protectionContractInputs,
    ...chatContractInputs,
    ...supportContractInputs,
    ...messagesContractInputs,
  };
  /** what an answer gives a later call (the authenticator's new secret) */
  const feeds: Partial<Record<EndpointName, (value: unknown) => void>> = accountContractFeeds;

  async function check(name: EndpointName) {
    const endpoint: Endpoint = api[name];
    const headers: Record<string, string> = endpoint.idempotent ? { 'idempotency-key': `contract-${name}-${Date.now()}` } : {};
    const caller = name.startsWith('agent') ? agentToken : (protectionContractTokens[name as keyof typeof protectionContractTokens] ?? token);
    const result = await call(s, endpoint, inputs[name], endpoint.auth ? { token: caller, headers } : isChatPageCall(name) ? { token: chatToken, headers } : { headers });
    expect(result.status, `${name}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
    const parsed = envelopeOf(endpoint.response).safeParse(result.body);
    expect(parsed.success, `${name}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
    expect((result.body as { message: string }).message).toBe('OK');
    seen.add(name);
    feeds[name]?.((result.body as { value: unknown }).value);
    return { result, parsed };
  }

  beforeAll(async () => {
    s = await startTestServer({ config: socialContractConfig });
    token = await loginAs(s, 'demo', 'Demo1234');
    await prepareIdentityContract(s, inputs);
    await prepareSocialContract(s, inputs);
    await prepareGamesContract(s, inputs, token);
    await prepareDepositContract(s, inputs, token);
    await prepareWithdrawContract(s, inputs);
    await prepareAccountContract(s, inputs);
    await prepareAgentContract(s, inputs);
    agentToken = await loginAs(s, AGENT_CONTRACT_LOGIN.username, AGENT_CONTRACT_LOGIN.password);
    await prepareLotteryContract(s, inputs);
    await preparePromotionsContract(s, inputs);
    await preparePointsContract(s, inputs);
    await prepareMissionsContract(s, inputs);
    await prepareSupportContract(s, inputs);
    const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
    if (!demo) throw new Error('no demo member');
    await prepareProtectionContract(s, demo.id);
    chatToken = await prepareChatContract(s, inputs, token);
    await prepareMessagesContract(s, inputs, demo.id);
  });
  afterAll(async () => {
    await s?.close();
  });

  // a password change ends the member's game sessions (the in-house calls use one), and logout
  // revokes the token the T calls use: those two come last
  const last: EndpointName[] = ['changePassword', 'logout'];
  const order = (Object.keys(api) as EndpointName[]).sort((a, b) => last.indexOf(a) - last.indexOf(b));
  for (const name of order) {
    it(`${api[name].method} ${api[name].path} answers what the contract says`, async () => {
      await check(name);
    });
  }

  it('covered every endpoint of the contract', () => {
    expect([...seen].sort()).toEqual((Object.keys(api) as EndpointName[]).sort());
  });

  it('answers the content the site depends on', async () => {
    const status = (await call<{ value: { info: { languages: Array<{ code: string; name: string }>; modules: unknown[] } } }>(s, api.systemStatus, inputs.systemStatus)).body.value;
    expect(status.info.languages.map((l) => l.code)).toEqual(['TY', 'VI', 'EN', 'CN', 'TH', 'ID']);
    const flags = new Map<string, boolean>();
    const walk = (nodes: Array<{ modId: string; enabled: boolean; childrenNodes: unknown[] }>) =>
      nodes.forEach((n) => {
        flags.set(n.modId, n.enabled);
        walk(n.childrenNodes as typeof nodes);
      });
    walk(status.info.modules as Parameters<typeof walk>[0]);
    for (const id of ['DIRECTREG3', 'CBS3', 'CHNGPASSVERIF3', 'FREEPLAY', 'MOBILEREG', 'SMSLOGIN', 'FORCECHANGEPASS', 'MEMBERCENTER', 'AGENTCENTER']) {
      expect(flags.get(id), id).toBe(true);
    }
    for (const id of ['DIVIDEND', 'SALARY', 'HOURSALARY', 'REALTIMESALARY']) expect(flags.has(id), id).toBe(true);

    const settings = (await call<{ value: { fields: Record<string, unknown> } }>(s, api.registerSettings)).body.value;
    expect(Object.keys(settings.fields).sort()).toEqual([...registerFieldNames].sort());

    const notice = (await call<{ value: { banners: Array<{ groupName: string }>; promotion: Array<{ category: string }>; popup: Array<{ popup: boolean }> } }>(s, api.homeNotice)).body.value;
    expect(new Set(notice.banners.map((b) => b.groupName))).toEqual(new Set(bannerGroups));
    expect(notice.promotion.some((p) => p.category === 'new_player')).toBe(true);
    expect(notice.popup.some((a) => a.popup)).toBe(true);

    const lanes = (await call<{ value: { data: { lanes: Array<{ gameCategory: string; cards: Array<{ vassalage: string }> }> } } }>(s, api.gameVendors)).body.value.data.lanes;
    expect(new Set(lanes.map((l) => l.gameCategory))).toEqual(new Set(gameCategories));
    expect(lanes.find((l) => l.gameCategory === 'ESPORTS')?.cards.map((c) => c.vassalage).sort()).toEqual(['IA', 'IMES', 'TF']);
    // AV and AI come in the SPORTS lane, as on a real platform; the site splits them out
    expect(lanes.find((l) => l.gameCategory === 'SPORTS')?.cards.map((c) => c.vassalage)).toEqual(expect.arrayContaining(['AI', 'AV']));
    expect(lanes.find((l) => l.gameCategory === 'INHOUSE')?.cards.map((c) => c.vassalage).sort()).toEqual(['SS', 'XGS']);

    const countries = (await call<{ value: Array<{ countryCode: string }> }>(s, api.countryCodes)).body.value;
    expect(countries.slice(0, 12).map((c) => c.countryCode)).toEqual(['VN', 'TH', 'ID', 'CN', 'MY', 'PH', 'KH', 'LA', 'MM', 'SG', 'US', 'GB']);
  });

  it('shows a logged-in player in the home notice', async () => {
    // the change-password call above gave demo a new password
    const fresh = await loginAs(s, 'demo', identityContractInputs.changePassword.newPassword);
    // the inbox calls above read everything demo had: one new message is the one unread
    const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
    await s.db.insert(memberMessages).values({ memberId: demo!.id, title: 'Contract: unread', content: '<p>new</p>' });
    const r = await call<{ value: { player: unknown } }>(s, api.homeNotice, {}, { token: fresh });
    expect(r.body.value.player).toEqual({ account: 'demo', unreadMessages: 1 });
  });
});
