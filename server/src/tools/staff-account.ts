import { createInterface, type Interface } from 'node:readline';
import { operatorRoles, type OperatorRole } from '../../../src/shared/contract/operator';
import type { Db } from '../db/client';
import { merchants } from '../db/schema';
import { createOperator, findOperatorByUsername, setOperatorPassword } from '../modules/operator/accounts';
import { isDemoPassword } from '../seed/demo-passwords';

/*
 * `npm run staff:create` (staff-create.ts): a staff account of the operator
 * console made from the command line, the way production gets its first one
 * (it seeds no demo staff account). The questions and checks live here, apart
 * from the process, so that the server suite runs them on lines of input.
 */

/** Where the questions are asked and the answers read: a terminal, or lines on standard input. */
export interface Prompter {
  /** asks and answers the line typed; `secret`: not shown as it is typed (on a terminal) */
  ask(question: string, options?: { secret?: boolean }): Promise<string>;
  say(line: string): void;
}

/** The answer refused: the message says what was wrong; nothing was written. */
export class StaffInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffInputError';
  }
}

export const STAFF_PASSWORD_MIN = 12;
const STAFF_PASSWORD_MAX = 128;
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/;

/**
 * Why a password is too weak for a staff account, or null: not a published
 * demo password (in any case), 12 to 128 characters, three kinds of
 * character of four (lower case, upper case, digits, others), not holding
 * the username.
 */
export function staffPasswordProblem(password: string, username: string): string | null {
  if (isDemoPassword(password)) return 'that is a published demo password: anyone could sign in with it';
  if (password.length < STAFF_PASSWORD_MIN) return `a staff password has at least ${STAFF_PASSWORD_MIN} characters`;
  if (password.length > STAFF_PASSWORD_MAX) return `a staff password has at most ${STAFF_PASSWORD_MAX} characters`;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  if (kinds < 3) return 'a staff password mixes three of: lower-case letters, capitals, digits, other characters';
  if (password.toLowerCase().includes(username.toLowerCase())) return 'a staff password does not contain the username';
  return null;
}

async function askPassword(prompter: Prompter, username: string): Promise<string> {
  const password = await prompter.ask('Password: ', { secret: true });
  const problem = staffPasswordProblem(password, username);
  if (problem) throw new StaffInputError(`Password refused: ${problem}.`);
  const again = await prompter.ask('Password again: ', { secret: true });
  if (again !== password) throw new StaffInputError('The two passwords differ.');
  return password;
}

const yes = (answer: string) => /^(y|yes)$/i.test(answer.trim());

export interface StaffResult {
  username: string;
  /** false: an existing account was given a new password */
  created: boolean;
  role: OperatorRole;
  /** null: every brand */
  merchantCode: string | null;
}

/**
 * Asks for the account (username, name, brand, role) and its password, then
 * creates it (argon2id, like every password). An existing username is offered
 * a new password instead, which also ends its sessions: that is how a staff
 * account with a demo password is mended.
 */
export async function createStaffAccount(db: Db, prompter: Prompter): Promise<StaffResult> {
  const username = (await prompter.ask('Username: ')).trim();
  if (!USERNAME.test(username)) {
    throw new StaffInputError('A username has 3 to 32 characters: letters, digits, "_", "." and "-", starting with a letter or digit.');
  }
  const existing = await findOperatorByUsername(db, username);
  if (existing) {
    if (!yes(await prompter.ask(`The staff account "${existing.username}" exists. Give it a new password? (yes/no) `))) {
      throw new StaffInputError('Nothing changed.');
    }
    const password = await askPassword(prompter, existing.username);
    await setOperatorPassword(db, existing.id, password);
    const role = operatorRoles.find((r) => r === existing.role) ?? 'finance';
    return { username: existing.username, created: false, role, merchantCode: existing.merchantCode };
  }

  const displayName = (await prompter.ask(`Name shown in the console [${username}]: `)).trim() || username;
  if (displayName.length > 64) throw new StaffInputError('The name has at most 64 characters.');
  const brands = (await db.select({ code: merchants.code }).from(merchants).orderBy(merchants.code)).map((m) => m.code);
  const brandAnswer = (await prompter.ask(`Brand (${[...brands, 'all'].join(', ')}; all: every brand): `)).trim();
  const merchantCode = brandAnswer.toLowerCase() === 'all' ? null : (brands.find((b) => b.toLowerCase() === brandAnswer.toLowerCase()) ?? undefined);
  if (merchantCode === undefined) throw new StaffInputError(`No brand "${brandAnswer}": answer one of ${[...brands, 'all'].join(', ')}.`);
  const roleAnswer = (await prompter.ask(`Role (${operatorRoles.join(', ')}): `)).trim().toLowerCase();
  const role = operatorRoles.find((r) => r === roleAnswer);
  if (!role) throw new StaffInputError(`No role "${roleAnswer}": answer one of ${operatorRoles.join(', ')}.`);
  const password = await askPassword(prompter, username);
  await createOperator(db, { username, displayName, password, role, merchantCode });
  return { username, created: true, role, merchantCode };
}

/**
 * Questions on `output`, answers from `input`, one line each. On a terminal
 * a secret answer is not echoed; from a pipe the lines are read in turn
 * (several may already be waiting), so a script or a test can answer.
 */
export function streamPrompter(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, terminal: boolean): Prompter & { close(): void } {
  const rl: Interface = createInterface({ input, output: terminal ? output : undefined, terminal });
  let muted = false;
  if (terminal) {
    // readline echoes what is typed through this method: a secret answer shows nothing
    const echo = rl as unknown as { _writeToOutput(text: string): void };
    const write = echo._writeToOutput.bind(rl);
    echo._writeToOutput = (text: string) => {
      if (!muted) write(text);
    };
  }
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question, options = {}) {
      output.write(question);
      muted = terminal && options.secret === true;
      try {
        const next = await lines.next();
        if (next.done) throw new StaffInputError('The input ended before every question was answered.');
        return next.value;
      } finally {
        // a terminal echoed the answer and its Enter; a secret one and a piped one end the line here
        if (muted || !terminal) output.write('\n');
        muted = false;
      }
    },
    say(line) {
      output.write(`${line}\n`);
    },
    close() {
      rl.close();
    },
  };
}
