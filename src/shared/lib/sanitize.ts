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
 * - links: http, https, mailto, tel, and paths of this site; they open in a
 *   new tab without an opener or a referrer;
 * - images: paths of this site and the image hosts of the site settings
 *   (`imageCDNs`) only; any other image (another host, `data:`) is removed
 *   with its element.
 */
export const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'h2', 'h3', 'h4',
  'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'title'];

/** http(s), mailto, tel, or a path of this site ("/…" but not "//host…"). */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;

export interface SanitizeOptions {
  /** origins images may come from besides this site (the site settings' `imageCDNs`) */
  imageHosts?: readonly string[];
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The image hosts of the call being sanitised (a call is synchronous: no other call can interleave). */
let allowedImageOrigins = new Set<string>();
let hooked = false;

function imageAllowed(src: string): boolean {
  if (/^\/(?!\/)/.test(src)) return true;
  const origin = originOf(src);
  return origin !== null && allowedImageOrigins.has(origin);
}

function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !imageAllowed(node.getAttribute('src') ?? '')) {
      node.remove();
    }
  });
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  installHooks();
  allowedImageOrigins = new Set((options.imageHosts ?? []).map(originOf).filter((o): o is string => o !== null));
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      // attributes that are not addresses (DOMPurify checks every other value against the address rule)
      ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  } finally {
    allowedImageOrigins = new Set();
  }
}
