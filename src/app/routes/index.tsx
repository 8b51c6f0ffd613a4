import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HomePage } from '@/features/home/home-page';
import { HomeShowcase } from '@/features/games/home-showcase';
import { paths } from '@/shared/config/paths';
import { useNetworkIdle } from '@/shared/lib/network-idle';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectIsLoggedIn } from '@/shared/store/session-slice';
import styles from './index.module.css';

const WinnersBoard = lazy(() => import('@/features/winners/winners-board').then((m) => ({ default: m.WinnersBoard })));

/**
 * The winners board, below the first screen: its code, texts and call load
 * once the first screen has finished loading and the place it takes comes
 * near the window (never where the browser cannot tell: every browser the
 * site supports can).
 */
function BelowFirstScreen() {
  const idle = useNetworkIdle();
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // a class, not a style attribute: the server-rendered page's policy refuses inline styles
  return (
    <div ref={spot} className={styles.below}>
      {idle && near && (
        <Suspense fallback={null}>
          <WinnersBoard />
        </Suspense>
      )}
    </div>
  );
}

/** Page group "index": home, its aliases, and /login (home with the login popup open). */
export function Component() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (pathname === paths.login.path && !loggedIn) dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
  }, [pathname, loggedIn, dispatch]);
  return (
    <>
      <HomePage>
        <HomeShowcase />
      </HomePage>
      <BelowFirstScreen />
    </>
  );
}
