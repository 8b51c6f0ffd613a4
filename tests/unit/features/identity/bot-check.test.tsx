import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { leadingZeroBits, solveBotChallenge } from '@/shared/crypto/bot-check';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildMemberInfo } from '../../../mocks/fixtures';
import { botCheckFailure, decrypt, identityMock, leadingZeroBitsOf, MOCK_BOT_CHECK_BITS, MOCK_SMS_CODE, resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';
import { givenBrand, openLogin, submitLogin } from './auth-helpers';

/** The salts the challenge mock handed out, so a test can check the proof itself. */
function recordSalts() {
  const salts = new Map<string, string>();
  const original = identityMock.botChallenges.set.bind(identityMock.botChallenges);
  identityMock.botChallenges.set = (id: string, salt: string) => {
    salts.set(id, salt);
    return original(id, salt);
  };
  return salts;
}

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

describe('bot check (proof of work)', () => {
  it('counts leading zero bits and finds a nonce whose hash has them', async () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x1f]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    const nonce = await solveBotChallenge({ salt: 'pepper', difficulty: 8 });
    expect(leadingZeroBitsOf('pepper', nonce)).toBeGreaterThanOrEqual(8);
    // the smallest one: every smaller nonce fails
    for (let n = 0; n < Number(nonce); n += 1) expect(leadingZeroBitsOf('pepper', String(n))).toBeLessThan(8);
    expect(await solveBotChallenge({ salt: 'x', difficulty: 0 })).toBe('0');
  });

  it('the login by username sends a solved bot check; the server mock accepts it once', async () => {
    const salts = recordSalts();
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Demo1234');
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    const body = mockState.loginBodies.at(-1) as { type: string; botCheck: { challengeId: string; nonce: string } };
    expect(body.type).toBe('username');
    const salt = salts.get(body.botCheck.challengeId);
    expect(salt).toBeDefined();
    expect(leadingZeroBitsOf(salt!, body.botCheck.nonce)).toBeGreaterThanOrEqual(MOCK_BOT_CHECK_BITS);
    // single use: the challenge is spent
    expect(identityMock.botChallenges.has(body.botCheck.challengeId)).toBe(false);
  });

  it('a refused bot check shows the translated message and keeps what was typed', async () => {
    // a challenge nobody can answer: the mock does not know it
    server.use(contractHandler(api.botChallenge, () => ({ challengeId: 'forged', salt: 's', difficulty: 1, expiresAt: Date.now() + 60_000 })));
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Demo1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The security check did not pass. Please try again.');
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('demo');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('Demo1234');
  });

  it('the SMS code request carries a bot check; the text-message login does not', async () => {
    // the code login of the mock number: refused if it came with a bot check it did not need
    server.use(
      contractHandler(api.login, ({ input }) => {
        const body = decrypt(input);
        if (body instanceof MockFailure) return body;
        mockState.loginBodies.push(body);
        if (body.type !== 'sms' || body.password !== MOCK_SMS_CODE) return botCheckFailure(body) ?? new MockFailure(401, 'INVALID_CREDENTIALS', 'Wrong code.');
        mockState.tokens.add('token-new');
        return { token: 'token-new', firstTimeLogin: false, passwordExpired: false, user: buildMemberInfo({ account: String(body.username) }) };
      }),
    );
    const salts = recordSalts();
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('tab', { name: 'With mobile number' }));
    await user.type(await within(dialog).findByLabelText(/^Mobile number/, {}, { timeout: 3000 }), '909090909');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Code sent (120)' })).toBeDisabled();
    const sms = identityMock.smsRequests.at(-1) as { botCheck: { challengeId: string; nonce: string } };
    expect(leadingZeroBitsOf(salts.get(sms.botCheck.challengeId)!, sms.botCheck.nonce)).toBeGreaterThanOrEqual(MOCK_BOT_CHECK_BITS);
    const challengesBefore = salts.size;
    await user.type(within(dialog).getByLabelText(/^Verification code/), MOCK_SMS_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    const body = mockState.loginBodies.at(-1) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'sms', username: '909090909' });
    expect(body).not.toHaveProperty('botCheck');
    expect(salts.size).toBe(challengesBefore);
  });

  it('the registration SMS request carries a solved bot check', async () => {
    const salts = recordSalts();
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('tab', { name: 'Sign up with mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Code sent (300)' })).toBeDisabled();
    const sms = identityMock.smsRequests.at(-1) as { mobileNum: string; botCheck: { challengeId: string; nonce: string } };
    expect(sms.mobileNum).toBe('912345678');
    expect(leadingZeroBitsOf(salts.get(sms.botCheck.challengeId)!, sms.botCheck.nonce)).toBeGreaterThanOrEqual(MOCK_BOT_CHECK_BITS);
  });
});
