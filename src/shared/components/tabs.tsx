import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  /** the panel of the selected tab */
  children: ReactNode;
  className?: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs, the panel follows the selection. */
export function Tabs<K extends string>({ items, selected, onSelect, label, children, className }: TabsProps<K>) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onSelect(item.key);
    refs.current[next]?.focus();
  };
  return (
    <div className={className}>
      {items.length > 1 && (
        <div role="tablist" aria-label={label} className={styles.list}>
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={item.key === selected}
              aria-controls={`${id}-panel`}
              tabIndex={item.key === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
      <div role={items.length > 1 ? 'tabpanel' : undefined} id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
