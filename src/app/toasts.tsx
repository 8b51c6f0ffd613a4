import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/shared/components/icons';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectToasts, toastDismissed, type Toast } from '@/shared/store/toasts-slice';
import styles from './toasts.module.css';

const TOAST_MS = 5000;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <div className={`${styles.toast} ${styles[toast.tone] ?? ''}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.text}>{toast.key ? t(toast.key) : toast.text}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('common.close')}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
