import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { DownloadIcon } from '@/shared/components/icons';
import { downloadCsv, toCsv } from '@/shared/lib/csv';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { reportCsv, type ReportColumn } from './report-table';

/** Today in the file's name (local day, as the member's dates). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Export to CSV: the whole result of the filter on screen (`rows` reads
 * every page), the columns' headings in the chosen language; a failure is
 * said in a toast.
 */
export function ExportButton<Row>({ name, columns, rows, disabled }: { name: string; columns: readonly ReportColumn<Row>[]; rows: () => Promise<readonly Row[]>; disabled?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = reportCsv(columns, await rows());
      downloadCsv(`${name}-${today()}.csv`, toCsv(file.headers, file.rows));
    } catch {
      dispatch(toastShown({ tone: 'error', key: null, text: t('table.exportFailed') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="small" icon={<DownloadIcon size={16} />} loading={busy} disabled={disabled} onClick={() => void run()}>
      {t('table.export')}
    </Button>
  );
}
