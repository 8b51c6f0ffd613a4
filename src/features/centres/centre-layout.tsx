import type { ReactNode } from 'react';
import styles from './centre-layout.module.css';

export interface CentreEntry<P extends string> {
  page: P;
  label: string;
  badge?: number;
}

/** Left menu and right content, as both centres are laid out. */
export function CentreLayout<P extends string>({
  entries,
  current,
  onSelect,
  label,
  children,
}: {
  entries: readonly CentreEntry<P>[];
  current: P;
  onSelect: (page: P) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={label}>
        {entries.map((entry) => (
          <button
            key={entry.page}
            type="button"
            className={styles.entry}
            aria-current={entry.page === current ? 'page' : undefined}
            onClick={() => onSelect(entry.page)}
          >
            {entry.label}
            {entry.badge !== undefined && entry.badge > 0 && <span className={styles.badge}>{entry.badge}</span>}
          </button>
        ))}
      </nav>
      <section className={styles.content}>{children}</section>
    </div>
  );
}
