import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import panels from '@/shared/styles/panels.module.css';
import styles from './protection.module.css';
import { PROTECTION_NS } from './protection-texts';

/**
 * What a withdraw-only session sees instead of the site's pages: why, the
 * withdrawal (opened at once) and the logout. The server refuses every other
 * call of such a session with the block's code.
 */
export function WithdrawOnlyView() {
  const { t, ready } = useTranslation(PROTECTION_NS);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(memberCentreOpened('withdraw'));
  }, [dispatch]);
  if (!ready) return null;
  return (
    <section className={`${panels.panel} ${styles.withdrawOnly}`} aria-labelledby="withdraw-only">
      <h1 id="withdraw-only" className={styles.pageTitle}>
        {t('protection.withdrawOnly.offer')}
      </h1>
      <p className={styles.muted} role="status">
        {t('protection.withdrawOnly.banner')}
      </p>
      <div className={styles.choices}>
        <Button onClick={() => dispatch(memberCentreOpened('withdraw'))}>{t('memberCentre.withdraw')}</Button>
        <Button variant="ghost" onClick={() => dispatch(modalOpened({ name: 'logoutConfirm' }))}>
          {t('protection:reality.logout')}
        </Button>
      </div>
    </section>
  );
}

export default WithdrawOnlyView;
