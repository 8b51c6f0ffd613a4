import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The login popup taking the place of the server's copy of it (docs/performance.md, "The login dialog
 * before the app"). The document carries the dialog inert; its loader shows it when Log in is pressed
 * before the app can open its own (server/src/http/site-shell.ts, EARLY_LOGIN_SCRIPT), and the visitor
 * may type in it. When the app's popup opens over it, it takes what was typed (values, the focus and the
 * caret), opens without its entrance animation in the same place, and presses the button that was pressed
 * in the copy (Log in: the login is sent). The password goes from one input to the other in memory only.
 */

interface EarlyLogin {
  /** the header's Log in that opened the copy */
  opener?: HTMLElement | null;
  /** the index, among the copy's buttons, of the last one pressed (kept for the app) */
  pressed?: number | null;
}

const earlyLogin = (): EarlyLogin | undefined => (globalThis as { __earlyLogin?: EarlyLogin }).__earlyLogin;

/** The copy's wrapper when it is on screen. */
export const earlyLoginCopy = (): HTMLElement | null => document.getElementById('early-login');

/** React's own setter of an input's value: a value set through it is one React's onChange hears of. */
function setNativeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface Takeover {
  /** the button to press again in the app's dialog (the one pressed in the copy), if any */
  press: HTMLButtonElement | null;
  /** removes what is left of the copy (its style sheet, kept until the app's dialog has its own in place) */
  finish: () => void;
}

/**
 * Moves the copy's state into the app's dialog (`dialog`, just committed): the fields' values by name,
 * the password's eye, the focus and the caret, the scroll; hides the copy. Null when there is no copy.
 */
export function takeOverEarlyLogin(dialog: HTMLElement): Takeover | null {
  const wrapper = earlyLoginCopy();
  const early = wrapper?.querySelector<HTMLElement>('[role="dialog"]');
  if (!wrapper || !early) return null;
  const state = earlyLogin();
  const focused = document.activeElement;
  for (const from of early.querySelectorAll<HTMLInputElement>('input[name]')) {
    const to = dialog.querySelector<HTMLInputElement>(`input[name="${from.name}"]`);
    if (!to) continue;
    if (from.type === 'checkbox') {
      if (to.checked !== from.checked) to.click();
    } else if (to.value !== from.value) {
      setNativeValue(to, from.value);
    }
  }
  // the password's eye: shown in the copy, shown in the app's dialog
  const eye = early.querySelector('button[aria-pressed="true"]');
  if (eye) dialog.querySelector<HTMLButtonElement>('button[aria-pressed="false"]')?.click();
  // the same place: no entrance animation over a dialog already on screen
  dialog.style.animation = 'none';
  if (dialog.parentElement) dialog.parentElement.style.animation = 'none';
  dialog.scrollTop = early.scrollTop;

  const earlyButtons = [...early.querySelectorAll('button')];
  const buttons = [...dialog.querySelectorAll('button')];
  // the same button: same place among the dialog's buttons and same kind (the two dialogs are built alike;
  // not the same text: the copy is in the language the server knew, the app's in the one the visitor chose)
  const same = (button: Element | null | undefined) => {
    const at = button ? earlyButtons.indexOf(button as HTMLButtonElement) : -1;
    const match = at >= 0 ? buttons[at] : undefined;
    const from = at >= 0 ? earlyButtons[at] : undefined;
    return match && from && match.type === from.type && match.hasAttribute('aria-pressed') === from.hasAttribute('aria-pressed') ? match : null;
  };
  if (focused instanceof HTMLInputElement && early.contains(focused)) {
    const to = dialog.querySelector<HTMLInputElement>(`input[name="${focused.name}"]`);
    to?.focus({ preventScroll: true });
    if (to && focused.type !== 'checkbox' && focused.selectionStart !== null) {
      to.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
    }
  } else if (focused && early.contains(focused)) {
    (same(focused) ?? dialog).focus({ preventScroll: true });
  }
  // the copy goes; its style sheet (the page kept still under it) stays until the app's dialog has taken over
  early.parentElement?.remove();
  const press = state?.pressed != null ? same(earlyButtons[state.pressed]) : null;
  if (state) state.pressed = null;
  return { press, finish: () => wrapper.remove() };
}

/** How long a press kept in the copy waits for its button in the app's dialog to take presses. */
const PRESS_WAIT_MS = 20_000;

/**
 * Presses `button` as soon as it takes a press: the app's Log in is disabled while its bot check is
 * being solved (or the popup's first calls are in flight), and a click on a disabled button is lost.
 * Gives up when the button leaves the page or after PRESS_WAIT_MS. Returns a canceller.
 */
export function pressWhenEnabled(button: HTMLButtonElement): () => void {
  if (!button.disabled) {
    button.click();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!button.isConnected) return stop();
    if (button.disabled) return;
    stop();
    button.click();
  });
  const timer = setTimeout(() => stop(), PRESS_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
  return stop;
}

/**
 * In the login popup: when the server's copy of it is open, takes its place on the first commit (before
 * the first paint: no jump), then presses what was pressed in the copy. Returns the control the focus
 * goes back to on closing (the header's Log in that opened the copy), else null.
 */
export function useEarlyLoginTakeover(inside: RefObject<HTMLElement | null>, active: boolean): HTMLElement | null {
  const [opener] = useState(() => (active && earlyLoginCopy() ? (earlyLogin()?.opener ?? null) : null));
  const takeover = useRef<Takeover | null>(null);
  useLayoutEffect(() => {
    const dialog = inside.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    if (active) takeover.current ??= takeOverEarlyLogin(dialog);
    else earlyLoginCopy()?.remove();
    // on the first commit only: the copy is gone after it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // after the dialog's own opening (Modal's effect: the page kept still, Escape heard)
  useEffect(() => {
    const done = takeover.current;
    takeover.current = null;
    done?.finish();
    // not cancelled with the effect: a development double run would drop the press (it waits at most 20 s)
    if (done?.press) pressWhenEnabled(done.press);
  }, []);
  return opener;
}
