import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { DownloadIcon } from '@/shared/components/icons';
import { downloadCsv, toCsv, type CsvValue } from '@/shared/lib/csv';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';

export interface ExportSpec {
  /** the file's name, without the date and extension */
  name: string;
  headers: string[];
  /** every row of the current filter (all pages) */
  rows: () => Promise<CsvValue[][]>;
}

/** Export to CSV: the whole result of the filter on screen, with the headings of the chosen language. */
export function ExportButton({ spec, disabled }: { spec: ExportSpec; disabled?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await spec.rows();
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`${spec.name}-${day}.csv`, toCsv(spec.headers, rows));
    } catch {
      dispatch(toastShown({ tone: 'error', key: null, text: t('records.exportFailed') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="small" icon={<DownloadIcon size={16} />} loading={busy} disabled={disabled} onClick={() => void run()}>
      {t('records.export')}
    </Button>
  );
}
