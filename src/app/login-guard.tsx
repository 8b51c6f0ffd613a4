import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, publicPaths } from '@/shared/config/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { selectIsLoggedIn } from '@/shared/store/session-slice';
import { selectBrandSettings } from '@/shared/store/system-status';

/**
 * The login guard (spec section 2): with the brand's loginedToHomePage on, a
 * visitor without a session token goes to /login, except on /login,
 * /register, /register.html, /helpmc and the download page (/down, alias
 * /download).
 */
export function LoginGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectBrandSettings);
  const guardOn = settings?.loginedToHomePage ?? false;
  const isPublic = publicPaths.includes(location.pathname);

  // the login popup's chunk (the form kit with it) is fetched on intent: the pointer over, or the focus on,
  // a control marked data-intent="login" (the header's Log in and Register); never on the first screen's wire
  useEffect(() => {
    if (loggedIn) return;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-intent="login"]')) return;
      stop();
      void import('@/features/identity/login-popup').catch(() => undefined);
    };
    const stop = () => {
      document.removeEventListener('pointerover', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
    document.addEventListener('pointerover', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return stop;
  }, [loggedIn]);

  useEffect(() => {
    if (loggedIn || !settings) return;
    // /login itself opens the login popup (routes/index.tsx)
    if (guardOn && !isPublic) void navigate(paths.login.href(), { replace: true });
  }, [loggedIn, settings, guardOn, isPublic, navigate]);
  return null;
}
