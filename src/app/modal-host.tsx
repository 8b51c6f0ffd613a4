import { Suspense, lazy, type ComponentType } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectModalStack, type ModalEntry, type ModalName } from '@/shared/store/modals-slice';
import { loadLoginPopup } from './early-input';

type ModalComponent<N extends ModalName> = ComponentType<{ entry: Extract<ModalEntry, { name: N }> }>;

/** Each modal is its own chunk, fetched the first time it opens. */
const registry: { [N in ModalName]: React.LazyExoticComponent<ModalComponent<N>> } = {
  login: lazy(() => loadLoginPopup().then((m) => ({ default: m.LoginPopup }))),
  logoutConfirm: lazy(() => import('@/features/identity/logout-confirm').then((m) => ({ default: m.LogoutConfirm }))),
  notice: lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal }))),
  changePassword: lazy(() =>
    import('@/features/identity/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
  ),
  forgotPassword: lazy(() =>
    import('@/features/identity/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
  ),
  resetPassword: lazy(() => import('@/features/identity/reset-password-modal').then((m) => ({ default: m.ResetPasswordModal }))),
  registerSuccess: lazy(() =>
    import('@/features/identity/register-success-modal').then((m) => ({ default: m.RegisterSuccessModal })),
  ),
  freePlay: lazy(() => import('@/features/identity/free-play-modal').then((m) => ({ default: m.FreePlayModal }))),
  needRealAccount: lazy(() =>
    import('@/features/identity/need-real-account-modal').then((m) => ({ default: m.NeedRealAccountModal })),
  ),
  socialLink: lazy(() => import('@/features/identity/social-link-modal').then((m) => ({ default: m.SocialLinkModal }))),
  announcements: lazy(() =>
    import('@/features/layout/announcements-modal').then((m) => ({ default: m.AnnouncementsModal })),
  ),
  vendorGames: lazy(() => import('@/features/games/vendor-games-modal').then((m) => ({ default: m.VendorGamesModal }))),
  pvpRooms: lazy(() => import('@/features/games/pvp-rooms-modal').then((m) => ({ default: m.PvpRoomsModal }))),
  gameMaintenance: lazy(() =>
    import('@/features/games/game-maintenance-modal').then((m) => ({ default: m.GameMaintenanceModal })),
  ),
  realityCheck: lazy(() => import('@/features/protection/reality-check-modal').then((m) => ({ default: m.RealityCheckModal }))),
  protectionWelcome: lazy(() => import('@/features/protection/welcome-modal').then((m) => ({ default: m.WelcomeModal }))),
  // the centres: one host draws either, with the page of the app's registry (centre-pages.ts)
  memberCentre: lazy(() => import('./centre-host').then((m) => ({ default: m.MemberCentreHost }))),
  agentCentre: lazy(() => import('./centre-host').then((m) => ({ default: m.AgentCentreHost }))),
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
