/**
 * Presses that come before the app can answer them. The server's document
 * keeps the visitor's last press on one of its buttons until the app has
 * hydrated (`window.__earlyInput`, set by the script loader of
 * server/src/http/site-shell.ts): a button of the server's markup does
 * nothing until then, and a visitor who clicks "Log in" the moment it shows
 * should not have to click again (docs/performance.md, "The first click").
 */
import type * as LoginPopupModuleNs from '@/features/identity/login-popup';

type LoginPopupModule = typeof LoginPopupModuleNs;

interface EarlyInput {
  /** the last button pressed before React listened */
  target: HTMLElement | null;
  /** told of each press from now on */
  listeners: ((target: HTMLElement) => void)[];
  /** stops keeping presses */
  stop?: () => void;
}

const earlyInput = () => (globalThis as { __earlyInput?: EarlyInput }).__earlyInput;

/** The server's copy of the login dialog (SCRIPT_LOADER and EARLY_LOGIN_SCRIPT of server/src/http/site-shell.ts). */
interface EarlyLogin {
  /** stops showing the copy on a press of Log in: the app opens its own at once from now on */
  stop?: () => void;
}

const earlyLogin = () => (globalThis as { __earlyLogin?: EarlyLogin }).__earlyLogin;

/** The copy is on screen (the app's popup takes its place: features/identity/early-login-takeover.ts). */
const earlyLoginOpen = () => document.getElementById('early-login') !== null;

let loginPopup: Promise<LoginPopupModule> | null = null;
let popupLoaded = false;
let hydrated = false;

/** Once the app is hydrated and the popup's code is in, a press of Log in opens the real popup in its first frame: no copy. */
function stopShowingEarlyLoginWhenReady() {
  if (popupLoaded && hydrated) earlyLogin()?.stop?.();
}

/** The login popup's module (the modal host's chunk for it): fetched once, by whichever asks first. */
export function loadLoginPopup() {
  loginPopup ??= import('@/features/identity/login-popup').then(
    (module) => {
      popupLoaded = true;
      stopShowingEarlyLoginWhenReady();
      return module;
    },
    (error: unknown) => {
      loginPopup = null;
      throw error;
    },
  );
  return loginPopup;
}

/** `close` when the visitor closes the server's copy of the login dialog (a real popup on its way is not wanted any more). */
export function onEarlyLoginClosed(close: () => void): void {
  document.addEventListener('early-login-closed', close);
}

const LOGIN_CONTROL = '[data-intent="login"]';
/** what a press opens the login dialog with: Log in, Register, and a game's tile for a visitor */
const OPENS_LOGIN = `${LOGIN_CONTROL}, [data-early-login]`;

/**
 * The login popup's code fetched as soon as a visitor shows they want it:
 * an early press on the header's Log in or Register (even before the app
 * ran), or a pointer over, a touch on or the focus on one of them.
 */
export function fetchLoginPopupOnIntent(): void {
  const fetchIt = () => void loadLoginPopup().catch(() => undefined);
  const input = earlyInput();
  if (input) {
    if (input.target?.closest(OPENS_LOGIN)) fetchIt();
    input.listeners.push((target) => {
      if (target.closest(OPENS_LOGIN)) fetchIt();
    });
  }
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(LOGIN_CONTROL)) return;
    for (const type of types) document.removeEventListener(type, onIntent, true);
    fetchIt();
  };
  const types = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of types) document.addEventListener(type, onIntent, { capture: true, passive: true });
}

/** React listens from now on (its root's listeners are in place): the document stops keeping presses. */
export function stopKeepingEarlyInput(): void {
  earlyInput()?.stop?.();
}

/**
 * Once hydrated: the press the app could not answer yet, pressed again on the same (now hydrated) button.
 * The server's copy of the login dialog open: Log in pressed again, so that the app's popup takes its place.
 */
export function answerEarlyInput(): void {
  hydrated = true;
  stopShowingEarlyLoginWhenReady();
  const input = earlyInput();
  if (earlyLoginOpen()) {
    if (input) input.target = null;
    document.querySelector<HTMLElement>('#root [data-early-login]')?.click();
    return;
  }
  const target = input?.target;
  if (!input || !target) return;
  input.target = null;
  if (target.isConnected && !(target as HTMLButtonElement).disabled) target.click();
}
