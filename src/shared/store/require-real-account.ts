import { isGuestType } from '@/shared/contract/member';
import { useAppDispatch, useAppStore } from './hooks';
import { modalOpened, type ModalEntry } from './modals-slice';
import { selectMemberInfo } from './session-slice';
import type { RootState } from './store';

/** A session of a real account (not a visitor, not a free-play guest): member-only lists load for it. */
export { selectHasRealAccount } from './session-slice';

/**
 * Member-only actions (member centre, chat, favourites, recent games) in one
 * place (spec section 6): a visitor gets the login popup; a free-play guest
 * (isAgent 4) gets the 'in_need_true_account' confirm whose 'in_increase_submit'
 * opens the registration. Null when the session may go ahead.
 */
export function realAccountRefusal(state: RootState): ModalEntry | null {
  if (!state.session.token) return { name: 'login', options: { tab: 'login' } };
  const member = selectMemberInfo(state);
  if (member && isGuestType(member.isAgent)) return { name: 'needRealAccount' };
  return null;
}

/** A check to call before a member-only action: true when it may go ahead, else the right dialog opens. */
export function useRequireRealAccount(): () => boolean {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return () => {
    const refusal = realAccountRefusal(store.getState());
    if (refusal) dispatch(modalOpened(refusal));
    return refusal === null;
  };
}
