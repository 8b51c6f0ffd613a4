import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { paths } from '@/shared/config/paths';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalClosed } from '@/shared/store/modals-slice';
import { userLoggedOut } from '@/shared/store/session-slice';
import { toastShown } from '@/shared/store/toasts-slice';

export function LogoutConfirm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const close = () => dispatch(modalClosed('logoutConfirm'));
  const confirm = async () => {
    // the session ends here whatever the server says: a failed call must not keep anyone logged in
    await logout().unwrap().catch(() => undefined);
    dispatch(userLoggedOut());
    dispatch(toastShown({ tone: 'success', key: 'session.loggedOut', text: null }));
    void navigate(paths.home.href());
  };
  return (
    <Modal title={t('session.signOut')} onClose={close} width={380}>
      <p style={{ marginTop: 0 }}>{t('session.sureLogout')}</p>
      <div style={{ display: 'flex', gap: 10, justifyContent: 'flex-end' }}>
        <Button variant="ghost" onClick={close} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button loading={isLoading} onClick={() => void confirm()}>
          {t('common.submit')}
        </Button>
      </div>
    </Modal>
  );
}
