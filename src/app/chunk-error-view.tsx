import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { StateView } from '@/shared/components/feedback';
import { AlertIcon } from '@/shared/components/icons';
import type { ChunkLoadError } from '@/shared/lib/chunk-guard';

export function ChunkErrorView({ error, onRetry }: { error: ChunkLoadError; onRetry: () => void }) {
  const { t } = useTranslation();
  const text =
    error.kind === 'timeout'
      ? t('errors.chunkTimeout')
      : error.kind === 'missing'
        ? t('errors.chunkMissing')
        : t('errors.chunkOther');
  return (
    <StateView
      role="alert"
      icon={<AlertIcon size={28} />}
      title={t('errors.pageLoadFailed')}
      text={text}
      action={
        <Button onClick={onRetry} data-chunk-error={error.kind}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
