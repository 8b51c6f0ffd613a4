import { eq } from 'drizzle-orm';
import { agentContracts, members } from '../../server/src/db/schema';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { setPaymentPassword } from '../../server/src/modules/withdraw/payment-password';
import type { TestServer } from './helpers';

/**
 * Inputs of the agent centre's endpoints for the contract test, called as
 * the demo sub-agent `subagent` (the suite resets the demo agent's password
 * on the way). `prepareAgentContract` gives it a payment password, an offer
 * waiting for it (from the platform: a contract the seed did not make), and
 * fills in the ids.
 */
export const AGENT_CONTRACT_LOGIN = { username: 'subagent', password: 'Agent1234' };
const PAY = '246810';
const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
const to = new Date(Date.now() + 60_000).toISOString();

export const agentContractInputs = {
  agentProfile: {},
  agentAnnouncements: { pageNo: 1 },
  agentTeamOverview: { range: '7d' },
  agentCreateDownline: { kind: 'member', username: 'contractdown1', password: 'Secret123', confirmPassword: 'Secret123' },
  agentInviteLinks: {},
  agentCreateInviteLink: { kind: 'member', note: 'Zalo group' },
  agentDeleteInviteLink: { id: 0 } as Record<string, unknown>,
  agentInviteRegistrations: { id: 0 } as Record<string, unknown>,
  agentDownlineTree: {},
  agentDownline: { account: 'team', sort: 'account', order: 'asc' },
  agentDownlineTransferInfo: {},
  agentTransferToDownline: { toAccount: 'team03', amount: 50_000, paymentPassword: PAY },
  agentSetSubAgentRates: { kind: 'dailySalary', holderId: 0, tiers: [{ threshold: 0, rate: 0.1 }] } as Record<string, unknown>,
  agentTeamBets: { from, to },
  agentUserLoss: { from, to, order: 'loss' },
  agentIncome: { from, to, period: 'W' },
  agentAccountDetails: { from, to },
  agentContracts: { kind: 'dailySalary' },
  agentAnswerContract: { id: 0, accept: true } as Record<string, unknown>,
  agentTerminateContract: { id: 0 } as Record<string, unknown>,
  agentContractPayments: { kind: 'dailySalary' },
};

export async function prepareAgentContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const inputs = all as unknown as typeof agentContractInputs;
  const agent = await findMemberByAccount(s.db, 'LOTUS', AGENT_CONTRACT_LOGIN.username);
  const sub = await findMemberByAccount(s.db, 'LOTUS', 'quangly');
  if (!agent || !sub) throw new Error('no demo agents');
  await setPaymentPassword(s.db, agent.id, { loginPassword: AGENT_CONTRACT_LOGIN.password, paymentPassword: PAY, confirmPaymentPassword: PAY });
  inputs.agentSetSubAgentRates.holderId = sub.id;
  // a link to delete, and one whose registrations are listed
  const { createInviteLink } = await import('../../server/src/modules/agent/invite-links');
  const [agentRow] = await s.db.select().from(members).where(eq(members.id, agent.id));
  inputs.agentDeleteInviteLink.id = (await createInviteLink(s.db, agentRow!, { kind: 'member' }, 'http://localhost')).id;
  inputs.agentInviteRegistrations.id = (await createInviteLink(s.db, agentRow!, { kind: 'agent' }, 'http://localhost')).id;
  // an hourly-salary offer from the platform waiting for the agent, answered by the contract test
  const [offer] = await s.db
    .insert(agentContracts)
    .values({ merchantCode: 'LOTUS', kind: 'hourSalary', state: 'pending', tiers: [{ threshold: 0, rate: 0.5 }], uplineId: null, holderId: agent.id })
    .returning();
  inputs.agentAnswerContract.id = offer!.id;
  // the contract the agent offered quangly, which the agent terminates
  const [held] = await s.db.select().from(agentContracts).where(eq(agentContracts.holderId, sub.id));
  inputs.agentTerminateContract.id = held!.id;
}
