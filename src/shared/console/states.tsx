import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Spinner, StateView } from '@/shared/components/feedback';
import { AlertIcon, SearchIcon } from '@/shared/components/icons';
import { useErrorText } from './error-text';
import styles from './states.module.css';

export function LoadingState({ label }: { label?: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}

/** A call failed: what happened, and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('operator');
  const text = useErrorText();
  return (
    <StateView
      role="alert"
      icon={<AlertIcon size={28} />}
      title={t('states.errorTitle')}
      text={text(error)}
      action={
        onRetry && (
          <Button variant="ghost" size="small" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        )
      }
    />
  );
}

export function EmptyState({ title, text }: { title: string; text?: string }) {
  return <StateView role="status" icon={<SearchIcon size={28} />} title={title} text={text} />;
}

/** Nothing in a section of a page: one quiet line, not a full-page state. */
export function EmptyNote({ title, text }: { title: string; text?: string }) {
  return (
    <p className={styles.note} role="status">
      <strong className={styles.noteTitle}>{title}</strong>
      {text && <span>{text}</span>}
    </p>
  );
}
