import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EarlyLoginDialog } from '@/features/identity/early-login-dialog';
import { pressWhenEnabled } from '@/features/identity/early-login-takeover';
import type { AppStore } from '@/shared/store/store';
import { EARLY_LOGIN_SCRIPT } from '../../../../server/src/http/site-shell';
import { resetIdentityMock } from '../../../mocks/handlers/identity';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';
import { givenBrand, openLogin } from './auth-helpers';

type EarlyWindow = { __earlyLogin?: { opener?: HTMLElement; pressed?: number | null }; __earlyInput?: { target: HTMLElement | null } };
const early = () => window as unknown as EarlyWindow;

/** What SCRIPT_LOADER does on a press of Log in before the app runs: the server's copy of the dialog inserted, its script run. */
function openEarlyCopy(store: AppStore, opener: HTMLElement) {
  early().__earlyLogin = { opener };
  early().__earlyInput = { target: opener };
  const wrapper = document.createElement('div');
  wrapper.id = 'early-login';
  wrapper.innerHTML = renderToStaticMarkup(
    <Provider store={store}>
      <EarlyLoginDialog />
    </Provider>,
  );
  document.body.append(wrapper);
  new Function(EARLY_LOGIN_SCRIPT)();
  return within(wrapper).getByRole('dialog', { name: 'Welcome to Lotus Play' });
}

/** A dialog's build: every element's tag, classes, role, name, type and label, and its texts, in order. */
function build(dialog: Element): string[] {
  return [...dialog.querySelectorAll('*')].map((el) =>
    [
      el.tagName.toLowerCase(),
      el.getAttribute('class') ?? '',
      el.getAttribute('role') ?? '',
      el.getAttribute('name') ?? '',
      el.getAttribute('type') ?? '',
      el.getAttribute('aria-label') ?? '',
      el.children.length === 0 ? (el.textContent ?? '') : '',
    ].join('|'),
  );
}

async function headerLogIn() {
  return within(await screen.findByRole('banner')).findByRole('button', { name: 'Log in' });
}

