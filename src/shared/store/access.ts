import { isAgentType, isGuestType } from '@/shared/contract/member-rules';
import type { ModalEntry, ModalName } from './modals-slice';
import { selectMemberInfo } from './session-slice';
import type { RootState } from './store';

/**
 * What an action asks of the session (spec sections 5 and 6): a real account
 * (the member centre, chat, favourites, recent games) or an agent (the agent
 * centre, isAgent 1, 2, 41 or 42).
 */
export type Access = 'realAccount' | 'agent';

/** The modals that need more than a visitor; listeners.ts checks them as they open. */
export const modalAccess: Partial<Record<ModalName, Access>> = {
  memberCentre: 'realAccount',
  agentCentre: 'agent',
};

const loginPopup: ModalEntry = { name: 'login', options: { tab: 'login' } };

/**
 * The one access check of the site. A visitor gets the login popup; a
 * free-play guest (isAgent 4) asking for a real account's action gets the
 * 'in_need_true_account' dialog, whose 'in_increase_submit' opens the
 * registration; anyone but an agent asking for the agent centre is told
 * 'Non-agents cannot log in'. Null when the session may go ahead.
 */
export function accessRefusal(state: RootState, access: Access): ModalEntry | null {
  if (state.session.token === null) return loginPopup;
  const member = selectMemberInfo(state);
  if (access === 'agent') {
    return member !== null && isAgentType(member.isAgent)
      ? null
      : { name: 'notice', options: { titleKey: 'common.notice', messageKey: 'errors.nonAgent' } };
  }
  return member !== null && isGuestType(member.isAgent) ? { name: 'needRealAccount' } : null;
}
