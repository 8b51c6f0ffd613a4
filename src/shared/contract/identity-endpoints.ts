import { type endpoint } from './endpoint';

/**
 * Identity calls beyond the first screen's: registration rules at work,
 * SMS codes, passwords, free play, new-device verification.
 */
export const identityApi = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
