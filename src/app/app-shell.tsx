import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BannerArea } from '@/features/layout/banner-area';
import { Footer } from '@/features/layout/footer';
import { Header } from '@/features/layout/header';
import { LeftMenu } from '@/features/layout/left-menu';
import { useMemberInfoQuery } from '@/shared/api/core-api';
import { TopProgress } from '@/shared/components/feedback';
import { paths } from '@/shared/config/paths';
import { MenuIcon } from '@/shared/components/icons';
import { afterNetworkIdle } from '@/shared/lib/network-idle';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { immersiveBarsToggled, selectChat, selectImmersiveBarsShown } from '@/shared/store/menus-slice';
import { selectIsLoggedIn, selectMemberInfo } from '@/shared/store/session-slice';
import { IdentityUrlActions } from '@/features/identity/identity-url-actions';
import { firebaseConfig } from '@/features/identity/firebase/firebase-config';
import { selectBrandSettings, selectModuleOn } from '@/shared/store/system-status';
import { LoginGuard } from './login-guard';
import { ModalHost } from './modal-host';
import { Toasts } from './toasts';
import { layoutOf } from './shell-layout';
import styles from './app-shell.module.css';

const SessionSync = lazy(() => import('./session-sync'));
const RealityCheckWatcher = lazy(() => import('@/features/protection/reality-check-watcher'));
const WithdrawOnlyView = lazy(() => import('@/features/protection/withdraw-only-view'));
const ChatWindow = lazy(() => import('@/features/chat/chat-window'));

/** The pages where a member plays: the game frame, the seamless wallet's frame, a lottery game (the reality check runs there). */
export function isPlayingAt(pathname: string, search: string): boolean {
  if (pathname === paths.game.path || pathname === paths.seamless.path) return true;
  return (pathname === paths.lottery.path || pathname === paths.vnlottery.path) && new URLSearchParams(search).has('gameCode');
}
const SocialSignInMenu = lazy(() => import('@/features/identity/social-sign-in').then((m) => ({ default: m.SocialSignInMenu })));

/** The header's social sign-in drop-down, loaded only where the brand and the site's config offer it. */
function HeaderSocialSignIn() {
  const settings = useAppSelector(selectBrandSettings);
  if (!firebaseConfig() || !(settings?.googleSignIn || settings?.facebookSignIn)) return null;
  return (
    <Suspense fallback={null}>
      <SocialSignInMenu />
    </Suspense>
  );
}

/**
 * The chat window (spec: only with the whitelabel flag CBS3 on and a member
 * logged in), loaded with its first opening and kept mounted while the
 * member stays (minimised, it hides).
 */
function ChatHost() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const chatOn = useAppSelector((state) => selectModuleOn(state, 'CBS3'));
  const open = useAppSelector(selectChat).open;
  const [opened, setOpened] = useState(false);
  // kept from the first opening until the member leaves (state adjusted while rendering, not in an effect)
  if (open && loggedIn && !opened) setOpened(true);
  if (!loggedIn && opened) setOpened(false);
  if (!loggedIn || !chatOn || !(opened || open)) return null;
  return (
    <Suspense fallback={null}>
      <ChatWindow />
    </Suspense>
  );
}

/** Header, banner, main, footer and left menu, filled per route. */
export function AppShell() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const layout = layoutOf(useMatches());
  const navigation = useNavigation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const withdrawOnly = useAppSelector(selectMemberInfo)?.withdrawOnly === true;
  const playing = loggedIn && !withdrawOnly && isPlayingAt(location.pathname, location.search);
  const barsShown = useAppSelector(selectImmersiveBarsShown);
  useMemberInfoQuery(undefined, { skip: !loggedIn });
  // What only the browser knows (popups, toasts, the session's sync, the footer's date) is not part
  // of the server-rendered shell: it joins once the shell is hydrated (at once without server markup).
  const hydrated = useHydrated();
  useEffect(() => {
    // the header now shows who is logged in: index.html's early hiding of the visitor's buttons ends
    if (hydrated) delete document.documentElement.dataset.session;
  }, [hydrated]);

  useEffect(() => {
    // a member's first opening of the centre (the header's Deposit) should wait for no chunk: fetched once the
    // first screen has loaded (docs/performance.md, "The member centre's first opening")
    if (!loggedIn) return;
    void afterNetworkIdle()
      .then(() => import('./centre-host'))
      .then((m) => m.prefetchMemberCentre())
      .catch(() => undefined);
  }, [loggedIn]);

  const showBars = !layout.immersive || barsShown;
  const bare = !layout.header && !layout.leftMenu && !layout.footer;

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {navigation.state === 'loading' && <TopProgress />}
      {layout.header && showBars && <Header visitorActions={hydrated ? <HeaderSocialSignIn /> : null} />}
      <div className={styles.body}>
        {layout.leftMenu && showBars && <LeftMenu />}
        <main id="main" className={styles.main} tabIndex={-1}>
          {layout.banner && <BannerArea group={layout.banner} />}
          <div className={bare ? `${styles.content} ${styles.bare}` : styles.content}>
            {withdrawOnly ? (
              <Suspense fallback={null}>
                <WithdrawOnlyView />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </div>
          {layout.footer && hydrated && <Footer />}
        </main>
      </div>
      {layout.immersive && (
        <button
          type="button"
          className={styles.immersiveToggle}
          aria-pressed={barsShown}
          onClick={() => dispatch(immersiveBarsToggled())}
        >
          <MenuIcon size={18} />
          {barsShown ? t('layout.hideBars') : t('layout.showBars')}
        </button>
      )}
      {hydrated && (
        <>
          <LoginGuard />
          <IdentityUrlActions />
          <ModalHost />
          <Toasts />
          {!bare && <ChatHost />}
          <Suspense fallback={null}>
            <SessionSync />
            {playing && <RealityCheckWatcher />}
          </Suspense>
          <ScrollRestoration />
        </>
      )}
    </div>
  );
}
