import { useEffect, useId, useLayoutEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

/** The open dialogs, the last opened on top: only the top one answers Escape. */
const openDialogs: HTMLElement[] = [];

/**
 * The page stops scrolling while any dialog is open: locked by the first to open, given back by the last to
 * close, whatever the order they close in (a dialog under another may close first).
 */
let pageOverflow: string | null = null;
function pageScrollLocked(locked: boolean) {
  if (locked && pageOverflow === null) {
    pageOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  } else if (!locked && pageOverflow !== null) {
    document.body.style.overflow = pageOverflow;
    pageOverflow = null;
  }
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  /** hide the visible title (it stays the dialog's accessible name) */
  hideTitle?: boolean;
  closeOnOverlay?: boolean;
  /**
   * The control the focus returns to on closing, when it is not the focused one at opening (a dialog
   * that takes over another: the login popup over the server's early copy of it).
   */
  opener?: HTMLElement | null | undefined;
}

/**
 * An accessible modal dialog: labelled by its title, focus moves in and is
 * kept inside, Escape and the close button close it, focus returns after.
 * With dialogs over each other, Escape closes the top one only.
 */
export function Modal({ title, onClose, children, width, hideTitle = false, closeOnOverlay = true, opener }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    // the focus already inside (put there by the dialog's content when it opened): left where it is
    const inside = Boolean(dialog?.contains(document.activeElement));
    const previous = opener ?? (inside ? null : (document.activeElement as HTMLElement | null));
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(focusable);
    if (!inside) (first ?? dialog)?.focus();
    if (dialog) openDialogs.push(dialog);
    const onKey = (event: KeyboardEvent) => {
      if (dialog && openDialogs.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        // one key press, one dialog: the ones below (their listeners run too) see it as handled
        if (event.defaultPrevented) return;
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(focusable));
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    pageScrollLocked(true);
    return () => {
      document.removeEventListener('keydown', onKey);
      const at = dialog ? openDialogs.indexOf(dialog) : -1;
      if (at >= 0) openDialogs.splice(at, 1);
      if (openDialogs.length === 0) pageScrollLocked(false);
      if (previous?.isConnected) previous.focus();
      // the control that opened it may be gone once the dialog has done its work (Log in, after the login):
      // the focus then goes to the one that took its place, else to the content, never to the page's body
      setTimeout(() => {
        // (a test's environment may be gone by then)
        if (typeof document === 'undefined') return;
        if (document.activeElement && document.activeElement !== document.body) return;
        (document.querySelector<HTMLElement>('[data-focus-return]') ?? document.getElementById('main'))?.focus();
      }, 0);
    };
    // the opener is the one of the dialog's opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <ModalFrame
      title={title}
      titleId={titleId}
      closeLabel={t('common.close')}
      width={width}
      hideTitle={hideTitle}
      dialogRef={dialogRef}
      onClose={onClose}
      onOverlayMouseDown={(event) => {
        if (closeOnOverlay && event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </ModalFrame>,
    document.body,
  );
}

export interface ModalFrameProps {
  title: ReactNode;
  titleId: string;
  closeLabel: string;
  children: ReactNode;
  width?: number | undefined;
  hideTitle?: boolean | undefined;
  dialogRef?: Ref<HTMLDivElement> | undefined;
  onClose?: (() => void) | undefined;
  onOverlayMouseDown?: ((event: MouseEvent<HTMLDivElement>) => void) | undefined;
}

/**
 * A dialog's markup: the veil, the box with its title and close button, the body. `Modal`'s, and the
 * server's early copy of the login popup (features/identity/early-login-dialog.tsx), which must look the same.
 */
export function ModalFrame({ title, titleId, closeLabel, children, width, hideTitle = false, dialogRef, onClose, onOverlayMouseDown }: ModalFrameProps) {
  return (
    <div className={styles.overlay} onMouseDown={onOverlayMouseDown}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={width ? ({ '--modal-w': `${width}px` } as CSSProperties) : undefined}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
