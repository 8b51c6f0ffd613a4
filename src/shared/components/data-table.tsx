import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Skeleton, StateView } from './feedback';
import { AlertIcon, ChevronLeftIcon, ChevronRightIcon, FileIcon } from './icons';
import { useSidewaysScrollRegion } from '@/shared/lib/use-sideways-scroll-region';
import styles from './data-table.module.css';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** numbers and amounts align right */
  align?: 'start' | 'end' | 'center';
  /** the totals row's cell of this column */
  total?: ReactNode;
}

export interface DataTableProps<Row> {
  /** the table's accessible name */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** a failed load: shown instead of the rows, with a retry */
  error?: boolean;
  onRetry?: () => void;
  /** the empty state's words (default: "No records") */
  emptyTitle?: ReactNode;
  emptyText?: ReactNode;
  /** a row the user may open (detail): the whole row becomes a button-like target */
  onRowClick?: (row: Row) => void;
  /** the skeleton rows while the first page loads */
  skeletonRows?: number;
  /** a class of a row (the one open beside the list, say) */
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * The member centre's lists (records, deposits, withdrawals, cards): a real
 * <table> with its caption, one loading, empty and error look for all of
 * them, and a totals row when a column has a `total`. On narrow screens the
 * table scrolls sideways inside its frame instead of breaking the page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  emptyTitle,
  emptyText,
  onRowClick,
  skeletonRows = 5,
  rowClassName,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const frame = useSidewaysScrollRegion(caption);
  if (error) {
    return (
      <StateView
        role="alert"
        icon={<AlertIcon size={28} />}
        title={t('table.errorTitle')}
        text={t('table.errorText')}
        action={onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!loading && rows && rows.length === 0) {
    return <StateView role="status" icon={<FileIcon size={28} />} title={emptyTitle ?? t('table.emptyTitle')} text={emptyText} />;
  }
  const hasTotals = columns.some((c) => c.total !== undefined);
  const alignClass = (c: Column<Row>) => (c.align === 'end' ? styles.end : c.align === 'center' ? styles.center : undefined);
  return (
    <div ref={frame} className={styles.frame} aria-busy={loading || undefined}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={alignClass(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && !rows
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={`skeleton-${i}`}>
                  {columns.map((c) => (
                    <td key={c.key}>
                      <Skeleton className={styles.skeleton} />
                    </td>
                  ))}
                </tr>
              ))
            : (rows ?? []).map((row) => (
                <tr
                  key={rowKey(row)}
                  className={[onRowClick ? styles.clickable : undefined, rowClassName?.(row)].filter(Boolean).join(' ') || undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            onRowClick(row);
                          }
                        }
                      : undefined
                  }
                >
                  {columns.map((c) => (
                    <td key={c.key} className={alignClass(c)}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
        {hasTotals && rows && rows.length > 0 && (
          <tfoot>
            <tr>
              {columns.map((c, index) => (
                <td key={c.key} className={alignClass(c)}>
                  {c.total ?? (index === 0 ? t('table.totals') : null)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

export interface PagerProps {
  /** 1-based */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** the pager's accessible name (default: the site's "pages") */
  label?: string;
  /** said before the buttons ("26–50 of 132"); with it the pager shows on a single page too */
  summary?: ReactNode;
}

/** Previous / "Page 2 of 7" / Next under a list; nothing when there is one page (and no summary). */
export function Pager({ page, pageCount, onPage, disabled, label, summary }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1 && summary === undefined) return null;
  return (
    <nav className={styles.pager} aria-label={label ?? t('table.pages')}>
      {summary !== undefined && <span className={styles.pagerSummary}>{summary}</span>}
      <Button variant="ghost" size="small" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)} aria-label={t('common.previous')}>
        <ChevronLeftIcon size={16} />
      </Button>
      <span aria-live="polite">{t('common.pageOf', { page, pages: pageCount })}</span>
      <Button variant="ghost" size="small" disabled={disabled || page >= pageCount} onClick={() => onPage(page + 1)} aria-label={t('common.next')}>
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}
