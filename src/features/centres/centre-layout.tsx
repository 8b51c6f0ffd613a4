import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/shared/components/count-badge';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import styles from './centre-layout.module.css';

export interface CentreEntry<P extends string> {
  page: P;
  label: string;
  /** a count shown on the entry (above 0), with the sentence a screen reader reads for it */
  badge?: { count: number; description: string } | undefined;
}

/** Below this width the menu column would take most of a phone's screen: the menu becomes a select above the page. */
export const CENTRE_MENU_AS_SELECT = '(max-width: 720px)';

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

/**
 * The menu on a phone: a native select (the phone's own picker, keyboard and
 * screen reader support come with it). A sub-page that is not in the menu is
 * shown as the selected option; a count is read with its entry.
 */
function EntrySelect<P extends string>({
  entries,
  current,
  currentLabel,
  onSelect,
}: {
  entries: readonly CentreEntry<P>[];
  current: P;
  currentLabel: string | undefined;
  onSelect: (page: P) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inMenu = entries.some((entry) => entry.page === current);
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.pickerLabel}>
        {t('centres.pagePicker')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => {
          const page = entries.find((entry) => entry.page === event.target.value)?.page;
          if (page) onSelect(page);
        }}
      >
        {!inMenu && <option value={current}>{currentLabel ?? current}</option>}
        {entries.map((entry) => (
          <option key={entry.page} value={entry.page}>
            {entry.badge && entry.badge.count > 0 ? `${entry.label} (${entry.badge.count > 99 ? '99+' : entry.badge.count})` : entry.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Left menu and right content, as both centres are laid out; on a phone the menu is a select above the content. */
export function CentreLayout<P extends string>({
  entries,
  current,
  currentLabel,
  onSelect,
  label,
  children,
}: {
  entries: readonly CentreEntry<P>[];
  current: P;
  /** the title of the page shown, for the phone's select when the page is not in the menu */
  currentLabel?: string;
  onSelect: (page: P) => void;
  label: string;
  children: ReactNode;
}) {
  const asSelect = useMediaQuery(CENTRE_MENU_AS_SELECT);
  return (
    <div className={styles.layout} data-menu={asSelect ? 'select' : 'column'}>
      <nav className={styles.nav} aria-label={label}>
        {asSelect ? (
          <EntrySelect entries={entries} current={current} currentLabel={currentLabel} onSelect={onSelect} />
        ) : (
          entries.map((entry) => <EntryButton key={entry.page} entry={entry} current={entry.page === current} onSelect={onSelect} />)
        )}
      </nav>
      <section className={styles.content}>{children}</section>
    </div>
  );
}
