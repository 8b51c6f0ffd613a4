import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { userLoggedIn } from '@/shared/store/session-slice';

/**
 * Identity actions carried by the address: `?token=` logs in with a token
 * from another site of the brand (the login info then loads with it);
 * `?resetToken=` opens the e-mailed password reset. Both are removed from
 * the address at once, so they stay out of history and referrers.
 */
export function IdentityUrlActions() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    const resetToken = params.get('resetToken');
    if (!token && !resetToken) return;
    params.delete('token');
    params.delete('resetToken');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    if (token && /^[A-Za-z0-9_-]{20,128}$/.test(token)) dispatch(userLoggedIn({ token, user: null }));
    if (resetToken) dispatch(modalOpened({ name: 'resetPassword', options: { token: resetToken } }));
  }, [location.search, location.pathname, navigate, dispatch]);
  return null;
}
