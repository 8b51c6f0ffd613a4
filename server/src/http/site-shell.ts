import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { HomeNotice } from '../../../src/shared/contract/content';
import type { VendorLane } from '../../../src/shared/contract/games';
import type { SystemStatus } from '../../../src/shared/contract/system';
import type { Merchant } from './merchant';
import { inlineScriptHashes, inlineStyleHashes } from './security-headers';

/**
 * The visitor's shell rendered into index.html at request time (docs/architecture.md,
 * "The server-rendered shell"): the header, the left menu and the first banner
 * show before any JavaScript has loaded. The markup comes from the site's own
 * components through the SSR bundle the build writes to <static>/server/
 * (src/entry-server.tsx): the server imports that built output, never src/.
 * A render is kept for as long as the cached data it was made of stands, so a
 * page load costs a lookup, not a render; no bundle, a failed render or a
 * brand closed to this visitor: the plain index.html, as before.
 */

/** The first screen's data, as the visitor's status, home notice and vendors calls answer it. */
export interface FirstScreen {
  status: SystemStatus;
  homeNotice: HomeNotice;
  vendors: { data: { lanes: VendorLane[] } };
  /**
   * The read cache's objects the data is made of: the same objects as long
   * as the cache's versions stand; a render is kept by their identity.
   */
  parts: readonly object[];
}

/** A call a page rendered whole makes on its first render: its endpoint's name in the contract and its argument. */
export interface PageCall {
  endpointName: string;
  arg: unknown;
}

/** The answers of a page's calls, in their order, and the cached objects they are made of (a render is kept by them). */
export interface PageAnswers {
  values: unknown[];
  parts: readonly object[];
}

/**
 * Where the first screen's data comes from (modules/site-shell/: the composition root wires it): the shell's
 * (`screen`), and the answers of the calls of a page rendered whole (`page`; null: render its skeleton).
 */
export interface FirstScreenSource {
  screen(merchant: Merchant, ip: string, language: string): Promise<FirstScreen | null>;
  page(merchant: Merchant, calls: readonly PageCall[]): Promise<PageAnswers | null>;
}

/** What the SSR bundle exports (src/entry-server.tsx), as far as the server uses it. */
interface ShellBundle {
  renderShell(input: {
    language: string;
    status: SystemStatus;
    homeNotice: HomeNotice;
    vendors: FirstScreen['vendors'];
    translations: unknown;
    url: string;
    /** the page's calls (shellPageCalls) with their answers, or null: the page's skeleton */
    page: { endpointName: string; arg: unknown; value: unknown }[] | null;
  }): Promise<{ html: string; state: string; lang: string; wholePage: boolean; earlyLogin?: string }>;
  /** the calls the page of an address makes on its first render, when the server renders it whole (else null) */
  shellPageCalls(url: string, data: { language: string; status: SystemStatus; vendors: FirstScreen['vendors'] }): PageCall[] | null;
  /** the address whose page is rendered for a url, given its calls' answers (its path, or a lottery game's address) */
  shellPageAddress?(url: string, queries: { endpointName: string; arg: unknown; value: unknown }[]): string;
  /** the modules (manifest keys) the page of an address rendered whole loads on demand and needs (a lottery game's page) */
  shellPageModules?(url: string): string[];
  loadLocale(language: string): Promise<unknown>;
  isSupportedLanguage(code: string): boolean;
  /** the id of the site's route for a path, or null for an address the site does not know (its 404 page) */
  shellRouteOf(path: string): string | null;
  /** the page group of the route for a path */
  shellPageGroupOf(path: string): string | null;
}

/** A document ready to send, in each encoding the client may accept, with the CSP hashes of its inline scripts. */
export interface ShellDocument {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  scriptHashes: readonly string[];
  /** the CSP hashes of its inline style sheets (the login dialog's copy) */
  styleHashes: readonly string[];
  /** the `Link` header that starts the style sheets and the first banner with the response's headers (empty: none) */
  preloads: string;
  /** a digest of the document's bytes: with the encoding, the ETag a returning browser revalidates with */
  digest: string;
}

/** The address of the SSR bundle in a build (vite.config.ts `ssrConfig`). */
export const shellBundlePath = (staticDir: string) => join(staticDir, 'server', 'entry-server.js');

