import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { StateView } from './feedback';
import { AlertIcon } from './icons';

/**
 * A page or panel whose data could not be loaded: what failed, and a retry that asks again (none without
 * `onRetry`; busy while `retrying`). The site's status gate and the game grid show it too: it comes with the
 * first screen's code, so a lottery lobby's failure needs no file of its own.
 */
export function LoadFailed({ title, text, onRetry, retrying }: { title: ReactNode; text?: ReactNode; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <StateView
      role="alert"
      icon={<AlertIcon size={28} />}
      title={title}
      text={text}
      action={
        onRetry ? (
          <Button loading={retrying} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
