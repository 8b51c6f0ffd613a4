import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { StateView } from './feedback';
import { AlertIcon } from './icons';

/** A page or panel whose data could not be loaded: what failed, and a retry that asks again. */
export function LoadFailed({ title, text, onRetry }: { title: ReactNode; text?: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return <StateView role="alert" icon={<AlertIcon size={28} />} title={title} text={text} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />;
}
