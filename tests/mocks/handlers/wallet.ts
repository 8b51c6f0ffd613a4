import { api } from '@/shared/contract/api';
import { contractHandler } from '../contract-handler';
import { buildBalance } from '../fixtures';
import { requireSession } from '../session-guard';

export const walletHandlers = [
  contractHandler(api.balance, ({ request }) => requireSession(request) ?? buildBalance()),
];
