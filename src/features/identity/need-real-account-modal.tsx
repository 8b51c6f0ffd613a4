import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, modalOpened } from '@/shared/store/modals-slice';
import { selectIsGuest, userLoggedOut } from '@/shared/store/session-slice';

/**
 * 'in_need_true_account' (spec section 6): a free-play guest asked for a
 * member-only action. 'in_increase_submit' ends the guest session (a guest
 * cannot register while logged in as one) and opens the registration.
 */
export function NeedRealAccountModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const guest = useAppSelector(selectIsGuest);
  const [logout, { isLoading }] = useLogoutMutation();
  const close = () => dispatch(modalClosed('needRealAccount'));
  const register = async () => {
    if (guest) {
      // the guest session ends here whatever the server says
      await logout().unwrap().catch(() => undefined);
      dispatch(userLoggedOut());
    }
    dispatch(modalClosed('needRealAccount'));
    dispatch(modalOpened({ name: 'login', options: { tab: 'register' } }));
  };
  return (
    <Modal title={t('common.notice')} onClose={close} width={400}>
      <p style={{ marginTop: 0 }}>{t('errors.reasons.guestRefused')}</p>
      <div style={{ display: 'flex', gap: 10, justifyContent: 'flex-end' }}>
        <Button variant="ghost" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button loading={isLoading} onClick={() => void register()} data-autofocus>
          {t('errors.registerNow')}
        </Button>
      </div>
    </Modal>
  );
}
