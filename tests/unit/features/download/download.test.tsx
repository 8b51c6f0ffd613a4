import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorNavigation } from '@/features/download/mirrors-page';
import { probeOnce, PROBE_TIMEOUT_MS } from '@/features/download/speed-test';
import { api } from '@/shared/contract/api';
import type { Resource, SystemStatus } from '@/shared/contract/system';
import { API_ORIGIN, contractHandler } from '../../../mocks/contract-handler';
import { buildSystemStatus } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

function givenResources(resources: Resource[]) {
  const status: SystemStatus = buildSystemStatus();
  server.use(contractHandler(api.systemStatus, () => ({ ...status, info: { ...status.info, resources } })));
}

const resource = (resourceType: Resource['resourceType'], url: string): Resource => ({ resourceType, url, qrCodeUrl: null, labelNameEn: resourceType });

/** The modules qrcode.react draws for a value at the page's size and margin: what a camera would read. */
function qrModules(value: string): string[] {
  const markup = renderToStaticMarkup(<QRCodeSVG value={value} size={100} marginSize={0} />);
  return [...markup.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1] ?? '');
}

function drawnModules(svg: Element): string[] {
  return [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '');
}

async function qrCodeOf(platform: 'Android' | 'iOS') {
  const title = await screen.findByTitle(`QR code of the ${platform} link`);
  const svg = title.closest('svg');
  if (!svg) throw new Error('no QR code');
  return svg;
}

describe('the app download page (/down)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the Android and iOS tabs with four steps each, the first a QR code of the resource’s link (size 100, margin 0)', async () => {
    const { user } = renderApp('/down');
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Your phone' });
    const android = within(tabs).getByRole('tab', { name: 'Android' });
    const ios = within(tabs).getByRole('tab', { name: 'iOS' });
    // a desktop browser opens on Android
    expect(android).toHaveAttribute('aria-selected', 'true');

    const androidSteps = within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(androidSteps).toEqual(['Step 1: Scan the QR code', "Step 2: Open the browser's menu", 'Step 3: Add to Home screen', 'Step 4: Confirm']);
    const androidQr = await qrCodeOf('Android');
    expect(androidQr).toHaveAttribute('width', '100');
    expect(androidQr).toHaveAttribute('height', '100');
    // the fixture's Android resource, as an address a phone can open
    expect(drawnModules(androidQr)).toEqual(qrModules(`${API_ORIGIN}/down?platform=android`));
    expect(drawnModules(androidQr)).not.toEqual(qrModules(`${API_ORIGIN}/down?platform=ios`));

    await user.click(ios);
    expect(ios).toHaveAttribute('aria-selected', 'true');
    const iosSteps = within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(iosSteps).toEqual(['Step 1: Scan the QR code', 'Step 2: Tap the Share button', 'Step 3: Add to Home Screen', 'Step 4: Confirm']);
    expect(screen.getByText(/Tap "Add" at the top right: the Lotus Play icon appears/)).toBeInTheDocument();
    const iosQr = await qrCodeOf('iOS');
    expect(drawnModules(iosQr)).toEqual(qrModules(`${API_ORIGIN}/down?platform=ios`));
    expect(screen.queryByTitle('QR code of the Android link')).toBeNull();
  });

  it('opens on the tab its link names (the resources’ links end in ?app=ios or ?app=android)', async () => {
    renderApp('/down?app=ios');
    const tabs = await screen.findByRole('tablist', { name: 'Your phone' });
    expect(within(tabs).getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
    expect(await qrCodeOf('iOS')).toBeInTheDocument();
  });

  it('opens on iOS on an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15');
    renderApp('/down');
    const tabs = await screen.findByRole('tablist', { name: 'Your phone' });
    expect(within(tabs).getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so instead of a QR code when the brand has no link for the phone', async () => {
    givenResources([resource('Android', 'https://apps.lotusplay.test/android')]);
    const { user } = renderApp('/down');
    const qr = await qrCodeOf('Android');
    // an absolute link is kept as it is
    expect(drawnModules(qr)).toEqual(qrModules('https://apps.lotusplay.test/android'));
    await user.click(screen.getByRole('tab', { name: 'iOS' }));
    expect(screen.getByText('The iOS link is not set up for this site yet.')).toBeInTheDocument();
    expect(screen.queryByTitle('QR code of the iOS link')).toBeNull();
  });

  it('is not "installed" in a browser tab, and says the app is installed when opened from the home screen', async () => {
    const first = renderApp('/down');
    await screen.findByRole('tablist', { name: 'Your phone' });
    expect(screen.queryByText(/The app is installed/)).toBeNull();
    first.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderApp('/down');
    expect(await screen.findByText('The app is installed: Lotus Play is on your home screen.')).toHaveAttribute('role', 'status');
  });

  it('says the app is installed in Safari’s home-screen mode (navigator.standalone)', async () => {
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      renderApp('/down');
      expect(await screen.findByText('The app is installed: Lotus Play is on your home screen.')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });

  it('offers the browser’s install prompt when there is one', async () => {
    const prompt = vi.fn(async () => undefined);
    const { user } = renderApp('/down');
    await screen.findByRole('tablist', { name: 'Your phone' });
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    await user.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(offer.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull());
  });

  it('links to the mirror sites (the SpeedTest resource’s link)', async () => {
    givenResources([resource('SpeedTest', '/speedtest')]);
    const { user, router } = renderApp('/down');
    await user.click(await screen.findByRole('link', { name: /Mirror sites and speed test/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/speedtest'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mirror sites' })).toBeInTheDocument();
  });
});

const FAST = 'https://fast.mirror.test';
const SLOW = 'https://slow.mirror.test';
const DOWN = 'https://down.mirror.test';
const BROKEN = 'https://broken.mirror.test';