/** The cookie the site writes whenever the language is chosen (src/shared/i18n/language.ts `LANGUAGE_COOKIE`). */
export const LANGUAGE_COOKIE = 'locale';

const ROOT = '<div id="root"></div>';

/** The value of a cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Keeps the visitor's last press on a button of the server's markup until
 * the app can answer it (`window.__earlyInput`, read by src/app/early-input.ts:
 * pressed again once hydrated, the login popup's code fetched at once), and
 * shows the login dialog's inert copy (`EARLY_LOGIN_SCRIPT`) on a press of
 * Log in until the app can open its own (`window.__earlyLogin`).
 * Starts the site's JavaScript once the parser has reached the first banner
 * (`img[fetchpriority=high]` in #root), whose request has left by then: not
 * before it, where ~200 KB of scripts would share a slow connection with the
 * largest paint, and not after the whole page's markup (the server-rendered
 * home page's tiles take the parser about half a second more on a slowed
 * CPU). A page without such a banner starts them when the document is
 * parsed. Sits before #root, after the `app-scripts` data block it reads;
 * allowed by its CSP hash.
 */
export const SCRIPT_LOADER = `(function () {
  // a press on the server's markup before the app can answer it (a button does nothing until hydrated):
  // kept, the last one, for the app to press again once hydrated (src/app/early-input.ts)
  var early = (window.__earlyInput = { target: null, listeners: [] });
  function press(event) {
    var button = event.target && event.target.closest ? event.target.closest('#root button') : null;
    if (!button) return;
    early.target = button;
    early.listeners.forEach(function (listener) { listener(button); });
  }
  document.addEventListener('click', press, true);
  early.stop = function () { document.removeEventListener('click', press, true); };
  // the login dialog before the app: the server's inert copy of it (EARLY_LOGIN), shown on a press of Log in
  // until the app can open its own, which then takes its place with what was typed (the app stops this)
  var login = (window.__earlyLogin = {});
  function openLogin(event) {
    var button = event.target && event.target.closest ? event.target.closest('#root [data-early-login]') : null;
    if (!button || document.getElementById('early-login') || hasSession()) return;
    login.opener = button;
    showLogin();
  }
  function showLogin() {
    var copy = document.getElementById('early-login-template');
    // the copy follows the page's markup: pressed before the parser reached it, shown once it has
    if (!copy && document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', showLogin);
    if (copy && !document.getElementById('early-login')) document.body.appendChild(document.importNode(copy.content, true));
  }
  // a member's tab (the app keeps the session's token in session storage): the press waits for the app
  function hasSession() {
    try { return Boolean(sessionStorage.getItem('token')); } catch (error) { return false; }
  }
  document.addEventListener('click', openLogin, true);
  login.stop = function () { document.removeEventListener('click', openLogin, true); };
  // the login popup's files, fetched at once when a visitor reaches for Log in or Register (a pointer over
  // it, a touch, the focus, a press), before the app has run or while the tiles' artwork shares the link
  var loginFetched = false;
  function reach(event) {
    if (loginFetched || !event.target || !event.target.closest) return;
    // a game's tile opens the dialog too, for a visitor: fetched on its press, not on a pointer passing over it
    var pressed = event.type === 'click' || event.type === 'touchstart';
    if (!event.target.closest('#root [data-intent="login"]') && !(pressed && event.target.closest('#root [data-early-login]'))) return;
    loginFetched = true;
    var login = JSON.parse(document.getElementById('app-scripts').textContent).login;
    if (!login) return;
    var links = document.createDocumentFragment();
    var linked = function (href) { return document.querySelector('link[href="' + href + '"]'); };
    login.scripts.forEach(function (href) {
      if (linked(href)) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    });
    login.styles.forEach(function (href) {
      if (linked(href)) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'style');
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
  }
  ['pointerover', 'touchstart', 'focusin', 'click'].forEach(function (type) {
    document.addEventListener(type, reach, { capture: true, passive: true });
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = JSON.parse(document.getElementById('app-scripts').textContent);
    // one insertion into <head>, not one per script (each costs the parser's document a style check)
    var all = document.createDocumentFragment();
    list.preload.concat([list.entry]).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      all.appendChild(link);
    });
    document.head.appendChild(all);
    // the libraries, the lobby's code, then the entry: each script inserted once the one before has run, so
    // each is evaluated in a task of its own instead of the whole graph in one long task (all are fetching)
    var order = list.first.concat([list.entry]);
    (function next() {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = order.shift();
      if (order.length) script.onload = script.onerror = next;
      document.head.appendChild(script);
    })();
  }
  if (document.readyState !== 'loading') return start();
  var banner = function () { return document.querySelector('#root img[fetchpriority="high"]'); };
  var observer = new MutationObserver(function () {
    if (banner()) {
      observer.disconnect();
      start();
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
    start();
  });
})();`;

