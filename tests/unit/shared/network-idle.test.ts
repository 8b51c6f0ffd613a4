import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNetworkIdle, MAX_WAIT_MS, QUIET_MS, resetNetworkIdle } from '@/shared/lib/network-idle';
import { hydrationEnded, hydrationStarted } from '@/shared/lib/use-hydrated';

/** A PerformanceObserver of resource entries that the test feeds by hand. */
class FakeObserver {
  static supportedEntryTypes = ['resource'];
  static live: FakeObserver[] = [];
  constructor(private readonly callback: () => void) {}
  observe() {
    FakeObserver.live.push(this);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  static resourceFinished() {
    for (const observer of FakeObserver.live) observer.callback();
  }
}

describe('afterNetworkIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    FakeObserver.live = [];
    resetNetworkIdle();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetNetworkIdle();
  });

  const state = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits for a quiet second after the load, and each finished request starts the second again', async () => {
    const done = state(afterNetworkIdle());
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    FakeObserver.resourceFinished();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(done()).toBe(false);
    FakeObserver.resourceFinished();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    expect(FakeObserver.live).toHaveLength(0);
  });

  it('gives up waiting after a few seconds of a network that is never quiet', async () => {
    const done = state(afterNetworkIdle());
    for (let elapsed = 0; elapsed < MAX_WAIT_MS - 500; elapsed += 500) {
      FakeObserver.resourceFinished();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(done()).toBe(true);
  });

  it('waits for the hydration of the server’s page before it listens for a quiet second', async () => {
    hydrationStarted();
    const done = state(afterNetworkIdle());
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(done()).toBe(false);
    hydrationEnded();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(done()).toBe(true);
  });

  it('then waits for the pictures of the first viewport still loading', async () => {
    const picture = document.createElement('img');
    picture.src = '/media/games/a.webp';
    Object.defineProperty(picture, 'complete', { configurable: true, value: false });
    picture.getBoundingClientRect = () => ({ width: 200, height: 200, top: 100, left: 100, bottom: 300, right: 300 }) as DOMRect;
    document.body.append(picture);
    try {
      const done = state(afterNetworkIdle());
      await vi.advanceTimersByTimeAsync(QUIET_MS + 500);
      expect(done()).toBe(false);
      Object.defineProperty(picture, 'complete', { configurable: true, value: true });
      await vi.advanceTimersByTimeAsync(100);
      expect(done()).toBe(true);
    } finally {
      picture.remove();
    }
  });

  it('is one wait for every caller', () => {
    expect(afterNetworkIdle()).toBe(afterNetworkIdle());
  });
});
