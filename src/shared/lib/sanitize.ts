import DOMPurify from 'dompurify';

/**
 * Announcement, promotion and help content is HTML from the server: it is
 * sanitised before it is shown (no script, no event handler, no javascript:
 * URL), and links open safely in a new tab.
 */
let hooked = false;

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}
