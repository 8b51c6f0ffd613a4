import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/components/icons';
import { useFormat } from '@/shared/i18n/use-format';
import { formatMoney } from '@/shared/lib/format';
import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** what the pager pages through, for its accessible name */
  label: string;
}

/** "26–50 of 132" and the previous and next pages. */
export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={label}>
      <span className={styles.range}>
        {t('pager.range', { first: formatMoney(first, language), last: formatMoney(last, language), total: formatMoney(total, language) })}
      </span>
      <Button variant="ghost" size="small" icon={<ChevronLeftIcon size={16} />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className={styles.pages}>{t('pager.page', { page, pages })}</span>
      <Button variant="ghost" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}
