import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePageGroup } from '@/app/page-groups';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  classifyChunkError,
  guardChunk,
  reloadOnceForNewDeploy,
} from '@/shared/lib/chunk-guard';

afterEach(() => vi.useRealTimers());

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

  it('a missing chunk reloads the page once and still shows a way out', async () => {
    const group = definePageGroup('seamless', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /res/js/seamless-old.js')),
    );
    const { Component } = await group.route();
    render(<Component />);
    expect(await screen.findByRole('alert')).toHaveTextContent('updated while you were away');
    // the reload was asked for once and stamped, so a second failure does not loop
    expect(Number(window.sessionStorage.getItem('chunkReloadAt'))).toBeGreaterThan(0);
  });
});
