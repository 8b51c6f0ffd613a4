import { Suspense, lazy, type ComponentType } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectModalStack, type ModalEntry, type ModalName } from '@/shared/store/modals-slice';

type ModalComponent<N extends ModalName> = ComponentType<{ entry: Extract<ModalEntry, { name: N }> }>;

/** Each modal is its own chunk, fetched the first time it opens. */
const registry: { [N in ModalName]: React.LazyExoticComponent<ModalComponent<N>> } = {
  login: lazy(() => import('@/features/auth/login-popup').then((m) => ({ default: m.LoginPopup }))),
  logoutConfirm: lazy(() => import('@/features/auth/logout-confirm').then((m) => ({ default: m.LogoutConfirm }))),
  notice: lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal }))),
  announcements: lazy(() =>
    import('@/features/layout/announcements-modal').then((m) => ({ default: m.AnnouncementsModal })),
  ),
};

export function ModalHost() {
  const stack = useAppSelector(selectModalStack);
  return (
    <>
      {stack.map((entry) => {
        const Component = registry[entry.name] as ComponentType<{ entry: ModalEntry }>;
        return (
          <Suspense key={entry.name} fallback={null}>
            <Component entry={entry} />
          </Suspense>
        );
      })}
    </>
  );
}
