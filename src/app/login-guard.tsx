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

  // a visitor will likely open the login popup: fetch its chunk once the page is up, not on the first screen
  useEffect(() => {
    if (loggedIn) return;
    const timer = window.setTimeout(() => void import('@/features/identity/login-popup').catch(() => undefined), 0);
    return () => window.clearTimeout(timer);
  }, [loggedIn]);

  useEffect(() => {
    if (loggedIn || !settings) return;
    // /login itself opens the login popup (routes/index.tsx)
    if (guardOn && !isPublic) void navigate(paths.login.href(), { replace: true });
  }, [loggedIn, settings, guardOn, isPublic, navigate]);
  return null;
}