/**
 * What the server's copy of the login dialog does once SCRIPT_LOADER has shown it (it runs when the
 * loader inserts the copy: inert until then, in a <template> after #root, allowed by its CSP hash).
 * Focus on the username (or the remembered user's, as the app's form has it from the remember-me
 * cookies), kept inside by Tab; ×, Escape and the veil close it, and the focus returns to Log in. The
 * password's eye shows what was typed. Any other press (Log in, a tab, Register…) is kept, the last, in
 * `__earlyLogin.pressed` (its button's index in the dialog), the submit shown busy: the app's popup,
 * when it takes over (src/features/identity/early-login-takeover.ts), moves the values, the focus and
 * the caret into its own fields and presses the same button. A remembered mobile number: the app's
 * dialog opens on the text-message login, which this copy does not have; it stays closed, and the
 * press is answered once the app runs, as any early press.
 */
export const EARLY_LOGIN_SCRIPT = `(function () {
  var login = window.__earlyLogin;
  var wrapper = document.getElementById('early-login');
  var dialog = wrapper.querySelector('[role="dialog"]');
  var overlay = dialog.parentNode;
  var form = dialog.querySelector('form');
  var field = function (name) { return form.elements.namedItem(name); };
  var buttons = function () { return Array.prototype.slice.call(dialog.querySelectorAll('button')); };
  function close(focusBack) {
    wrapper.remove();
    var early = window.__earlyInput;
    if (early && early.target === login.opener) early.target = null;
    login.pressed = null;
    if (focusBack && login.opener) login.opener.focus();
    // a real popup on its way (the app ran meanwhile) is not wanted any more
    document.dispatchEvent(new Event('early-login-closed'));
  }
  var cookies = {};
  document.cookie.split(';').forEach(function (pair) {
    var at = pair.indexOf('=');
    try { cookies[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1)); } catch (e) {}
  });
  var remembered = cookies.loginRemember === '1';
  if (remembered && cookies.loginTypeSms && dialog.querySelectorAll('[role="tablist"]').length > 1) return wrapper.remove();
  if (remembered && cookies.lastUser) field('username').value = cookies.lastUser;
  field('remember').checked = remembered && Boolean(cookies.lastUser || cookies.loginTypeSms);
  login.pressed = null;
  (dialog.querySelector('[data-autofocus]') || dialog).focus();
  overlay.addEventListener('mousedown', function (event) {
    if (event.target !== overlay) return;
    // the press's own focus change would take the focus from Log in again
    event.preventDefault();
    close(true);
  });
  var focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  wrapper.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      return close(true);
    }
    var items = dialog.querySelectorAll(focusable);
    if (event.key !== 'Tab' || !items.length) return;
    var first = items[0], last = items[items.length - 1];
    if (event.shiftKey ? document.activeElement === first || document.activeElement === dialog : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  dialog.addEventListener('click', function (event) {
    var button = event.target.closest ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    if (button === buttons()[0]) return close(true);
    if (button.hasAttribute('aria-pressed')) {
      var shown = button.getAttribute('aria-pressed') !== 'true';
      button.setAttribute('aria-pressed', String(shown));
      field('password').type = shown ? 'text' : 'password';
      return;
    }
    login.pressed = buttons().indexOf(button);
    if (button.type !== 'submit') return;
    var spinner = document.createElement('span');
    spinner.className = button.getAttribute('data-spinner');
    spinner.setAttribute('aria-hidden', 'true');
    button.insertBefore(spinner, button.firstChild);
    button.setAttribute('aria-busy', 'true');
    button.disabled = true;
  });
})();`;

