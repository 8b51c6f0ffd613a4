import { api } from '@/shared/contract/api';
import { contractHandler } from '../contract-handler';
import { buildHomeNotice } from '../fixtures';

export const contentHandlers = [
  contractHandler(api.homeNotice, () => buildHomeNotice()),
];
