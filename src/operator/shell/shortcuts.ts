import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ConsolePage } from '../pages';

/** Whether a key press belongs to a field being typed in. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Keys of a console used all day: `/` goes to the page's search field
 * (`data-console-search`), `g` then a page's shortcut opens that page.
 */
export function useShortcuts(pages: readonly ConsolePage[]): void {
  const navigate = useNavigate();
  useEffect(() => {
    let awaitingPage = false;
    let reset: ReturnType<typeof setTimeout> | undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (awaitingPage) {
        awaitingPage = false;
        clearTimeout(reset);
        const page = pages.find((p) => p.nav?.shortcut === event.key.toLowerCase());
        if (page) {
          event.preventDefault();
          void navigate(`/${page.path}`);
        }
        return;
      }
      if (event.key === '/') {
        const search = document.querySelector<HTMLElement>('[data-console-search]');
        if (search) {
          event.preventDefault();
          search.focus();
        }
      } else if (event.key === 'g') {
        awaitingPage = true;
        reset = setTimeout(() => (awaitingPage = false), 1500);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      clearTimeout(reset);
    };
  }, [navigate, pages]);
}
