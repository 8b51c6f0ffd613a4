import * as z from 'zod/mini';
import { endpoint, none, type endpoint as EndpointFn } from './endpoint';

/** The member's money. */

export const balanceSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  unreadMessages: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const walletApi = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: true,
    encrypted: false,
    request: none,
    response: balanceSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
