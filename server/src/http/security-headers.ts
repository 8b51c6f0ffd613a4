import { createHash } from 'node:crypto';

/**
 * The headers of the site's HTML documents (docs/security.md, "Framing and
 * injected code"): a strict Content-Security-Policy, framing by this site
 * only, no powerful browser feature, its own browsing context group, and
 * HSTS over https.
 */

export interface DocumentPolicyOptions {
  /** sha256 sources of the document's inline scripts (`inlineScriptHashes`) */
  scriptHashes: readonly string[];
  /** sha256 sources of the document's inline style sheets (`inlineStyleHashes`: the login dialog's copy) */
  styleHashes?: readonly string[];
  /** origins of the brand's image hosts (`imageCDNs`) */
  imageHosts: readonly string[];
  /** origins the game frame may show (`launchGameCDNs`) */
  launchHosts: readonly string[];
  /** origins of the brand's mirror domains: the speed test times a request to each (`mirrorOrigins`) */
  mirrorHosts?: readonly string[];
  /** the Firebase project when sign-in through it is configured: its hosts are allowed then only */
  firebaseProjectId?: string | undefined;
  /** the Auth emulator's host:port, in development */
  firebaseEmulatorHost?: string | undefined;
  /**
   * `site` (default): the player's site, framed by itself only, showing game
   * frames. `console`: the operator console, framed by nothing and framing
   * nothing.
   */
  document?: DocumentKind;
}

/** The two single-page documents the server sends: the player's site (index.html) and the operator console (operator.html). */
export type DocumentKind = 'site' | 'console';

/** The origin of a configured host ("https://img1.example.com/" → "https://img1.example.com"), or null. */
export function originOf(host: string): string | null {
  try {
    const url = new URL(host);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

const origins = (hosts: readonly string[]) => hosts.map(originOf).filter((o): o is string => o !== null);

/**
 * The `type` values the browser runs (classic scripts, `module`) or reads
 * under script-src (`importmap`, `speculationrules`); any other type is a
 * data block the browser never runs.
 */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Whether a script element's attributes make it code the browser runs (a data block such as `application/json` is not). */
function runsAsScript(attributes: string): boolean {
  const type = attributes.match(/\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return SCRIPT_TYPES.has(value) || /^text\/javascript1\.[0-5]$/.test(value);
}

/**
 * The sha256 CSP sources of the inline scripts (no `src`) of an HTML document,
 * in order, as the browser hashes them: the text between the tags, with the
 * line breaks the HTML parser normalises (CRLF, CR → LF), in UTF-8. Data
 * blocks (`<script type="application/json">`, the preloaded state of the
 * server-rendered shell) are never run, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const text = html.replace(/\r\n?/g, '\n');
  for (const match of text.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || !runsAsScript(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The sha256 sources of a document's inline `<style>` elements (the server's copy of the login dialog has one). */
export function inlineStyleHashes(html: string): string[] {
  const text = html.replace(/\r\n?/g, '\n');
  const hashes = [...text.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

export function documentPolicy(options: DocumentPolicyOptions): string {
  // the console frames nothing and signs in with no third party
  const framed = (options.document ?? 'site') === 'site';
  const firebase = framed && options.firebaseProjectId !== undefined;
  const emulator = framed && options.firebaseEmulatorHost ? [`http://${options.firebaseEmulatorHost}`] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...options.scriptHashes,
      // sign-in with Google and phone verification load Google's scripts (only when configured)
      ...(firebase ? ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : []),
    ],
    'style-src': ["'self'", ...(options.styleHashes ?? [])],
    'img-src': ["'self'", 'data:', 'blob:', ...origins(options.imageHosts)],
    // the site's own fonts only (it ships none today: system fonts)
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      // the mirrors page's speed test (a no-cookie GET of /wps/system/ping on each mirror)
      ...(framed ? origins(options.mirrorHosts ?? []) : []),
      ...(firebase ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'] : []),
      ...emulator,
    ],
    'frame-src': framed
      ? [
          "'self'",
          ...origins(options.launchHosts),
          ...(firebase ? [`https://${options.firebaseProjectId}.firebaseapp.com`, 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : []),
          // the emulator serves the sign-in helper frame too
          ...emulator,
        ]
      : ["'none'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framed ? "'self'" : "'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Browser features the site never uses: refused to it and to every frame it shows. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** HSTS for a year, subdomains included: sent only on an answer that came over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface HeaderTarget {
  header(name: string, value: string): unknown;
}

/** The headers every HTML document of the site (and, stricter, of the operator console) carries. */
export function applyDocumentHeaders(reply: HeaderTarget, policy: string, overHttps: boolean, document: DocumentKind = 'site'): void {
  reply.header('content-security-policy', policy);
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  if (document === 'console') {
    // staff pages: never framed, no popup keeps a handle on them, never in a search engine
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-robots-tag', 'noindex, nofollow');
  } else {
    reply.header('x-frame-options', 'SAMEORIGIN');
    // its own browsing context group, but a popup it opens keeps its opener: sign-in with Google or
    // Facebook (Firebase's signInWithPopup) watches its popup and would fail under plain same-origin
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  }
  if (overHttps) reply.header('strict-transport-security', HSTS);
}
