import DOMPurify from 'dompurify';

/**
 * Announcement, promotion and help content is HTML written by operators and
 * sent by the server: it is sanitised before it is shown, down to what that
 * content needs (docs/security.md, "Operator HTML").
 *
 * The allow-list:
 * - tags: p, br, hr, strong, b, em, i, u, s, small, sub, sup, span, h2, h3,
 *   h4, ul, ol, li, blockquote, a, img, table, caption, thead, tbody, tfoot,
 *   tr, th, td;
 * - attributes: href (a), src, alt, width, height (img), colspan, rowspan
 *   (th, td), title. No `style` (no overlay over the page), no `class`, no
 *   `id` or `name` (no clobbering of `window` or `document` properties), no
 *   event handler;
 * - links: http, https, mailto, tel, and paths of this site ("/…", never
 *   "//…" or "/\…"); they open in a new tab without an opener or a
 *   referrer; any other address (javascript:, data:, …) loses its href;
 * - images: this site (a relative address or this origin) and the image
 *   hosts the caller passes (`sanitizeHtml(html, { imageHosts })`, the site
 *   settings' `imageCDNs`: shared code does not read the store) only. The
 *   address is read as the browser reads it (relative to the page, a
 *   backslash as a slash), and any other image (another host, `data:`,
 *   `blob:`) is removed with its element.
 *
 * The sanitiser has its own DOMPurify instance, so its hook never acts on
 * another user of DOMPurify, and the image hosts of one call never reach
 * another.
 */
export const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'h2', 'h3', 'h4',
  'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'title'];

/**
 * http(s), mailto, tel, or a path of this site: "/…" but neither "//host…"
 * nor "/\host…" (browsers read a backslash there as a slash: another host).
 */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;

export interface SanitizeOptions {
  /** origins images may come from besides this site (the site settings' `imageCDNs`) */
  imageHosts?: readonly string[];
}

function originOf(url: string, base?: string): string | null {
  try {
    const origin = new URL(url, base).origin;
    // data:, blob: and other opaque addresses have no origin to allow
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The image origins of the call being sanitised. A call is synchronous, so
 * no other call can interleave; it is set at the start of each call and
 * cleared at its end, so no call sees the hosts of another.
 */
let allowedImageOrigins: ReadonlySet<string> = new Set<string>();

/**
 * An image stays when its address, read as the browser reads it (relative to
 * this page), is on this site or on an image host.
 */
function imageAllowed(src: string): boolean {
  if (!src) return false;
  const here = window.location.href;
  const origin = originOf(src, here);
  return origin !== null && (origin === originOf(here) || allowedImageOrigins.has(origin));
}

/**
 * A DOMPurify instance of its own: its hook applies to this sanitiser only,
 * never to another user of DOMPurify's shared instance. Made at the first
 * call (it needs the page's `window`).
 */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !imageAllowed(node.getAttribute('src') ?? '')) {
      node.remove();
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const purify = getPurifier();
  allowedImageOrigins = new Set((options.imageHosts ?? []).map((host) => originOf(host)).filter((o): o is string => o !== null));
  try {
    return purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      // attributes that are not addresses (DOMPurify checks every other value against the address rule)
      ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      // belt and braces: no id or name is allowed at all, and none could clobber a property if it were
      SANITIZE_DOM: true,
      SANITIZE_NAMED_PROPS: true,
    });
  } finally {
    allowedImageOrigins = new Set<string>();
  }
}