describe('the login dialog before the app', () => {
  beforeEach(() => {
    resetIdentityMock();
    givenBrand();
  });
  afterEach(() => {
    document.getElementById('early-login')?.remove();
    delete early().__earlyLogin;
    delete early().__earlyInput;
  });

  it('is built like the app’s login popup: the same elements, classes and texts in the same order', async () => {
    const { user, store } = renderApp('/');
    const real = await openLogin(user);
    await within(real).findByRole('tab', { name: 'With mobile number' });
    const copy = openEarlyCopy(store, await headerLogIn());
    expect(build(copy)).toEqual(build(real));
  });

  it('takes the copy’s place with what was typed: values, focus and caret, without its entrance animation', async () => {
    const { user, store } = renderApp('/');
    const logIn = await headerLogIn();
    const copy = openEarlyCopy(store, logIn);
    const username = within(copy).getByLabelText(/^Username/, { selector: 'input' });
    expect(document.activeElement).toBe(username);
    await user.type(username, 'demo');
    const password = within(copy).getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });
    await user.type(password, 'Demo1234');
    await user.click(within(copy).getByRole('button', { name: 'Show password' }));
    await user.click(within(copy).getByLabelText('Remember me'));
    password.focus();
    password.setSelectionRange(2, 5);

    // hydrated: the app presses Log in again (answerEarlyInput), its popup opens over the copy
    fireEvent.click(logIn);
    await waitFor(() => expect(document.getElementById('early-login')).toBeNull(), { timeout: 20_000 });
    const real = screen.getByRole('dialog', { name: 'Welcome to Lotus Play' });
    const realPassword = within(real).getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });
    expect(within(real).getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('demo');
    expect(realPassword).toHaveValue('Demo1234');
    expect(realPassword).toHaveAttribute('type', 'text');
    expect(within(real).getByLabelText('Remember me')).toBeChecked();
    expect(document.activeElement).toBe(realPassword);
    expect([realPassword.selectionStart, realPassword.selectionEnd]).toEqual([2, 5]);
    expect(real.style.animation).toBe('none');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // the password went from one input to the other: nowhere stored
    const stored = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.cookie, JSON.stringify(store.getState())];
    for (const text of stored) expect(text).not.toContain('Demo1234');

    // closing returns the focus to the header's Log in that opened the copy
    await user.click(within(real).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(logIn));
  });

  it('keeps a press of its Log in, busy, and logs in with what was typed once the app’s popup has taken over', async () => {
    const { user, store } = renderApp('/');
    const logIn = await headerLogIn();
    const copy = openEarlyCopy(store, logIn);
    await user.type(within(copy).getByLabelText(/^Username/, { selector: 'input' }), 'demo');
    await user.type(within(copy).getByLabelText(/^Password/, { selector: 'input' }), 'Demo1234{Enter}');
    const submit = within(copy).getByRole('button', { name: 'Log in' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toBeDisabled();
    expect(mockState.loginBodies).toHaveLength(0);

    fireEvent.click(logIn);
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'), { timeout: 20_000 });
    expect(mockState.loginBodies.at(-1)).toMatchObject({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect(document.getElementById('early-login')).toBeNull();
  });

  it('answers a kept Log in when the copy came in the server’s language and the app shows the visitor’s', async () => {
    const { user, store } = renderApp('/');
    const logIn = await headerLogIn();
    const copy = openEarlyCopy(store, logIn);
    const submit = within(copy).getByRole('button', { name: 'Log in' });
    // the server rendered the copy in its default language (the visitor's choice is in the browser's storage)
    for (const button of copy.querySelectorAll('button')) if (button.textContent === 'Log in') button.textContent = 'Đăng nhập';
    await user.type(within(copy).getByLabelText(/^Username/, { selector: 'input' }), 'demo');
    await user.type(within(copy).getByLabelText(/^Password/, { selector: 'input' }), 'Demo1234');
    await user.click(submit);
    expect(mockState.loginBodies).toHaveLength(0);

    fireEvent.click(logIn);
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'), { timeout: 20_000 });
    expect(mockState.loginBodies.at(-1)).toMatchObject({ type: 'username', username: 'demo', password: 'Demo1234' });
  });

  it('presses a kept Log in once the app’s button takes presses (it is disabled while the bot check is solved), once, and not after it left', async () => {
    const button = document.createElement('button');
    button.disabled = true;
    let presses = 0;
    button.addEventListener('click', () => (presses += 1));
    document.body.append(button);
    pressWhenEnabled(button);
    button.click();
    expect(presses).toBe(0);
    button.setAttribute('aria-busy', 'true');
    button.disabled = false;
    await waitFor(() => expect(presses).toBe(1));
    button.disabled = true;
    button.disabled = false;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(presses).toBe(1);

    const gone = document.createElement('button');
    gone.disabled = true;
    gone.addEventListener('click', () => (presses += 1));
    document.body.append(gone);
    pressWhenEnabled(gone);
    gone.remove();
    gone.disabled = false;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(presses).toBe(1);
    button.remove();
  });

  it('closes before the app runs (×, Escape, the veil): the focus back on Log in, the press not answered later', async () => {
    const { store } = renderApp('/');
    const logIn = await headerLogIn();
    const closed: Event[] = [];
    document.addEventListener('early-login-closed', (event) => closed.push(event));
    for (const close of [
      (copy: HTMLElement) => fireEvent.click(within(copy).getByRole('button', { name: 'Close' })),
      (copy: HTMLElement) => fireEvent.keyDown(within(copy).getByLabelText(/^Username/, { selector: 'input' }), { key: 'Escape' }),
      (copy: HTMLElement) => fireEvent.mouseDown(copy.parentElement!),
    ]) {
      close(openEarlyCopy(store, logIn));
      expect(document.getElementById('early-login')).toBeNull();
      expect(document.activeElement).toBe(logIn);
      expect(early().__earlyInput?.target).toBeNull();
    }
    expect(closed).toHaveLength(3);
  });

  it('keeps the focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    const { store } = renderApp('/');
    const copy = openEarlyCopy(store, await headerLogIn());
    const controls = [...copy.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])')];
    controls.at(-1)!.focus();
    fireEvent.keyDown(controls.at(-1)!, { key: 'Tab' });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(controls[0]!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(controls.at(-1));
    expect(copy).toHaveAttribute('aria-modal', 'true');
  });
});
