import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HomePage } from '@/features/home/home-page';
import { HomeShowcase } from '@/features/games/home-showcase';
import { paths } from '@/shared/config/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectIsLoggedIn } from '@/shared/store/session-slice';

/** Page group "index": home, its aliases, and /login (home with the login popup open). */
export function Component() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (pathname === paths.login.path && !loggedIn) dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
  }, [pathname, loggedIn, dispatch]);
  return (
    <HomePage>
      <HomeShowcase />
    </HomePage>
  );
}
