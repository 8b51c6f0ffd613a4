import { accessRefusal } from './access';
import { useAppDispatch, useAppStore } from './hooks';
import { modalOpened } from './modals-slice';

/**
 * The access check (access.ts) before a member-only action in a component
 * (favourites, recent games): true when it may go ahead, else the right
 * dialog opens.
 */
export function useRequireRealAccount(): () => boolean {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return () => {
    const refusal = accessRefusal(store.getState(), 'realAccount');
    if (refusal) dispatch(modalOpened(refusal));
    return refusal === null;
  };
}
