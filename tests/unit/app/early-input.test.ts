import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_LOADER } from '../../../server/src/http/site-shell';
import { answerEarlyInput, fetchLoginPopupOnIntent, stopKeepingEarlyInput } from '@/app/early-input';

vi.mock('@/features/identity/login-popup', () => ({ LoginPopup: () => null }));

/** The server's document: the loader's data block and the loader, then the server's markup. */
function serverDocument() {
  document.body.innerHTML =
    '<script type="application/json" id="app-scripts">{"entry":"/res/js/index-a.js","preload":[],"first":[]}</script>' +
    '<div id="root"><header><button data-intent="login">Log in</button></header><button id="tile">Play</button></div>';
  new Function(SCRIPT_LOADER)();
}

describe('presses before the app answers them', () => {
  afterEach(() => {
    stopKeepingEarlyInput();
    delete (window as { __earlyInput?: unknown }).__earlyInput;
    (window as { __earlyLogin?: { stop?: () => void } }).__earlyLogin?.stop?.();
    delete (window as { __earlyLogin?: unknown }).__earlyLogin;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('presses the last early press again once hydrated, once', () => {
    serverDocument();
    const tile = document.querySelector<HTMLButtonElement>('#tile')!;
    tile.click();
    stopKeepingEarlyInput();
    const onClick = vi.fn();
    tile.addEventListener('click', onClick);
    answerEarlyInput();
    answerEarlyInput();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing without an early press, nor for a button that left the page', () => {
    serverDocument();
    expect(() => answerEarlyInput()).not.toThrow();
    const tile = document.querySelector<HTMLButtonElement>('#tile')!;
    tile.click();
    const onClick = vi.fn();
    tile.addEventListener('click', onClick);
    tile.remove();
    answerEarlyInput();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with the server’s copy of the login dialog open, presses Log in once hydrated; stops the copy once the popup’s code is in', async () => {
    serverDocument();
    const login = document.querySelector<HTMLButtonElement>('[data-intent="login"]')!;
    login.setAttribute('data-early-login', '');
    const stop = vi.fn();
    // the loader's own copy stops listening before a stand-in takes its place: its press listener on the
    // document would outlive this file in the worker's shared page and open the copy for the next one's
    (window as { __earlyLogin?: { stop?: () => void } }).__earlyLogin?.stop?.();
    (window as { __earlyLogin?: unknown }).__earlyLogin = { stop };
    const copy = document.createElement('div');
    copy.id = 'early-login';
    document.body.append(copy);
    stopKeepingEarlyInput();
    const opened = vi.fn();
    login.addEventListener('click', opened);
    answerEarlyInput();
    expect(opened).toHaveBeenCalledTimes(1);
    const { loadLoginPopup } = await import('@/app/early-input');
    await loadLoginPopup();
    expect(stop).toHaveBeenCalled();
  });

  it('fetches the login popup’s code on an early press of Log in, and answers it after hydration', async () => {
    serverDocument();
    fetchLoginPopupOnIntent();
    const login = document.querySelector<HTMLButtonElement>('[data-intent="login"]')!;
    login.click();
    stopKeepingEarlyInput();
    const opened = vi.fn();
    login.addEventListener('click', opened);
    answerEarlyInput();
    expect(opened).toHaveBeenCalledTimes(1);
    // the module is the modal host's: the same promise
    const { loadLoginPopup } = await import('@/app/early-input');
    await expect(loadLoginPopup()).resolves.toHaveProperty('LoginPopup');
  });
});
