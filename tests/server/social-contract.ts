import { sql } from 'drizzle-orm';
import { merchants } from '../../server/src/db/schema';
import { api } from '../../src/shared/contract/api';
import { call, type TestServer } from './helpers';
import { idTokenClaims, unsignedIdToken } from './id-token-helpers';

/**
 * The contract test's server takes the identity service's tokens from the
 * Auth emulator (unsigned), so the social calls answer without a key server.
 */
export const SOCIAL_CONTRACT_PROJECT = 'lotus-contract';
export const socialContractConfig = { FIREBASE_PROJECT_ID: SOCIAL_CONTRACT_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

const token = (uid: string) => unsignedIdToken(idTokenClaims(SOCIAL_CONTRACT_PROJECT, { uid, email: `${uid}@example.com`, name: 'Contract Player' }));

export const socialContractInputs = {
  socialLogin: { idToken: token('contract-login-uid') },
  socialLink: { ticket: '', username: 'linhnguyen', password: 'Player1234' } as Record<string, unknown>,
  socialRegister: { ticket: '', username: 'contract02', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true } as Record<string, unknown>,
};

/** Google sign-in on for the brand, and one ticket each for linking and registering. */
export async function prepareSocialContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const inputs = all as unknown as typeof socialContractInputs;
  await s.db.update(merchants).set({ settings: sql`${merchants.settings} || '{"googleSignIn": true}'::jsonb` });
  const ticketFor = async (uid: string) => {
    const r = await call<{ value: { status: string; ticket?: string } }>(s, api.socialLogin, { idToken: token(uid) });
    if (r.body.value.status !== 'linkRequired' || !r.body.value.ticket) throw new Error(`no ticket for ${uid}: ${JSON.stringify(r.body)}`);
    return r.body.value.ticket;
  };
  inputs.socialLink.ticket = await ticketFor('contract-link-uid');
  inputs.socialRegister.ticket = await ticketFor('contract-register-uid');
}
