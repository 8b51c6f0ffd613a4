import { useId, type ReactNode } from 'react';
import { CountBadge } from '@/shared/components/count-badge';
import styles from './centre-layout.module.css';

export interface CentreEntry<P extends string> {
  page: P;
  label: string;
  /** a count shown on the entry (above 0), with the sentence a screen reader reads for it */
  badge?: { count: number; description: string } | undefined;
}

function EntryButton<P extends string>({ entry, current, onSelect }: { entry: CentreEntry<P>; current: boolean; onSelect: (page: P) => void }) {
  const badgeId = useId();
  const badge = entry.badge && entry.badge.count > 0 ? entry.badge : null;
  return (
    <button
      type="button"
      className={styles.entry}
      aria-current={current ? 'page' : undefined}
      aria-describedby={badge ? badgeId : undefined}
      onClick={() => onSelect(entry.page)}
    >
      {entry.label}
      {badge && <CountBadge id={badgeId} count={badge.count} description={badge.description} className={styles.badge} />}
    </button>
  );
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
          <EntryButton key={entry.page} entry={entry} current={entry.page === current} onSelect={onSelect} />
        ))}
      </nav>
      <section className={styles.content}>{children}</section>
    </div>
  );
}
