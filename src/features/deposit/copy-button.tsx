import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';

/** Copies a value (an account number, a transfer note) and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button variant="subtle" size="small" onClick={() => void copy()} aria-label={t('deposit.copyLabel', { label })}>
      <span aria-live="polite">{copied ? t('deposit.copied') : t('deposit.copy')}</span>
    </Button>
  );
}
