import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './dropdown-menu.module.css';

/** The class of a menu entry (a button with role menuitem). */
export const menuItemClass = styles.item;

export interface DropdownMenuProps {
  /** renders the trigger; spread the props onto a button */
  trigger: (props: {
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string;
    id: string;
    onClick: () => void;
  }) => ReactNode;
  children: (close: () => void) => ReactNode;
  header?: ReactNode;
  label: string;
}

/**
 * A menu button: opens on click, arrow keys move through the items, Escape
 * and a click outside close it and give focus back to the button.
 */
export function DropdownMenu({ trigger, children, header, label }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const triggerId = `${id}-trigger`;
  const close = () => {
    setOpen(false);
    document.getElementById(triggerId)?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div className={styles.wrap} ref={wrapRef} onKeyDown={open ? onKeyDown : undefined}>
      {trigger({
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': id,
        id: triggerId,
        onClick: () => setOpen((o) => !o),
      })}
      {open && (
        <div className={styles.menu} ref={menuRef}>
          {header}
          <div role="menu" id={id} aria-label={label}>
            {children(close)}
          </div>
        </div>
      )}
    </div>
  );
}
