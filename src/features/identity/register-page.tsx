import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { NewPlayerPromotions } from './new-player-promotions';
import { RegisterForm } from './register-form';
import styles from './register-page.module.css';

/** /register and /register.html: 'create account', the form with a reset button, new-player promotions. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('auth.createAccount')}</h1>
        <p className={styles.subtitle}>{t('auth.registerInvite')}</p>
        <RegisterForm variant="page" />
      </div>
      <aside className={styles.side}>
        <NewPlayerPromotions />
        <Link to={paths.home.href()} className={styles.back}>
          ← {t('common.backHome')}
        </Link>
      </aside>
    </div>
  );
}
