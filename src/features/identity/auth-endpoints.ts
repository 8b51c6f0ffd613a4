import { botCheckApi } from '@/shared/contract/bot-check';
import { captchaApi } from '@/shared/contract/captcha';
import { identityApi } from '@/shared/contract/identity';
import { memberApi } from '@/shared/contract/member';
import { sessionApi } from '@/shared/contract/session';
import { socialApi } from '@/shared/contract/social';
import { systemApi } from '@/shared/contract/system';

/**
 * The calls of logging in, registering and recovering an account, taken
 * from their own contract files: the login popup's code does not carry the
 * whole registry (`contract/api.ts`, with the lottery's, the chat's, the
 * centres' and the money calls), only the seven domains it calls. Spread in
 * the registry's order, so a name means the same endpoint in both.
 */
export const authEndpoints = {
  ...systemApi,
  ...captchaApi,
  ...botCheckApi,
  ...sessionApi,
  ...memberApi,
  ...identityApi,
  ...socialApi,
} as const;
