import { api } from '@/shared/contract/api';
import { contractHandler } from '../contract-handler';
import { buildMemberInfo } from '../fixtures';
import { requireSession } from '../session-guard';
import { mockState } from '../state';

export const memberHandlers = [
  contractHandler(api.memberInfo, ({ request }) => requireSession(request) ?? buildMemberInfo()),
  contractHandler(api.updateLanguage, ({ request, input }) => {
    const failure = requireSession(request);
    if (failure) return failure;
    mockState.languageUpdates.push((input as { language: string }).language);
    return null;
  }),
];

