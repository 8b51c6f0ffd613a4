import { useTranslation } from 'react-i18next';
import styles from './brand-tag.module.css';

/**
 * The brand a row belongs to, set beside a member's account but never run
 * into it: the account stays as the member typed it ("audit1128"), the
 * brand is a tag of its own after a space, and a reader hears "brand LOTUS".
 */
export function BrandTag({ code }: { code: string | null | undefined }) {
  const { t } = useTranslation('operator');
  if (!code) return null;
  return (
    <>
      {' '}
      <span className={styles.tag} data-testid="brand-tag">
        <span className="visually-hidden">{t('shell.brand')} </span>
        {code}
      </span>
    </>
  );
}
