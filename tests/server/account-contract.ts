import { issueCode } from '../../server/src/modules/identity/codes';
import { totpCode } from '../../server/src/modules/identity/totp';
import { DEMO_AUTHENTICATOR_SECRET } from '../../server/src/seed/data/accounts';
import type { TestServer } from './helpers';

import { MERCHANT } from '../../server/src/seed/data/brand';
const pending = { secret: '' };

/** Inputs of the account endpoints for the contract test (the demo member); codes are computed when the call is made. */
export const accountContractInputs = {
  accountOverview: {},
  updateProfile: { nickname: 'Demo Lotus', avatarPreset: 3 },
  // the withdrawal contract's cards set the demo member's payee name first: the same name again is accepted
  setPayeeName: { payeeName: 'Demo Player' },
  sendEmailBindCode: { email: 'demo.contract@lotusplay.example' },
  bindEmail: { email: 'demo.bound@lotusplay.example', verificationCode: '' },
  sendMobileBindCode: { mobileNum: '912000111', countryDialingCode: '+84' },
  bindMobile: { mobileNum: '912000222', countryDialingCode: '+84', verificationCode: '' },
  playerRank: {},
  // the seed gave demo an authenticator: off first, then a new one set up and confirmed
  authenticatorDisable: {
    get code() {
      return totpCode(DEMO_AUTHENTICATOR_SECRET);
    },
  },
  authenticatorSetup: {},
  authenticatorEnable: {
    get code() {
      return totpCode(pending.secret);
    },
  },
  loginHistory: { pageNo: 1 },
};

/** What a call's answer gives the next call: the new secret of the set-up. */
export const accountContractFeeds: Record<string, (value: unknown) => void> = {
  authenticatorSetup: (value) => {
    pending.secret = (value as { secret: string }).secret;
  },
};

/** The binding codes, issued ahead as the outbox would carry them. */
export async function prepareAccountContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const inputs = all as unknown as typeof accountContractInputs;
  inputs.bindEmail.verificationCode = (await issueCode(s.db, MERCHANT, 'bind', inputs.bindEmail.email)).code;
  inputs.bindMobile.verificationCode = (await issueCode(s.db, MERCHANT, 'bind', `+84 ${inputs.bindMobile.mobileNum}`)).code;
}
