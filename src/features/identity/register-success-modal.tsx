import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';
import styles from './auth-forms.module.css';

/** After registration; a mobile registration also shows the generated account number and how to log in next time. */
export function RegisterSuccessModal({ entry }: { entry: Extract<ModalEntry, { name: 'registerSuccess' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(modalClosed('registerSuccess'));
  const { account, mobile } = entry.options;
  return (
    <Modal title={mobile ? t('register.mobileSuccessTitle') : t('register.successTitle')} onClose={close} width={420}>
      <div className={styles.hero}>
        <span className={styles.successMark} aria-hidden="true">
          ✓
        </span>
        <p className={styles.heroText}>{t('register.successText')}</p>
      </div>
      {mobile && (
        <div className={styles.accountBox}>
          <span className={styles.label}>{t('register.yourAccount')}</span>
          <strong className={styles.accountNumber} data-testid="generated-account">
            {account}
          </strong>
          <p className={styles.heroText}>{t('register.mobileInstructions')}</p>
        </div>
      )}
      <Button block size="large" onClick={close} data-autofocus>
        {t('register.startPlaying')}
      </Button>
    </Modal>
  );
}
