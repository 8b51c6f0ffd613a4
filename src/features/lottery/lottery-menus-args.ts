import type { RequestOf } from '@/shared/contract/endpoint';
import type { lotteryApi } from '@/shared/contract/lottery';

/** The lobby's calls' arguments (lottery-lobby.tsx), which the server's render of the lobby answers too (src/entry-server.tsx). */
export const LOTTERY_MENUS_ARGS: RequestOf<typeof lotteryApi.lotteryMenus> = {};
export const VN_MENUS_ARGS: RequestOf<typeof lotteryApi.vnMenus> = { device: 'WEB' };