/** A mirror whose probe answers after `ms`; 'down' does not answer at all; 'broken' answers with an error. */
function givenMirror(origin: string, answer: number | 'down' | 'broken') {
  server.use(
    http.get(`${origin}${api.ping.path}`, async () => {
      if (answer === 'down') return HttpResponse.error();
      if (answer === 'broken') return HttpResponse.json({ success: false, value: null, message: 'Bad gateway', code: 'INTERNAL' }, { status: 502 });
      await delay(answer);
      return HttpResponse.json({ success: true, value: { time: Date.now() }, message: 'OK' });
    }),
  );
}

function givenMirrors() {
  server.use(contractHandler(api.domainRoute, () => ({ domainList: [API_ORIGIN, SLOW, DOWN, FAST, BROKEN] })));
  // the address in use answers in between
  server.use(
    contractHandler(api.ping, async () => {
      await delay(120);
      return { time: Date.now() };
    }),
  );
  givenMirror(SLOW, 400);
  givenMirror(FAST, 0);
  givenMirror(DOWN, 'down');
  givenMirror(BROKEN, 'broken');
}

const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');
const hosts = (list: HTMLElement) => rows(list).map((row) => row.querySelector('[class*="mirrorHost"]')?.firstChild?.textContent);

describe('the mirror sites and their speed test (/speedtest)', () => {
  it('starts every speed at 0, measures each from the browser and lists the fastest first, the unreachable last', async () => {
    givenMirrors();
    renderApp('/speedtest');
    const list = await screen.findByRole('list', { name: 'Mirror sites' });
    // before any answer: every mirror at 0, in the brand's order
    expect(rows(list).map((row) => row.querySelector('[data-speed]')?.getAttribute('data-speed'))).toEqual(['0', '0', '0', '0', '0']);
    expect(within(list).queryByText(/\d+ ms/)).toBeNull();

    await waitFor(() => expect(within(list).queryByText('Measuring…')).toBeNull(), { timeout: 8000 });
    expect(hosts(list)).toEqual(['fast.mirror.test', 'localhost:3000', 'slow.mirror.test', 'down.mirror.test', 'broken.mirror.test']);
    const speeds = rows(list).slice(0, 3).map((row) => Number(row.querySelector('[data-speed]')?.getAttribute('data-speed')));
    expect(speeds[0]).toBeGreaterThan(0);
    expect(speeds[0]).toBeLessThan(speeds[1] ?? 0);
    expect(speeds[1]).toBeLessThan(speeds[2] ?? 0);
    expect(speeds[2]).toBeGreaterThanOrEqual(400);
    expect(rows(list)[0]).toHaveTextContent(/Fastest/);
    expect(rows(list)[2]).toHaveTextContent(/\d+ ms/);
    // a mirror that does not answer, or answers an error, is unreachable: never fast
    for (const row of rows(list).slice(3)) {
      expect(row).toHaveTextContent('Unreachable');
      expect(within(row).getByRole('button', { name: /Switch to/ })).toBeDisabled();
    }
    // the address in use is marked, with nothing to switch to
    expect(rows(list)[1]).toHaveTextContent('You are here');
    expect(within(rows(list)[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('switches to a mirror in one click', async () => {
    givenMirrors();
    const open = vi.spyOn(mirrorNavigation, 'open').mockImplementation(() => undefined);
    const { user } = renderApp('/speedtest');
    const list = await screen.findByRole('list', { name: 'Mirror sites' });
    const fast = await within(list).findByRole('button', { name: 'Switch to fast.mirror.test' });
    await waitFor(() => expect(fast).toBeEnabled());
    await user.click(fast);
    expect(open).toHaveBeenCalledExactlyOnceWith(`${FAST}/`);
  });

  it('measures again on request, from 0', async () => {
    server.use(contractHandler(api.domainRoute, () => ({ domainList: [API_ORIGIN] })));
    let probes = 0;
    server.use(
      contractHandler(api.ping, async () => {
        probes += 1;
        await delay(60);
        return { time: probes };
      }),
    );
    const { user } = renderApp('/speedtest');
    const list = await screen.findByRole('list', { name: 'Mirror sites' });
    const again = screen.getByRole('button', { name: 'Test again' });
    await waitFor(() => expect(again).toBeEnabled());
    expect(rows(list)[0]).toHaveTextContent(/\d+ ms/);
    const before = probes;
    await user.click(again);
    // from 0 again, then measured again: three more round trips
    expect(rows(list)[0]).toHaveTextContent('Measuring…');
    await waitFor(() => expect(again).toBeEnabled());
    expect(probes - before).toBe(3);
    expect(rows(list)[0]).toHaveTextContent(/\d+ ms/);
  });

  it('is open to a visitor when the brand sends visitors to the login page', async () => {
    const status = buildSystemStatus();
    server.use(
      contractHandler(api.systemStatus, () => ({ ...status, info: { ...status.info, settings: { ...status.info.settings, loginedToHomePage: true } } })),
    );
    const { router } = renderApp('/speedtest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mirror sites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/speedtest');
  });
});

describe('a probe', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('that has not answered after the time limit counts as no answer', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const result = probeOnce(FAST, { fetch: hanging, now: () => 0 });
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    await expect(result).resolves.toBeNull();
  });

  it('sends no cookie and no referrer to a mirror', async () => {
    const seen: RequestInit[] = [];
    const fetchStub: typeof fetch = async (_input, init) => {
      seen.push(init ?? {});
      return new Response(JSON.stringify({ success: true, value: { time: 1 }, message: 'OK' }), { status: 200 });
    };
    let clock = 0;
    expect(await probeOnce(FAST, { fetch: fetchStub, now: () => (clock += 7) })).toBe(7);
    expect(seen[0]).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' });
  });
});
