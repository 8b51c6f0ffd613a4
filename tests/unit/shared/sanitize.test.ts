import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import { announcementSeeds, eachLanguage, promotionSeeds } from '../../../server/src/seed/data/content';
import { helpCenter, helpCenterTranslations } from '../../../server/src/seed/data/help-center';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const hosts = { imageHosts: ['https://img1.lotus.example', 'https://img2.lotus.example/'] };

describe('sanitizeHtml (operator HTML)', () => {
  it('keeps the structure of announcements and help articles', () => {
    const html =
      '<h3>Rules</h3><p>Deposit <strong>100,000 ₫</strong> or more.</p><ol><li>One</li><li><em>Two</em></li></ol>' +
      '<table><tbody><tr><th colspan="2">Tier</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>';
    const root = parse(sanitizeHtml(html));
    expect(root.querySelector('h3')?.textContent).toBe('Rules');
    expect(root.querySelector('p strong')?.textContent).toBe('100,000 ₫');
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
    expect(root.querySelector('th')?.getAttribute('colspan')).toBe('2');
  });

  it('keeps every seeded announcement, promotion and help article, in every language, as it is', () => {
    const contents = [
      ...announcementSeeds.flatMap((a) => [a.content, ...eachLanguage(a.i18n).map(([, t]) => t.content)]),
      ...promotionSeeds.flatMap((p) => [p.content, ...eachLanguage(p.i18n).map(([, t]) => t.content)]),
      ...helpCenter.flatMap((section) => section.articles.map((a) => a.content)),
      ...Object.values(helpCenterTranslations).flatMap((t) => Object.values(t).flatMap((section) => Object.values(section.articles).map((a) => a.content))),
    ];
    expect(contents.length).toBeGreaterThan(50);
    for (const html of contents) {
      // the same elements, attributes and text after sanitising as the browser would build from the original
      expect(parse(sanitizeHtml(html, hosts)).innerHTML).toBe(parse(html).innerHTML);
    }
  });

  it('drops style attributes, so no overlay can cover the page', () => {
    const root = parse(sanitizeHtml('<p style="position:fixed;inset:0;z-index:9999;background:#fff">Win now</p><span style="color:red">x</span>'));
    expect(root.querySelector('[style]')).toBeNull();
    expect(root.textContent).toBe('Win nowx');
    expect(sanitizeHtml('<div style="position:fixed;inset:0"><a href="https://evil.example">Claim</a></div>')).not.toContain('style');
    expect(sanitizeHtml('<style>body{display:none}</style><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('drops id and name attributes, so nothing clobbers window or document properties', () => {
    const out = sanitizeHtml(
      '<img src="/media/a.svg" name="getElementById"><a id="config" href="/x">x</a><p id="token" class="x">y</p>' +
        '<form id="x"><input name="attributes"></form><span name="cookie">z</span>',
    );
    const root = parse(out);
    expect(root.querySelector('[id]')).toBeNull();
    expect(root.querySelector('[name]')).toBeNull();
    expect(root.querySelector('[class]')).toBeNull();
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/media/a.svg');
  });

  it('keeps images of this site and of the image hosts, and removes any other', () => {
    const html =
      '<p><img src="/media/promo.svg" alt="own"><img src="https://img2.lotus.example/media/b.svg" alt="cdn">' +
      '<img src="https://tracker.example/pixel.gif" alt="remote"><img src="//tracker.example/p.gif" alt="protocol-relative">' +
      '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="data"></p>';
    const kept = [...parse(sanitizeHtml(html, hosts)).querySelectorAll('img')].map((img) => img.alt);
    expect(kept).toEqual(['own', 'cdn']);
    // without image hosts, only this site's images stay
    expect([...parse(sanitizeHtml(html)).querySelectorAll('img')].map((img) => img.alt)).toEqual(['own']);
  });

  it('reads image addresses as the browser does: a backslash or a blank is no way to another host', () => {
    const html =
      '<img src="/\\tracker.example/p.gif" alt="backslash"><img src="/&#9;/tracker.example/p.gif" alt="tab">' +
      '<img src="https://img1.lotus.example@tracker.example/p.gif" alt="userinfo"><img src="https://img1.lotus.example.tracker.example/p.gif" alt="suffix">' +
      `<img src="${window.location.origin}/media/own.svg" alt="own origin"><img src="media/relative.svg" alt="relative">` +
      '<img src="blob:https://img1.lotus.example/1" alt="blob">';
    const kept = [...parse(sanitizeHtml(html, hosts)).querySelectorAll('img')].map((img) => img.alt);
    // a path without its leading slash would depend on the page's route: not a path of this site
    expect(kept).toEqual(['own origin']);
  });

  it('keeps no image host from one call to the next', () => {
    const html = '<img src="https://img1.lotus.example/a.svg" alt="cdn">';
    expect(parse(sanitizeHtml(html, hosts)).querySelector('img')).not.toBeNull();
    expect(parse(sanitizeHtml(html)).querySelector('img')).toBeNull();
    expect(parse(sanitizeHtml(html, { imageHosts: ['https://img9.other.example'] })).querySelector('img')).toBeNull();
  });

  it('leaves the shared DOMPurify instance alone', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeHtml('<a href="/x">x</a>');
    expect(DOMPurify.sanitize('<a href="https://a.example/">a</a><img src="https://b.example/i.png">')).toBe(
      '<a href="https://a.example/">a</a><img src="https://b.example/i.png">',
    );
  });

  it('allows only safe links, opened without an opener', () => {
    const root = parse(
      sanitizeHtml(
        '<a href="javascript:alert(1)">a</a><a href="https://help.lotus.example/x">b</a><a href="/promotions?id=2">c</a>' +
          '<a href="mailto:care@lotus.example">d</a><a href="data:text/html,x">e</a><a href="//evil.example">f</a>' +
          '<a href="/\\evil.example">g</a><a href="tel:+84901234567">h</a><a href=" javascript:alert(1)">i</a>',
      ),
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      null,
      'https://help.lotus.example/x',
      '/promotions?id=2',
      'mailto:care@lotus.example',
      null,
      null,
      null,
      'tel:+84901234567',
      null,
    ]);
    for (const a of links.filter((l) => !l.hasAttribute('href'))) expect(a.getAttribute('target')).toBeNull();
    for (const a of links.filter((l) => l.hasAttribute('href'))) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('removes scripts, event handlers, frames, forms and SVG payloads', () => {
    const out = sanitizeHtml(
      '<script>alert(1)</script><img src="/x.svg" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="password"></form><svg><script>alert(1)</script></svg><svg/onload=alert(1)>',
    );
    expect(out).not.toMatch(/script|onerror|onload|<iframe|<form|<input|<svg/i);
    expect(out).toBe('<img src="/x.svg">');
  });
});
