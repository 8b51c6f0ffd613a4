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
    document.head.innerHTML = '';
    document.body.innerHTML = '';
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

  it('inserts the entry at once when nothing runs before it', () => {
    runLoader({ entry: '/res/js/index-a.js', preload: ['/res/js/other-b.js'], first: [] });
    expect(inserted()).toEqual(['/res/js/index-a.js']);
    expect(preloaded()).toEqual(['/res/js/other-b.js', '/res/js/index-a.js']);
  });
});
