import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from 'react-router-dom';
import { CountBadge } from '@/shared/components/count-badge';
import styles from './left-menu.module.css';

/** Hover tooltip of the mini menu (spec section 2). */
export const TOOLTIP_DELAY_MS = 300;
export const TOOLTIP_OFFSET_PX = 20;
const FLYOUT_GAP_PX = 8;
const FLYOUT_CLOSE_DELAY_MS = 150;
/** A submenu keeps this far from the bottom of the window (it moves up rather than being cut off). */
const FLYOUT_EDGE_PX = 12;

export interface MenuItemProps {
  label: string;
  Icon: ComponentType<{ size?: number }>;
  mini: boolean;
  to?: string;
  end?: boolean;
  onClick?: () => void;
  /** the hover submenu; receives a close function */
  submenu?: (close: () => void) => ReactNode;
  /** a count beside the label (unread chat messages), described for assistive technology */
  badge?: { count: number; description: string } | undefined;
}

export function MenuItem({ label, Icon, mini, to, end, onClick, submenu, badge }: MenuItemProps) {
  const badgeId = useId();
  const shownBadge = badge && badge.count > 0 ? badge : null;
  const wrapRef = useRef<HTMLLIElement>(null);
  const [open, setOpen] = useState(false);
  const [tooltip, setTooltip] = useState(false);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flyoutRef = useRef<HTMLDivElement>(null);
  const tooltipTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Beside the entry; an open submenu keeps the place it moved up to (see below). */
  const place = (offset: number) => {
    const rect = wrapRef.current?.getBoundingClientRect();
    if (!rect) return;
    const height = flyoutRef.current?.offsetHeight ?? 0;
    const top = height ? Math.max(FLYOUT_EDGE_PX, Math.min(rect.top, window.innerHeight - FLYOUT_EDGE_PX - height)) : rect.top;
    setPosition({ top, left: rect.right + offset });
  };
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const show = () => {
    cancelClose();
    if (submenu) {
      // focus moving into the open submenu (a click on one of its items) must not move it under the pointer
      if (!open) place(FLYOUT_GAP_PX);
      setOpen(true);
    } else if (mini) {
      if (tooltipTimer.current) clearTimeout(tooltipTimer.current);
      tooltipTimer.current = setTimeout(() => {
        place(TOOLTIP_OFFSET_PX);
        setTooltip(true);
      }, TOOLTIP_DELAY_MS);
    }
  };
  const hide = () => {
    if (tooltipTimer.current) clearTimeout(tooltipTimer.current);
    setTooltip(false);
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), FLYOUT_CLOSE_DELAY_MS);
  };
  const close = () => setOpen(false);

  // a submenu taller than the room below its entry (the download QR codes) moves up to fit;
  // its content may load later (Suspense), so it fits again when its size changes
  useLayoutEffect(() => {
    const flyout = flyoutRef.current;
    if (!open || !flyout) return undefined;
    const fit = () => {
      const anchor = wrapRef.current?.getBoundingClientRect().top ?? 0;
      const top = Math.max(FLYOUT_EDGE_PX, Math.min(anchor, window.innerHeight - FLYOUT_EDGE_PX - flyout.offsetHeight));
      setPosition((p) => (p.top === top ? p : { ...p, top }));
    };
    fit();
    // the observer runs before the frame is painted: commit the new place in it, or one frame shows the
    // grown submenu cut off at the bottom (a state update from outside React renders in a later task)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => flushSync(fit));
    observer?.observe(flyout);
    return () => observer?.disconnect();
  }, [open]);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
      if (tooltipTimer.current) clearTimeout(tooltipTimer.current);
    },
    [],
  );

  const content = (
    <>
      <Icon size={20} />
      <span className={styles.itemLabel}>{label}</span>
      {shownBadge && <CountBadge id={badgeId} count={shownBadge.count} description={shownBadge.description} className={styles.badge} />}
    </>
  );

  return (
    <li
      ref={wrapRef}
      className={styles.itemWrap}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={(event) => {
        if (!wrapRef.current?.contains(event.relatedTarget as Node)) hide();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      {to ? (
        <NavLink
          to={to}
          end={end}
          className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
          aria-label={mini ? label : undefined}
          aria-haspopup={submenu ? 'true' : undefined}
          aria-expanded={submenu ? open : undefined}
          onClick={onClick}
        >
          {content}
        </NavLink>
      ) : (
        <button
          type="button"
          className={styles.item}
          aria-label={mini ? label : undefined}
          aria-describedby={shownBadge ? badgeId : undefined}
          aria-haspopup={submenu ? 'true' : undefined}
          aria-expanded={submenu ? open : undefined}
          onClick={() => {
            if (submenu) {
              place(FLYOUT_GAP_PX);
              setOpen((o) => !o);
            }
            onClick?.();
          }}
        >
          {content}
        </button>
      )}
      {submenu && open && (
        <div
          ref={flyoutRef}
          className={styles.flyout}
          style={{ top: position.top, left: position.left }}
          onMouseEnter={cancelClose}
        >
          <p className={styles.flyoutTitle}>{label}</p>
          {submenu(close)}
        </div>
      )}
      {tooltip && !open && (
        <div role="tooltip" className={styles.tooltip} style={{ top: position.top + 10, left: position.left }}>
          {label}
        </div>
      )}
    </li>
  );
}