/** Top-level blocks of a style sheet: each rule or at-rule's prelude and body. */
function cssBlocks(css: string): { prelude: string; body: string }[] {
  const blocks: { prelude: string; body: string }[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let end = open + 1;
    for (; end < css.length && depth > 0; end++) {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}') depth -= 1;
    }
    // a statement before the block (`@charset "…";`) is not its prelude
    blocks.push({ prelude: css.slice(at, open).split(';').pop()?.trim() ?? '', body: css.slice(open + 1, end - 1) });
    at = end;
  }
  return blocks;
}

/** A selector list's selectors (commas inside parentheses are not separators). */
function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(prelude.slice(start).trim());
  return selectors;
}

/**
 * The rules of `css` that style `markup`: the selectors whose every class the markup uses (its
 * `class` and `data-spinner` attributes), inside the media queries they sit in, with the keyframes
 * they name. The login dialog's copy carries these few of the popup's sheets (about a fifth of them).
 */
export function rulesFor(css: string, markup: string): string {
  const classes = new Set([...markup.matchAll(/\s(?:class|data-spinner)="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)));
  const keyframes: { name: string; text: string }[] = [];
  const prune = (text: string): string => {
    let kept = '';
    for (const { prelude, body } of cssBlocks(text)) {
      if (/^@(media|supports|layer|container)\b/.test(prelude)) {
        const inner = prune(body);
        if (inner) kept += `${prelude}{${inner}}`;
      } else if (/^@(-webkit-)?keyframes\s/.test(prelude)) {
        keyframes.push({ name: prelude.split(/\s+/)[1] ?? '', text: `${prelude}{${body}}` });
      } else if (!prelude.startsWith('@')) {
        const used = selectorsOf(prelude).filter((selector) => {
          const names = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');
          return names.length > 0 && names.every((name) => classes.has(name));
        });
        if (used.length) kept += `${used.join(',')}{${body}}`;
      }
    }
    return kept;
  };
  const rules = prune(css);
  const named = keyframes.filter(({ name }) => name && new RegExp(`[\\s:,]${name.replace(/[^\w-]/g, '')}[\\s;},]`).test(rules));
  return rules + named.map(({ text }) => text).join('');
}

/**
 * The chunks the entry imports that SCRIPT_LOADER runs before it, one task
 * each, in this order: the libraries, then the lobby's shared code (the
 * groups of vite.config.ts's codeSplitting, which are also the ones with
 * V8's compile hint). Evaluated in one task with the entry they took about
 * 220 ms at CPU ×4; in three, none passes about 120 (docs/performance.md,
 * "Blocking time").
 */
export const FIRST_SCREEN_CHUNKS = ['react', 'router', 'vendor', 'lobby'] as const;

/** A chunk file of the build by its name: `/res/js/<name>-<8-character hash>.js`. */
const chunkFile = (name: string) => new RegExp(`/res/js/${name}-[\\w-]{8}\\.js$`);

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STYLE_SHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** An entry of Vite's build manifest (.vite/manifest.json), as far as the shell reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A page group's files: its chunk and every chunk it imports statically, and their style sheets (absolute addresses). */
export interface GroupFiles {
  scripts: string[];
  styles: string[];
}

/** The files of a page group's chunk and of every chunk it imports statically, with their style sheets. */
export function chunksOfGroup(chunks: Record<string, ManifestChunk>, group: string): GroupFiles {
  return chunksFrom(chunks, Object.keys(chunks).find((key) => chunks[key]?.file.startsWith(`res/js/group-${group}-`)));
}

/** The files of a page group's chunk and of the modules its page loads on demand that the address shows, each once. */
export function chunksOfPage(chunks: Record<string, ManifestChunk>, group: string, modules: readonly string[]): GroupFiles {
  const parts = [chunksOfGroup(chunks, group), ...modules.map((module) => chunksFrom(chunks, chunks[module] ? module : undefined))];
  return { scripts: [...new Set(parts.flatMap((p) => p.scripts))], styles: [...new Set(parts.flatMap((p) => p.styles))] };
}

/** The login popup's module (src/app/modal-host.tsx loads it): its files are fetched the moment a visitor reaches for Log in. */
export const LOGIN_POPUP_MODULE = 'src/features/identity/login-popup.tsx';

/** The files of the login popup's chunk and of every chunk it imports statically, with their style sheets. */
export function chunksOfLoginPopup(chunks: Record<string, ManifestChunk>): GroupFiles {
  return chunksFrom(chunks, chunks[LOGIN_POPUP_MODULE] ? LOGIN_POPUP_MODULE : undefined);
}

function chunksFrom(chunks: Record<string, ManifestChunk>, start: string | undefined): GroupFiles {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) styles.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (start) visit(start);
  return { scripts, styles: [...styles] };
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the rendered shell inside #root, the data block after it,
 * the language on <html>, and the build's scripts started by SCRIPT_LOADER
 * (before #root) instead of from <head>. A page rendered whole (`rendered.wholePage`) gets
 * its page group's style sheets linked in <head> too: without them its
 * markup would show unstyled, then move when its chunk brought them (Vite's
 * loader does not add a sheet the document already links). Null when the
 * template is not the one expected.
 */
export function composeDocument(
  template: string,
  rendered: { html: string; state: string; lang: string; wholePage?: boolean; earlyLogin?: string },
  page: GroupFiles = { scripts: [], styles: [] },
  login: GroupFiles = { scripts: [], styles: [] },
  loginSheets: Readonly<Record<string, string>> = {},
): string | null {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!template.includes(ROOT) || !entry || !template.includes('</head>')) return null;
  const linked = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  // the page's own chunks load with the entry's, not after it has run and asked for them
  const preload = [...new Set([...linked, ...page.scripts])].filter((href) => href !== entry);
  const sheets = new Set([...template.matchAll(STYLE_SHEET)].map((m) => m[1] ?? ''));
  const pageSheets = rendered.wholePage ? page.styles.filter((href) => !sheets.has(href)) : [];
  const first = FIRST_SCREEN_CHUNKS.flatMap((name) => preload.filter((href) => chunkFile(name).test(href)));
  // the login popup's files the document does not load anyway: fetched when a visitor reaches for Log in
  const loginFiles = {
    scripts: login.scripts.filter((href) => href !== entry && !preload.includes(href)),
    styles: login.styles.filter((href) => !sheets.has(href) && !pageSheets.includes(href)),
  };
  const loader = `<script type="application/json" id="app-scripts">${escapeJson({ entry, preload, first, login: loginFiles })}</script><script>${SCRIPT_LOADER}</script>`;
  // after the page's markup: its bytes do not hold up the first paint
  const earlyLogin = earlyLoginTemplate(rendered.earlyLogin, login, loginFiles.styles, loginSheets);
  const state = `<script type="application/json" id="preloaded-state">${rendered.state}</script>`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${pageSheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')}</head>`)
    .replace(ROOT, () => `${loader}<div id="root">${rendered.html}</div>${earlyLogin}${state}`)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${rendered.lang}"`);
}

/**
 * The login dialog's inert copy (`EARLY_LOGIN_SCRIPT`), after #root: its markup as the SSR bundle rendered
 * it, the rules of the popup's sheets it needs (those the document does not link), its script. Empty when
 * the build has no login popup or a sheet of it could not be read: a dialog without its look is not shown.
 */
function earlyLoginTemplate(markup: string | undefined, login: GroupFiles, unlinked: readonly string[], sheets: Readonly<Record<string, string>>): string {
  if (!markup || login.scripts.length === 0 || unlinked.some((href) => sheets[href] === undefined)) return '';
  // the page under it does not scroll while it is open (as under the app's dialogs)
  const css = `body{overflow:hidden}${unlinked.map((href) => rulesFor(sheets[href] ?? '', markup)).join('')}`;
  return `<template id="early-login-template"><div id="early-login"><style>${css}</style>${markup}<script>${EARLY_LOGIN_SCRIPT}</script></div></template>`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The document's style sheets and its first banner (the largest paint) as a
 * `Link` header: the browser starts them when the headers arrive, instead of
 * when its parser has committed the navigation and scanned the head (about
 * 0.3 s later under a slowed CPU). Not the scripts: they wait for the
 * banner's request (SCRIPT_LOADER). Chrome takes 103 Early Hints over HTTP/2
 * only, so the final response carries them.
 */
export function preloadHeader(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(STYLE_SHEET)].map((m) => `<${m[1]}>; rel=preload; as=style; crossorigin`);
  const banner = html.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/i)?.[0];
  const attribute = (name: string) => banner?.match(new RegExp(`\\s${name}="([^"]+)"`, 'i'))?.[1]?.replace(/&amp;/g, '&');
  const src = attribute('src');
  if (src && /^\/[^\s<>"]*$/.test(src)) {
    // with its srcset and sizes, so the browser preloads the copy the <img> will pick, not the largest
    const srcset = attribute('srcset');
    const sizes = attribute('sizes');
    const responsive = srcset && sizes && /^[^"\\<>]*$/.test(srcset + sizes) ? `; imagesrcset="${srcset}"; imagesizes="${sizes}"` : '';
    links.push(`<${src}>; rel=preload; as=image; fetchpriority=high${responsive}`);
  }
  return links.join(', ');
}

async function encodings(html: string): Promise<ShellDocument> {
  const identity = Buffer.from(html, 'utf8');
  const scriptHashes = inlineScriptHashes(html);
  const preloads = preloadHeader(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, gzip: gz, br, scriptHashes, styleHashes: inlineStyleHashes(html), preloads, digest: createHash('sha256').update(identity).digest('base64url').slice(0, 22) };
}

type Level = WeakMap<object, Level | Map<string, Promise<ShellDocument | null>>>;

/** The key of a level's renders in the RenderCache. */
const RENDERS = {};

/**
 * Renders kept by the identity of the cached data they were made of (a
 * WeakMap per part: a newer version of any part is a new entry, and the old
 * ones go with the data), then by language and route.
 */
class RenderCache {
  private readonly roots: Level = new WeakMap();

  get(parts: readonly object[], key: string, make: () => Promise<ShellDocument | null>): Promise<ShellDocument | null> {
    let level = this.roots;
    for (const part of parts) {
      let next = level.get(part) as Level | undefined;
      if (!next) level.set(part, (next = new WeakMap()));
      level = next;
    }
    // the renders sit under a key of their own: a list of parts may be the start of a longer one (a page's
    // skeleton is kept by the shell's parts, the same page rendered whole by those and its answers')
    let byKey = level.get(RENDERS) as Map<string, Promise<ShellDocument | null>> | undefined;
    if (!byKey) level.set(RENDERS, (byKey = new Map()));
    let rendered = byKey.get(key);
    if (!rendered) {
      rendered = make();
      byKey.set(key, rendered);
    }
    return rendered;
  }
}

export interface SiteShell {
  /** The site's document for this page navigation with the shell rendered in, or null for the plain index.html. */
  document(request: { url: string; ip: string; cookie: string | undefined }, merchant: Merchant | null): Promise<ShellDocument | null>;
}

/**
 * The shell renderer of a build folder. `source` gives the data; without a
 * bundle in the build, every answer is null (the plain document).
 */
export function siteShell(staticDir: string, source: FirstScreenSource, log: FastifyBaseLogger): SiteShell {
  const bundlePath = shellBundlePath(staticDir);
  const templatePath = join(staticDir, 'index.html');
  let bundle: { version: string; module: Promise<ShellBundle | null> } | null = null;
  let template: { version: string; text: Promise<string>; renders: RenderCache } | null = null;
  let failureLogged = false;

  const failedOnce = (error: unknown, message: string) => {
    if (failureLogged) return;
    failureLogged = true;
    log.error({ err: error }, message);
  };

  /** The bundle, imported again when a build rewrites it (a server left running across `npm run build`). */
  const loadBundle = async (): Promise<ShellBundle | null> => {
    let version = 'missing';
    try {
      const info = await stat(bundlePath);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      // no bundle in this build
    }
    if (bundle?.version !== version) {
      bundle = {
        version,
        module: (async () => {
          if (version === 'missing') {
            log.warn({ bundlePath }, 'no server-side render of the shell in this build (run `npm run build`): serving the plain index.html');
            return null;
          }
          try {
            return (await import(`${pathToFileURL(bundlePath).href}?v=${encodeURIComponent(version)}`)) as ShellBundle;
          } catch (error) {
            failedOnce(error, 'the shell bundle could not be loaded: serving the plain index.html');
            return null;
          }
        })(),
      };
    }
    return bundle.module;
  };

  /** index.html, read again when a build rewrites it (its renders go with it). */
  const currentTemplate = async () => {
    const info = await stat(templatePath);
    const version = `${info.mtimeMs}:${info.size}`;
    if (template?.version !== version) template = { version, text: readFile(templatePath, 'utf8'), renders: new RenderCache() };
    return template;
  };

  /** The build's chunk graph, read again with the template (the same build writes both). */
  let manifest: { version: string; chunks: Promise<Record<string, ManifestChunk>> } | null = null;
  const manifestChunks = async (pick: (chunks: Record<string, ManifestChunk>) => GroupFiles): Promise<GroupFiles> => {
    const path = join(staticDir, '.vite', 'manifest.json');
    try {
      const info = await stat(path);
      const version = `${info.mtimeMs}:${info.size}`;
      if (manifest?.version !== version) {
        manifest = { version, chunks: readFile(path, 'utf8').then((text) => JSON.parse(text) as Record<string, ManifestChunk>) };
      }
      return pick(await manifest.chunks);
    } catch {
      // a build without its manifest: the page's chunks load when the entry asks for them
      return { scripts: [], styles: [] };
    }
  };

  /** The text of the build's style sheets by address (for the login dialog's copy); a sheet that cannot be read is left out. */
  const sheetsOf = async (hrefs: readonly string[]): Promise<Record<string, string>> => {
    const texts = await Promise.all(hrefs.map((href) => readFile(join(staticDir, href), 'utf8').catch(() => undefined)));
    return Object.fromEntries(hrefs.flatMap((href, i) => (texts[i] === undefined ? [] : [[href, texts[i]]])));
  };

  // the first page load should not wait for the bundle's import (react-dom/server and the site's modules)
  void loadBundle();

  return {
    async document(request, merchant) {
      if (!merchant) return null;
      try {
        const shell = await loadBundle();
        if (!shell) return null;
        const chosen = cookieValue(request.cookie, LANGUAGE_COOKIE);
        const language = chosen && shell.isSupportedLanguage(chosen) ? chosen : shell.isSupportedLanguage(merchant.defaultLanguage) ? merchant.defaultLanguage : 'TY';
        const [data, page] = await Promise.all([source.screen(merchant, request.ip, language), currentTemplate()]);
        if (!data) return null;
        // one render per route and page calls (a query the page does not read and a route's parameters do not
        // change the shell); an unknown address gets the plain document, so no address typed at random costs a render
        const [path = '/', query = ''] = request.url.split(/\?(.*)/s);
        const route = shell.shellRouteOf(path);
        if (route === null) return null;
        const url = query ? `${path}?${query}` : path;
        // a page rendered whole: its calls as it makes them, answered as the API answers a visitor
        const calls = shell.shellPageCalls(url, { language, status: data.status, vendors: data.vendors });
        const answers = calls ? await source.page(merchant, calls) : null;
        const pageQueries = calls && answers ? calls.map((call, i) => ({ ...call, value: answers.values[i] })) : null;
        // what the page shows: its path, or the part of the query it reads (a lottery game's code and play
        // type, only as the game has it: a play type typed at random is the game's default, one render)
        const address = pageQueries && shell.shellPageAddress ? shell.shellPageAddress(url, pageQueries) : path;
        const key = `${language} ${route} ${pageQueries ? `${address} ${JSON.stringify(calls)}` : 'skeleton'}`;
        return await page.renders.get([...data.parts, ...(answers?.parts ?? [])], key, async () => {
          try {
            const rendered = await shell.renderShell({
              language,
              status: data.status,
              homeNotice: data.homeNotice,
              vendors: data.vendors,
              translations: await shell.loadLocale(language),
              // what the page shows does not depend on the rest of the query (shellPageAddress said so)
              url: address,
              page: pageQueries,
            });
            const group = shell.shellPageGroupOf(path);
            const [groupFiles, loginFiles] = await Promise.all([
              group ? manifestChunks((chunks) => chunksOfPage(chunks, group, pageQueries ? (shell.shellPageModules?.(address) ?? []) : [])) : undefined,
              manifestChunks(chunksOfLoginPopup),
            ]);
            const html = composeDocument(await page.text, rendered, groupFiles, loginFiles, await sheetsOf(loginFiles.styles));
            return html === null ? null : await encodings(html);
          } catch (error) {
            failedOnce(error, 'the shell could not be rendered: serving the plain index.html');
            return null;
          }
        });
      } catch (error) {
        failedOnce(error, 'the shell could not be rendered: serving the plain index.html');
        return null;
      }
    },
  };
}
