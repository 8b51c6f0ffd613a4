import type { Limit } from '../../http/rate-limit';

/**
 * The limits of the identity calls. Counted per IP and per account (or
 * recipient) in the database, so that every instance counts the same hits.
 */
export const limits = {
  /** the three social sign-in calls together, like the login per address */
  socialPerIp: { max: 60, windowSeconds: 600 },
  smsPerRecipient: { max: 1, windowSeconds: 60 },
  smsPerRecipientHourly: { max: 6, windowSeconds: 3600 },
  smsPerIp: { max: 20, windowSeconds: 3600 },
  captchaPerIp: { max: 60, windowSeconds: 60 },
  botChallengePerIp: { max: 60, windowSeconds: 60 },
  freePlayPerIp: { max: 30, windowSeconds: 3600 },
  affiliatePerIp: { max: 60, windowSeconds: 60 },
  resetPerIp: { max: 10, windowSeconds: 3600 },
  resetPerAccount: { max: 3, windowSeconds: 3600 },
  /** login-link codes exchanged per address */
  loginLinkPerIp: { max: 30, windowSeconds: 600 },
  /** wrong old passwords of a password change, per member (a right one is given back) */
  oldPasswordPerMember: { max: 5, windowSeconds: 900 },
} satisfies Record<string, Limit>;

/** Login attempts per address and per account, each per 10 minutes (LOGIN_ATTEMPTS_PER_IP, LOGIN_ATTEMPTS_PER_ACCOUNT). */
export interface LoginLimits {
  perIp: Limit;
  perAccount: Limit;
}

export function loginLimits(attempts: { perAccount: number; perIp: number }): LoginLimits {
  return { perIp: { max: attempts.perIp, windowSeconds: 600 }, perAccount: { max: attempts.perAccount, windowSeconds: 600 } };
}

/** The bucket of the accounts created from one address (every kind of registration). */
export const registerBucket = (ip: string) => `register:ip:${ip}`;

/** Accounts created per address: REGISTRATIONS_PER_IP_HOURLY an hour (failed attempts are given back). */
export const registerLimit = (perHour: number): Limit => ({ max: perHour, windowSeconds: 3600 });

/** The bucket of every registration attempt from one address, failed or not. */
export const registerAttemptBucket = (ip: string) => `register-try:ip:${ip}`;

/**
 * Registration attempts per address, failed ones included: six times the
 * hourly accounts in 10 minutes (60 by default, like the login per address).
 * A failed attempt does not use up an account of the address (a typo on a
 * carrier's shared address), but the form answers "username taken" and
 * "mobile taken", so without this cap it could be used to probe accounts at
 * full speed whenever the captcha is off.
 */
export const registerAttemptLimit = (perHour: number): Limit => ({ max: perHour * 6, windowSeconds: 600 });
