import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLiveChannel, retryDelay, parseLiveEvent } from '@/shared/live/live-channel';
import { tagsOf, ALL_LIVE_TAGS } from '@/features/live/live-tags';
import { startLive } from '@/features/live/start-live';
import { leadOneTab } from '@/shared/live/tab-leader';
import { WithdrawPage } from '@/features/withdraw/withdraw-page';
import { api } from '@/shared/contract/api';
import { LIVE_STREAM_PATH, type LiveEvent } from '@/shared/contract/live-rules';
import { contractHandler } from '../../../mocks/contract-handler';
import { liveMock } from '../../../mocks/handlers/live';
import { buildWithdrawal, buildWithdrawInfo } from '../../../mocks/handlers/withdraw';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

/** A stand-in for the browser's EventSource: the test plays the server's side. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  emit(event: LiveEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  fail() {
    this.onerror?.();
  }
  close() {
    this.closed = true;
  }
}
const Source = FakeEventSource as unknown as typeof EventSource;
const latest = () => FakeEventSource.opened.at(-1)!;

/** Web Locks in one process: the first request holds the lock until its callback settles, the others queue. */
class FakeLocks {
  private held = false;
  private queue: Array<() => void> = [];
  request(_name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: object | null) => Promise<unknown>): Promise<unknown> {
    if (options.ifAvailable && this.held) return Promise.resolve(callback(null));
    return new Promise((resolve, reject) => {
      const run = () => {
        this.held = true;
        void Promise.resolve(callback({})).finally(() => {
          this.held = false;
          this.queue.shift()?.();
          resolve(undefined);
        });
      };
      if (!this.held) run();
      else {
        this.queue.push(run);
        options.signal?.addEventListener('abort', () => {
          this.queue = this.queue.filter((r) => r !== run);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }
    });
  }
}
const asLocks = (locks: FakeLocks) => locks as unknown as LockManager;

afterEach(() => {
  FakeEventSource.opened = [];
  vi.useRealTimers();
});

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('the live channel', () => {
  it('turns each kind of event into the queries it makes stale', () => {
    expect(tagsOf({ kind: 'withdrawal', id: '7' })).toContain('Withdrawals');
    expect(tagsOf({ kind: 'deposit', id: '12' })).toEqual(expect.arrayContaining([{ type: 'DepositOrder', id: 12 }, 'DepositHistory']));
    expect(tagsOf({ kind: 'balance' })).toContain('Balance');
    expect(tagsOf({ kind: 'settlement', id: '3' })).toEqual(expect.arrayContaining(['LotteryTickets', 'LotteryRecent']));
    expect(tagsOf({ kind: 'message', id: '1' })).toContain('Balance');
    expect(tagsOf({ kind: 'resync' })).toEqual(ALL_LIVE_TAGS);
    expect(tagsOf({ kind: 'ready' })).toEqual([]);
    expect(parseLiveEvent('{"kind":"nonsense"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
  });

  it('shows a withdrawal paid by staff on the open withdrawal page when its event arrives', async () => {
    mockState.tokens.add('token-demo');
    const paid = buildWithdrawal({
      id: 41,
      state: 'awaitingReceipt',
      paid: 500_000,
      remaining: 0,
      confirmDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    let info = buildWithdrawInfo();
    let list = [buildWithdrawal({ id: 41, state: 'pending' })];
    server.use(
      contractHandler(api.withdrawInfo, () => info),
      contractHandler(api.withdrawals, () => ({ items: list, total: list.length, page: 1, pageSize: 10 })),
    );
    const { store } = renderWithProviders(<WithdrawPage />, { preloadedState: { session: { token: 'token-demo' } } as never });
    await screen.findByRole('form', { name: 'Withdraw' });
    const stop = startLive(store, { EventSource: Source, channel: null, locks: null });
    try {
      // the stream is opened with a ticket asked for with the session token, never the token itself
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      expect(latest().url).toBe(`${LIVE_STREAM_PATH}?ticket=${liveMock.tickets[0]}`);
      expect(latest().url).not.toContain('token-demo');
      act(() => latest().emit({ kind: 'ready' }));

      // staff pay it: the server's answers change, and nothing on the page does until the event comes
      info = buildWithdrawInfo({ awaitingReceipt: paid });
      list = [paid];
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: `Confirm receipt of ${paid.reference}` })).toBeNull();

      act(() => latest().emit({ kind: 'withdrawal', id: '41' }));
      expect(await screen.findByRole('region', { name: `Confirm receipt of ${paid.reference}` })).toBeInTheDocument();
    } finally {
      stop();
    }
    expect(latest().closed).toBe(true);
  });

  it('asks again for what the page shows when the tab comes back, at most every two seconds', async () => {
    mockState.tokens.add('token-demo');
    let info = buildWithdrawInfo();
    let asked = 0;
    server.use(
      contractHandler(api.withdrawInfo, () => {
        asked += 1;
        return info;
      }),
    );
    const { store } = renderWithProviders(<WithdrawPage />, { preloadedState: { session: { token: 'token-demo' } } as never });
    await screen.findByRole('form', { name: 'Withdraw' });
    const stop = startLive(store, { EventSource: Source, channel: null, locks: null });
    try {
      const paid = buildWithdrawal({ id: 42, state: 'awaitingReceipt', paid: 500_000, remaining: 0, confirmDeadline: new Date(Date.now() + 30 * 60_000).toISOString() });
      info = buildWithdrawInfo({ awaitingReceipt: paid });
      const before = asked;
      act(() => {
        window.dispatchEvent(new Event('focus'));
        window.dispatchEvent(new Event('focus'));
      });
      expect(await screen.findByRole('region', { name: `Confirm receipt of ${paid.reference}` })).toBeInTheDocument();
      expect(asked).toBe(before + 1);
    } finally {
      stop();
    }
  });

  it('opens a new stream with a new ticket after an error, backing off, and resyncs when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events: LiveEvent[] = [];
    let tickets = 0;
    const stop = startLiveChannel({
      getTicket: async () => `t${(tickets += 1)}`,
      streamUrl: (t) => `/stream?ticket=${t}`,
      onEvent: (e) => events.push(e),
      EventSource: Source,
      channel: null,
      locks: null,
      random: () => 1,
      target: window,
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    latest().emit({ kind: 'ready' });
    expect(events).toEqual([{ kind: 'ready' }]);

    latest().fail();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(900);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(latest().url).toBe('/stream?ticket=t2');
    // fails again before it opened: the pause doubles
    latest().fail();
    await vi.advanceTimersByTimeAsync(1500);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(3));

    latest().emit({ kind: 'ready' });
    expect(events.slice(-2)).toEqual([{ kind: 'ready' }, { kind: 'resync' }]);
    stop();
    expect(latest().closed).toBe(true);
    expect(retryDelay(10, () => 1)).toBe(30_000);
  });

  it('stops when the ticket is refused because the session is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const stop = startLiveChannel({
      getTicket: () => {
        asked += 1;
        return Promise.reject(Object.assign(new Error('Please log in.'), { status: 401 }));
      },
      streamUrl: (t) => t,
      onEvent: () => undefined,
      EventSource: Source,
      channel: null,
      locks: null,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toBe(1);
    expect(FakeEventSource.opened).toHaveLength(0);
    stop();
  });

  it('holds one stream for the tab group and relays its events; another tab takes over when the leader leaves', async () => {
    const locks = new FakeLocks();
    const name = `live-test-${Math.random()}`;
    const tabs = [0, 1].map(() => {
      const events: LiveEvent[] = [];
      const channel = new BroadcastChannel(name);
      const stop = startLiveChannel({
        getTicket: async () => 'ticket',
        streamUrl: (t) => t,
        onEvent: (e) => events.push(e),
        EventSource: Source,
        channel,
        locks: asLocks(locks),
      });
      return { events, channel, stop };
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const leaderStream = latest();
    leaderStream.emit({ kind: 'ready' });
    leaderStream.emit({ kind: 'balance' });
    await vi.waitFor(() => expect(tabs[1]!.events).toEqual([{ kind: 'ready' }, { kind: 'balance' }]));
    expect(tabs[0]!.events).toEqual([{ kind: 'ready' }, { kind: 'balance' }]);

    // the leading tab goes: the other opens the stream and resyncs, since events may have passed meanwhile
    tabs[0]!.stop();
    expect(leaderStream.closed).toBe(true);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    latest().emit({ kind: 'ready' });
    expect(tabs[1]!.events.slice(-2)).toEqual([{ kind: 'ready' }, { kind: 'resync' }]);
    tabs[1]!.stop();
    for (const tab of tabs) tab.channel.close();
  });

  it('lets every tab lead where the browser has no Web Locks', () => {
    const lead = vi.fn(() => () => undefined);
    const stop = leadOneTab('x', lead, null);
    expect(lead).toHaveBeenCalledWith(false);
    stop();
  });
});
