import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** The title of a page, what it is about, and its actions on the right. */
export function PageHeader({ title, subtitle, actions, before }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; before?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {before}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
