import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePageGroup, deployRecovery, listenForPreloadErrors } from '@/app/page-groups';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  classifyChunkError,
  guardChunk,
  reloadOnceForNewDeploy,
} from '@/shared/lib/chunk-guard';

afterEach(() => vi.useRealTimers());

/** jsdom cannot navigate: count the reloads instead. */
function watchReloads() {
  const reload = vi.fn();
  deployRecovery.reload = reload;
  deployRecovery.reloading = false;
  return reload;
}

/** An import as Vite's preload helper runs it: it announces the failure, and a cancelled event resolves to undefined. */
function viteImport(error: Error): () => Promise<{ Component: () => null }> {
  return () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    Object.assign(event, { payload: error });
    window.dispatchEvent(event);
    return event.defaultPrevented ? Promise.resolve(undefined as never) : Promise.reject(error);
  };
}

describe('chunk guard', () => {
  it('waits 120 000 ms, then fails with a timeout ChunkLoadError', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = guardChunk('egame', () => never).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', kind: 'timeout', group: 'egame' });
  });

  it('classifies a removed chunk as missing and anything else as other', () => {
    expect(classifyChunkError(new TypeError('Failed to fetch dynamically imported module: /res/js/egame-1.js'), 'egame').kind).toBe(
      'missing',
    );
    expect(classifyChunkError(new TypeError('Importing a module script failed.'), 'promo').kind).toBe('missing');
    expect(classifyChunkError(new SyntaxError('Unexpected token'), 'promo').kind).toBe('other');
  });

  it('reloads once for a new deploy, not in a loop', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewDeploy(reload, 1_000_000)).toBe(true);
    expect(reloadOnceForNewDeploy(reload, 1_010_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewDeploy(reload, 1_100_000)).toBe(true);
  });

  it('a page group that timed out shows the error with a retry that loads it again', async () => {
    let attempt = 0;
    const group = definePageGroup(
      'promo',
      () => {
        attempt += 1;
        if (attempt === 1) return new Promise(() => undefined);
        return Promise.resolve({ Component: () => <h1>Promotions loaded</h1> });
      },
      50,
    );
    const { Component } = await group.route();
    render(<Component />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Page load timeout, please check your connection.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions loaded' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });

  it('a missing chunk goes straight to one reload, showing only the progress bar', async () => {
    const reload = watchReloads();
    const group = definePageGroup('seamless', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /res/js/seamless-old.js')),
    );
    const { Component } = await group.route();
    render(<Component />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    // stamped, so a failure after the reload does not loop
    expect(Number(window.sessionStorage.getItem('chunkReloadAt'))).toBeGreaterThan(0);
  });

  it('a chunk still missing after the reload shows the error with a retry instead of looping', async () => {
    const reload = watchReloads();
    window.sessionStorage.setItem('chunkReloadAt', String(Date.now() - 5_000));
    const group = definePageGroup('seamless', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /res/js/seamless-old.js')),
    );
    const { Component } = await group.route();
    render(<Component />);
    expect(await screen.findByRole('alert')).toHaveTextContent('updated while you were away');
    expect(reload).not.toHaveBeenCalled();
  });

  describe('vite:preloadError', () => {
    it('is taken as a missing chunk: one reload, no error page, no crash', async () => {
      const reload = watchReloads();
      const stop = listenForPreloadErrors();
      try {
        const lost = new Error('Unable to preload CSS for /res/css/group-promo-old.css');
        const promo = definePageGroup('promo', viteImport(lost));
        const egame = definePageGroup('egame', viteImport(lost));
        // the route's lazy resolves (never rejects), so the router's error page never shows
        const [{ Component: Promo }, { Component: Egame }] = await Promise.all([promo.route(), egame.route()]);
        render(
          <>
            <Promo />
            <Egame />
          </>,
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(screen.getAllByRole('progressbar')).toHaveLength(2);
        expect(screen.queryByRole('alert')).toBeNull();
        expect(reload).toHaveBeenCalledTimes(1);
      } finally {
        stop();
      }
    });

    it('after a reload in the last minute, lets the error through to the retry', async () => {
      const reload = watchReloads();
      window.sessionStorage.setItem('chunkReloadAt', String(Date.now() - 5_000));
      const stop = listenForPreloadErrors();
      try {
        const group = definePageGroup('promo', viteImport(new TypeError('Failed to fetch dynamically imported module: /res/js/p.js')));
        const { Component } = await group.route();
        render(<Component />);
        expect(await screen.findByRole('alert')).toHaveTextContent('updated while you were away');
        expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('data-chunk-error', 'missing');
        expect(reload).not.toHaveBeenCalled();
      } finally {
        stop();
      }
    });
  });
});
