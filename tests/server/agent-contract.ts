import { eq } from 'drizzle-orm';
import { agentContracts, members } from '../../server/src/db/schema';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { setPaymentPassword } from '../../server/src/modules/withdraw/payment-password';
import type { TestServer } from './helpers';

/**
 * Inputs of the agent centre's endpoints for the contract test, called as
 * the demo agent (`agentContractToken`). `prepareAgentContract` gives the
 * agent a payment password, an offer waiting for it (from the platform's
 * side: a contract the seed did not make), and fills in the ids.
 */
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
  agentTransferToDownline: { toAccount: 'team01', amount: 50_000, paymentPassword: PAY },
  agentSetSubAgentRates: { kind: 'realtimeSalary', holderId: 0, tiers: [{ threshold: 0, rate: 0.1 }] } as Record<string, unknown>,
  agentTeamBets: { from, to },
  agentUserLoss: { from, to, order: 'loss' },
  agentIncome: { from, to, period: 'W' },
  agentAccountDetails: { from, to },
  agentContracts: { kind: 'realtimeSalary' },
  agentAnswerContract: { id: 0, accept: true } as Record<string, unknown>,
  agentTerminateContract: { id: 0 } as Record<string, unknown>,
  agentContractPayments: { kind: 'dailySalary' },
};

export async function prepareAgentContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const inputs = all as unknown as typeof agentContractInputs;
  const agent = await findMemberByAccount(s.db, 'LOTUS', 'agent');
  const sub = await findMemberByAccount(s.db, 'LOTUS', 'subagent');
  const hanh = await findMemberByAccount(s.db, 'LOTUS', 'hanhdo');
  if (!agent || !sub || !hanh) throw new Error('no demo agents');
  await setPaymentPassword(s.db, agent.id, { loginPassword: 'Agent1234', paymentPassword: PAY, confirmPaymentPassword: PAY });
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
  // the contract the agent offered hanhdo, which the agent terminates
  const [held] = await s.db.select().from(agentContracts).where(eq(agentContracts.holderId, hanh.id));
  inputs.agentTerminateContract.id = held!.id;
}
