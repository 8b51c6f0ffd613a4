import { afterEach, describe, expect, it } from 'vitest';
import { SCRIPT_LOADER } from '../../../server/src/http/site-shell';

/** The document as the server sends it once parsed: the loader's data block, then the loader runs. */
function runLoader(list: { entry: string; preload: string[]; first: string[] }) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'app-scripts';
  data.textContent = JSON.stringify(list);
  document.body.append(data);
  // document.readyState is 'complete' under the test: the loader starts at once
  new Function(SCRIPT_LOADER)();
}

const inserted = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('the script loader of the server’s document', () => {
  afterEach(() => {
    (window as { __earlyInput?: { stop?: () => void } }).__earlyInput?.stop?.();
    delete (window as { __earlyInput?: unknown }).__earlyInput;
    (window as { __earlyLogin?: { stop?: () => void } }).__earlyLogin?.stop?.();
    delete (window as { __earlyLogin?: unknown }).__earlyLogin;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('keeps the last press on a button of the server’s markup until the app stops it, and tells who listens', () => {
    document.body.innerHTML = '<div id="root"><header><button data-intent="login">Log in</button><a href="#slots">Slots</a></header><button id="tile">Play</button></div><button id="outside">x</button>';
    runLoader({ entry: '/res/js/index-a.js', preload: [], first: [] });
    const early = (window as unknown as { __earlyInput: { target: Element | null; listeners: ((b: Element) => void)[]; stop: () => void } }).__earlyInput;
    const heard: Element[] = [];
    early.listeners.push((button) => heard.push(button));
    const login = document.querySelector('[data-intent="login"]') as HTMLElement;
    login.click();
    expect(early.target).toBe(login);
    // a link works without the app; a button outside the app's root is not the app's
    document.querySelector<HTMLElement>('a')!.click();
    document.querySelector<HTMLElement>('#outside')!.click();
    expect(early.target).toBe(login);
    document.querySelector<HTMLElement>('#tile')!.click();
    expect(early.target).toBe(document.querySelector('#tile'));
    expect(heard).toEqual([login, document.querySelector('#tile')]);
    early.stop();
    login.click();
    expect(early.target).toBe(document.querySelector('#tile'));
  });

  it('fetches every chunk at once, then runs the libraries, the lobby’s code and the entry one after the other', () => {
    runLoader({
      entry: '/res/js/index-a.js',
      preload: ['/res/js/rolldown-runtime-b.js', '/res/js/vendor-c.js', '/res/js/lobby-d.js', '/res/js/group-index-e.js'],
      first: ['/res/js/vendor-c.js', '/res/js/lobby-d.js'],
    });
    expect(preloaded()).toEqual(['/res/js/rolldown-runtime-b.js', '/res/js/vendor-c.js', '/res/js/lobby-d.js', '/res/js/group-index-e.js', '/res/js/index-a.js']);
    // one script at a time: the next is inserted once the one before has run (its load event)
    expect(inserted()).toEqual(['/res/js/vendor-c.js']);
    document.head.querySelector('script[src="/res/js/vendor-c.js"]')!.dispatchEvent(new Event('load'));
    expect(inserted()).toEqual(['/res/js/vendor-c.js', '/res/js/lobby-d.js']);
    // a chunk that failed does not stop the app: the entry still runs (and reports what is missing)
    document.head.querySelector('script[src="/res/js/lobby-d.js"]')!.dispatchEvent(new Event('error'));
    expect(inserted()).toEqual(['/res/js/vendor-c.js', '/res/js/lobby-d.js', '/res/js/index-a.js']);
    for (const script of document.head.querySelectorAll('script[type="module"]')) expect(script.getAttribute('crossorigin')).toBe('');
  });

  it('fetches the login popup’s files once, when a visitor reaches for Log in', () => {
    document.body.innerHTML = '<div id="root"><header><button id="theme">Theme</button><button data-intent="login">Log in</button></header></div>';
    runLoader({ entry: '/res/js/index-a.js', preload: [], first: [], login: { scripts: ['/res/js/login-popup-b.js', '/res/js/contract-c.js'], styles: ['/res/css/modal-d.css'] } } as never);
    document.querySelector('#theme')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded()).toEqual(['/res/js/index-a.js']);
    document.querySelector('[data-intent="login"]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('[data-intent="login"]')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(preloaded()).toEqual(['/res/js/index-a.js', '/res/js/login-popup-b.js', '/res/js/contract-c.js']);
    expect([...document.head.querySelectorAll('link[rel="preload"][as="style"]')].map((l) => l.getAttribute('href'))).toEqual(['/res/css/modal-d.css']);
  });

  it('shows the server’s copy of the login dialog on a press of Log in, once, until the app stops it', () => {
    document.body.innerHTML =
      '<div id="root"><header><button data-intent="login" data-early-login="">Log in</button><button data-intent="login">Register</button></header></div>' +
      '<template id="early-login-template"><div id="early-login"><div role="dialog"></div></div></template>';
    runLoader({ entry: '/res/js/index-a.js', preload: [], first: [] });
    const login = (window as unknown as { __earlyLogin: { opener?: Element; stop: () => void } }).__earlyLogin;
    const [logIn, register] = [...document.querySelectorAll<HTMLElement>('#root button')];
    register!.click();
    expect(document.getElementById('early-login')).toBeNull();
    logIn!.click();
    logIn!.click();
    expect(document.querySelectorAll('body > #early-login')).toHaveLength(1);
    expect(login.opener).toBe(logIn);
    document.getElementById('early-login')!.remove();
    login.stop();
    logIn!.click();
    expect(document.getElementById('early-login')).toBeNull();
  });

  it('a visitor’s press on a game’s tile opens the copy and fetches the popup’s files; a pointer over a tile does not', () => {
    document.body.innerHTML =
      '<div id="root"><header><button data-intent="login" data-early-login="">Log in</button></header><main><button id="tile" data-early-login="">Play</button></main></div>' +
      '<template id="early-login-template"><div id="early-login"><div role="dialog"></div></div></template>';
    runLoader({ entry: '/res/js/index-a.js', preload: [], first: [], login: { scripts: ['/res/js/login-popup-b.js'], styles: [] } } as never);
    const tile = document.querySelector<HTMLElement>('#tile')!;
    tile.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded()).toEqual(['/res/js/index-a.js']);
    tile.click();
    expect(preloaded()).toEqual(['/res/js/index-a.js', '/res/js/login-popup-b.js']);
    expect(document.querySelectorAll('body > #early-login')).toHaveLength(1);
    expect((window as unknown as { __earlyLogin: { opener?: Element } }).__earlyLogin.opener).toBe(tile);
  });

  it('shows no copy in a member’s tab: the press waits for the app', () => {
    sessionStorage.setItem('token', 'a-session');
    try {
      document.body.innerHTML =
        '<div id="root"><main><button id="tile" data-early-login="">Play</button></main></div>' +
        '<template id="early-login-template"><div id="early-login"><div role="dialog"></div></div></template>';
      runLoader({ entry: '/res/js/index-a.js', preload: [], first: [] });
      const tile = document.querySelector<HTMLElement>('#tile')!;
      tile.click();
      expect(document.getElementById('early-login')).toBeNull();
      expect((window as unknown as { __earlyInput: { target: Element | null } }).__earlyInput.target).toBe(tile);
    } finally {
      sessionStorage.removeItem('token');
    }
  });

  it('inserts the entry at once when nothing runs before it', () => {
    runLoader({ entry: '/res/js/index-a.js', preload: ['/res/js/other-b.js'], first: [] });
    expect(inserted()).toEqual(['/res/js/index-a.js']);
    expect(preloaded()).toEqual(['/res/js/other-b.js', '/res/js/index-a.js']);
  });
});
