import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { Modal } from '@/shared/components/modal';
import { paths } from '@/shared/config/paths';
import { useFormat } from '@/shared/i18n/use-format';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed } from '@/shared/store/modals-slice';
import { userLoggedOut } from '@/shared/store/session-slice';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import { useLazyRealityCheckQuery } from './protection-api';
import styles from './protection.module.css';
import { PROTECTION_NS } from './protection-texts';

/**
 * The reality check's reminder: time played and the net result since the
 * session began, from the server. It covers the game (the overlay takes
 * every click; it does not close on one) until the member answers:
 * Continue, See my history (the betting record) or Log out.
 */
export function RealityCheckModal() {
  const { t, ready } = useTranslation(PROTECTION_NS);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const symbol = useAppSelector(selectCurrencySymbol);
  const format = useFormat({ symbol });
  const [fetchCheck, check] = useLazyRealityCheckQuery();
  const [logout, loggingOut] = useLogoutMutation();
  useEffect(() => {
    void fetchCheck();
  }, [fetchCheck]);
  const close = () => dispatch(modalClosed('realityCheck'));
  const history = () => {
    close();
    dispatch(memberCentreOpened('personalHistoryCopy'));
  };
  const leave = async () => {
    await logout().unwrap().catch(() => undefined);
    close();
    dispatch(userLoggedOut());
    void navigate(paths.home.href());
  };
  const data = check.data;
  if (!ready) return null;
  return (
    <Modal title={t('protection:reality.title')} onClose={close} width={480} closeOnOverlay={false}>
      {data ? (
        <>
          <p className={styles.dialogText}>{t('protection:reality.played', { minutes: data.minutesPlayed, since: format.time(data.sessionStartedAt, { seconds: false }) })}</p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('protection:reality.time')}</dt>
              <dd>{t('protection:minutes', { count: data.minutesPlayed })}</dd>
            </div>
            <div>
              <dt>{t('protection:reality.net')}</dt>
              <dd data-testid="reality-net">{format.money(data.netResult, { signed: true })}</dd>
            </div>
          </dl>
        </>
      ) : (
        <Skeleton style={{ height: 64, marginBottom: 16 }} />
      )}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={() => void leave()} loading={loggingOut.isLoading}>
          {t('protection:reality.logout')}
        </Button>
        <Button variant="subtle" onClick={history}>
          {t('protection:reality.history')}
        </Button>
        <Button onClick={close} data-autofocus>
          {t('protection:reality.continue')}
        </Button>
      </div>
    </Modal>
  );
}
