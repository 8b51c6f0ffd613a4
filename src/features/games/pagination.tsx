import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/components/icons';
import styles from './lobby.module.css';

/** Pagination of game lists (spec section 9): page range 3, margin pages 1. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = number | 'break';

/** The page numbers to show: the margins at both ends, a window of `range` around the current page, breaks between. */
export function pageItems(total: number, current: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (total <= 0) return [];
  let left = current - Math.floor(range / 2);
  let right = left + range - 1;
  if (left < 1) {
    left = 1;
    right = Math.min(total, range);
  }
  if (right > total) {
    right = total;
    left = Math.max(1, total - range + 1);
  }
  const items: PageItem[] = [];
  for (let p = 1; p <= total; p += 1) {
    if (p <= margin || p > total - margin || (p >= left && p <= right)) items.push(p);
    else if (items.at(-1) !== 'break') items.push('break');
  }
  // a break hiding one page only shows that page instead
  return items.flatMap((item, i): PageItem[] => {
    if (item !== 'break') return [item];
    const before = items[i - 1] as number;
    const after = items[i + 1] as number;
    return after - before === 2 ? [before + 1] : ['break'];
  });
}

export function Pagination({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('lobby.pagination')}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('common.previous')}>
        <ChevronLeftIcon size={16} />
      </button>
      {pageItems(total, page).map((item, i) =>
        item === 'break' ? (
          <span key={`b${i}`} className={styles.pageBreak} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.pageButton}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('lobby.page', { page: item })}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={styles.pageButton} disabled={page >= total} onClick={() => onChange(page + 1)} aria-label={t('common.next')}>
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
