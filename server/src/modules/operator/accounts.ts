import { eq, sql } from 'drizzle-orm';
import { operatorRoles, type OperatorProfile, type OperatorRole } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { operatorSessions, operators, type Operator } from '../../db/schema';
import { hashPassword } from '../../lib/password';

/** The role of a stored operator row, checked (the table's CHECK allows the same ones). */
export function roleOf(operator: Pick<Operator, 'role'>): OperatorRole {
  const role = operatorRoles.find((r) => r === operator.role);
  if (!role) throw new Error(`operator role ${operator.role} is not one of ${operatorRoles.join(', ')}`);
  return role;
}

/** What the console is told about an operator: never the hash. */
export function profileOf(operator: Operator): OperatorProfile {
  return {
    id: operator.id,
    username: operator.username,
    displayName: operator.displayName,
    role: roleOf(operator),
    merchantCode: operator.merchantCode,
  };
}

/** An operator by username, without regard to case (the unique index is on lower(username)). */
export async function findOperatorByUsername(db: Db, username: string): Promise<Operator | undefined> {
  const [operator] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${username})`)
    .limit(1);
  return operator;
}

export interface NewOperator {
  username: string;
  displayName: string;
  password: string;
  role: OperatorRole;
  /** null: every brand */
  merchantCode: string | null;
}

/** Creates an operator account (argon2id, like members' passwords) unless the username exists. Answers its id. */
/** `hashOf` supplies the hash (the seed shares one per password); called only when the account is created. */
export async function createOperator(db: Db, account: NewOperator, hashOf: (password: string) => Promise<string> = hashPassword): Promise<number> {
  const existing = await findOperatorByUsername(db, account.username);
  if (existing) return existing.id;
  const [created] = await db
    .insert(operators)
    .values({
      username: account.username,
      displayName: account.displayName,
      passwordHash: await hashOf(account.password),
      role: account.role,
      merchantCode: account.merchantCode,
    })
    .returning({ id: operators.id });
  if (!created) throw new Error(`could not create operator ${account.username}`);
  return created.id;
}

/** Gives a staff account a new password (argon2id) and ends its sessions: whoever held the old one is signed out. */
export async function setOperatorPassword(db: Db, operatorId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash, updatedAt: sql`now()` }).where(eq(operators.id, operatorId));
    await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
  });
}
