import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';

/** The thin bar at the top while a page group or data loads. */
export function TopProgress() {
  const { t } = useTranslation();
  return <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />;
}

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return <div className={styles.spinner} role="status" aria-label={label ?? t('common.loading')} />;
}

export function Skeleton({ style, className }: { style?: CSSProperties; className?: string }) {
  return <div className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}

/**
 * A page's or a panel's placeholder while its call answers: its skeletons, named "Loading" for assistive
 * technology (a status region: a plain element may not carry a name) and busy.
 */
export function LoadingBlock({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {children}
    </div>
  );
}

export interface StateViewProps {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
}

/** Empty, error and placeholder states share one look. */
export function StateView({ icon, title, text, action, role }: StateViewProps) {
  return (
    <div className={styles.state} role={role}>
      <div className={styles.stateIcon}>{icon}</div>
      <h2 className={styles.stateTitle}>{title}</h2>
      {text && <p className={styles.stateText}>{text}</p>}
      {action}
    </div>
  );
}
