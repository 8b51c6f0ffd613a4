import { eq, sql } from 'drizzle-orm';
import { auditActions, type OperatorLoginResponse } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { apiError } from '../../http/status';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { hit, limited, type Limit } from '../../http/rate-limit';
import { findOperatorByUsername, profileOf } from './accounts';
import { audit } from './audit';
import { createOperatorSession, OPERATOR_IDLE_MINUTES } from './operator-sessions';

/**
 * The console's limits, counted in the same sliding windows as the members'
 * (`identity/rate-limit.ts`): every sign-in per address, wrong passwords per
 * operator account (a right one is given back, so staff who type well are
 * never slowed; once refused, even the right password waits), and the
 * calls that change or reveal much per operator.
 */
export const operatorLimits = {
  signInPerIp: { max: 30, windowSeconds: 600 },
  wrongPasswordsPerAccount: { max: 10, windowSeconds: 900 },
  /** money movements per operator: enough for a busy shift, not for a script gone wrong */
  adjustmentsPerOperator: { max: 30, windowSeconds: 60 },
  statusChangesPerOperator: { max: 30, windowSeconds: 60 },
  /** member searches per operator: a person reads pages, a scraper pulls the base */
  searchesPerOperator: { max: 120, windowSeconds: 60 },
} satisfies Record<string, Limit>;

const invalid = () => apiError('INVALID_CREDENTIALS', 'The username or password is incorrect.');

export interface SignInMeta {
  ip: string;
  userAgent: string | null;
}

/**
 * Operator sign-in: the same answer and the same argon2 time for an unknown
 * name, a disabled account and a wrong password. A wrong password of a known
 * operator is audited; a success opens a session and is audited with it.
 */
export async function operatorSignIn(db: Db, input: { username: string; password: string }, meta: SignInMeta): Promise<OperatorLoginResponse> {
  await hit(db, `operator-login:ip:${meta.ip}`, operatorLimits.signInPerIp);
  return limited(
    db,
    `operator-login:account:${input.username.toLowerCase()}`,
    operatorLimits.wrongPasswordsPerAccount,
    { failure: true, success: false },
    async () => {
      const operator = await findOperatorByUsername(db, input.username);
      if (!operator || operator.status !== 'active') {
        await verifyAgainstDummy(input.password);
        throw invalid();
      }
      const actor = { operator, ip: meta.ip };
      const target = { type: 'operator', id: operator.id, merchantCode: operator.merchantCode };
      if (!(await verifyPassword(operator.passwordHash, input.password))) {
        await audit(db, actor, auditActions.signInFailed, target, { userAgent: meta.userAgent });
        throw invalid();
      }
      const token = await db.transaction(async (tx) => {
        const opened = await createOperatorSession(tx, operator.id, meta);
        await tx.update(operators).set({ lastLoginAt: sql`now()`, updatedAt: sql`now()` }).where(eq(operators.id, operator.id));
        await audit(tx, actor, auditActions.signIn, target, { userAgent: meta.userAgent });
        return opened;
      });
      return { token, operator: profileOf(operator), idleMinutes: OPERATOR_IDLE_MINUTES };
    },
  );
}
