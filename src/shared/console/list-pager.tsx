import { useTranslation } from 'react-i18next';
import { Pager } from '@/shared/components/data-table';
import { useFormat } from '@/shared/i18n/use-format';

/** The site's pager under a console list, with the range staff read first ("26–50 of 132"). */
export function ListPager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation('operator');
  const { number } = useFormat();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Pager
      page={page}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      onPage={onPage}
      label={label}
      summary={t('pager.range', { first: number(first), last: number(last), total: number(total) })}
    />
  );
}
