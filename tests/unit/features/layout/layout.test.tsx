import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import bannerStyles from '@/features/layout/banner-area.module.css';
import menuStyles from '@/features/layout/left-menu.module.css';
import { api } from '@/shared/contract/api';
import { changeLanguage } from '@/shared/i18n/i18n';
import { bannerGroups, type Banner, type BannerGroup } from '@/shared/contract/content';
import { type VendorLane } from '@/shared/contract/games';
import { type Resource, type SystemStatus } from '@/shared/contract/system';
import { selectLeftMenuMini, selectChat } from '@/shared/store/menus-slice';
import { modalClosed, modalOpened } from '@/shared/store/modals-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildBanner, buildHomeNotice, buildSystemStatus, buildVendorLanes } from '../../../mocks/fixtures';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------- helpers

function givenBanners(banners: Banner[]) {
  let served = 0;
  server.use(
    contractHandler(api.homeNotice, () => {
      served += 1;
      return buildHomeNotice({ banners });
    }),
  );
  return { served: () => served };
}

function givenSiteInfo(patch: Partial<SystemStatus['info']>) {
  const status = buildSystemStatus();
  server.use(contractHandler(api.systemStatus, () => ({ ...status, info: { ...status.info, ...patch } })));
}

function givenResources(resources: Resource[]) {
  givenSiteInfo({ resources });
}

function givenVendorLanes(lanes: VendorLane[]) {
  server.use(contractHandler(api.gameVendors, () => ({ data: { lanes } })));
}

function resource(resourceType: Resource['resourceType'], url: string): Resource {
  return { resourceType, url, qrCodeUrl: null, labelNameEn: resourceType };
}

function vendorCard(vassalage: string, name: string, gameType: string): VendorLane['cards'][number] {
  return {
    vassalage,
    name,
    iconUrl: `/media/vendors/${vassalage}.svg`,
    isHot: 0,
    gameType,
    gameId: null,
    nodeId: `${gameType}-${vassalage}`,
    roomId: null,
    accountTypeName: null,
    isGame: null,
    maintenance: false,
  };
}

function lane(gameCategory: VendorLane['gameCategory'], cards: VendorLane['cards']): VendorLane {
  return { gameCategory, title: gameCategory, gameClassify: [], cards };
}

/**
 * jsdom applies style sheets to getComputedStyle but vitest does not process
 * CSS modules; this puts a module's rules in the document under the class
 * names the components receive, so layout rules can be checked as styles.
 */
function applyCssModule(file: string, classes: CSSModuleClasses) {
  const style = document.createElement('style');
  const layoutDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../src/features/layout');
  style.textContent = readFileSync(join(layoutDir, file), 'utf8').replace(
    /\.([a-zA-Z][\w-]*)/g,
    (_, name: string) => `.${classes[name] ?? name}`,
  );
  document.head.append(style);
  onTestFinished(() => style.remove());
}

interface SwiperElement extends HTMLElement {
  swiper: { params: { centeredSlides: boolean; slidesPerView: number | 'auto'; loop: boolean } };
}

const bannerRegion = () => screen.queryByRole('region', { name: 'Featured' });
const carousel = () => document.querySelector<SwiperElement>('.swiper-initialized');
const activeBanner = () => document.querySelector('.swiper-slide-active img')?.getAttribute('alt');
const bullets = () => [...document.querySelectorAll<HTMLElement>('.swiper-pagination-bullet')];
const activeBullet = () => bullets().findIndex((b) => b.classList.contains('swiper-pagination-bullet-active'));
/** jsdom never ends CSS transitions; Swiper waits for the end before the next autoplay step. */
const endTransition = () =>
  act(() => {
    document.querySelector('.swiper-wrapper')?.dispatchEvent(new Event('transitionend'));
  });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** jsdom lays nothing out; Swiper measures its own width to size the slides. */
function givenCarouselWidth(width: number) {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('swiper') ? width : 0;
    },
  });
  onTestFinished(() => {
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });
}

async function waitForCarousel() {
  await waitFor(() => expect(carousel()).not.toBeNull());
  return carousel() as SwiperElement;
}

const titled = (count: number, group: BannerGroup = 'home') =>
  Array.from({ length: count }, (_, i) => buildBanner({ bannerId: i + 1, groupName: group, title: `${group} ${i + 1}` }));

// ---------------------------------------------------------------- banners

describe('banner area (spec section 2, banners)', () => {
  const groupOfPath: [string, BannerGroup][] = [
    ['/', 'home'],
    ['/rng', 'rng'],
    ['/live', 'live'],
    ['/fish', 'fish'],
    ['/pvp', 'pvp'],
    ['/sports', 'sports'],
    ['/esports', 'esports'],
    ['/elott', 'lottery'],
    ['/down', 'down'],
    ['/promotions', 'promotions'],
    ['/pointMall', 'shop'],
    ['/help', 'help'],
    ['/register', 'register'],
    ['/inhouse', 'inhouse'],
  ];

  it.each(groupOfPath)('%s shows the banners of group %s and no other', async (path, group) => {
    givenBanners(bannerGroups.map((g, i) => buildBanner({ bannerId: i + 1, groupName: g, title: `${g} banner` })));
    renderApp(path);
    const region = await screen.findByRole('region', { name: 'Featured' });
    await waitFor(() => expect(within(region).getByRole('img')).toHaveAccessibleName(`${group} banner`));
    expect(within(region).getAllByRole('img')).toHaveLength(1);
  });

  it('is absent when the group of the path has no banners', async () => {
    const notice = givenBanners([...titled(2, 'home'), ...titled(1, 'live')]);
    renderApp('/rng');
    await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull());
    await waitFor(() => expect(notice.served()).toBeGreaterThan(0));
    await waitFor(() => expect(bannerRegion()).toBeNull());
    expect(screen.queryByRole('img', { name: /^(home|live) / })).toBeNull();
  });

  it('home with several banners: a centred carousel with one bullet per banner', async () => {
    givenBanners(titled(3));
    renderApp('/');
    const swiper = await waitForCarousel();
    expect(bannerRegion()).toHaveClass(bannerStyles.home as string);
    expect(swiper.swiper.params).toMatchObject({ centeredSlides: true, slidesPerView: 'auto', loop: true });
    expect(document.querySelector('.swiper-pagination')).toHaveClass('swiper-pagination-clickable');
    expect(bullets()).toHaveLength(3);
    expect(activeBullet()).toBe(0);
    expect(activeBanner()).toBe('home 1');
  });

  it('home pagination is clickable', async () => {
    givenBanners(titled(3));
    renderApp('/');
    await waitForCarousel();
    // on busy cores the autoplay's first step (5 s) may come first: its slide ends as a browser's would, or
    // jsdom would keep it moving and Swiper would not take the press
    endTransition();
    fireEvent.click(bullets()[2] as HTMLElement);
    await waitFor(() => expect(activeBanner()).toBe('home 3'));
    expect(activeBullet()).toBe(2);
  });

  it('several banners autoplay every 5000 ms and loop from the last to the first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    givenBanners(titled(3));
    renderApp('/');
    await waitForCarousel();
    expect(activeBanner()).toBe('home 1');
    advance(4_800);
    expect(activeBanner()).toBe('home 1');
    advance(300);
    expect(activeBanner()).toBe('home 2');
    endTransition();
    advance(5_000);
    expect(activeBanner()).toBe('home 3');
    endTransition();
    advance(5_000);
    expect(activeBanner()).toBe('home 1');
    expect(activeBullet()).toBe(0);
  });

  it('other pages show one slide per view without pagination, and still loop and autoplay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    givenBanners(titled(2, 'live'));
    givenCarouselWidth(1000);
    renderApp('/live');
    const swiper = await waitForCarousel();
    expect(bannerRegion()).not.toHaveClass(bannerStyles.home as string);
    expect(swiper.swiper.params).toMatchObject({ centeredSlides: false, slidesPerView: 1, loop: true });
    expect(document.querySelector('.swiper-pagination')).toBeNull();
    // one slide per view: each slide as wide as the carousel
    expect([...document.querySelectorAll<HTMLElement>('.swiper-slide')].map((slide) => slide.style.width)).toEqual([
      '1000px',
      '1000px',
    ]);
    expect(activeBanner()).toBe('live 1');
    advance(5_100);
    expect(activeBanner()).toBe('live 2');
    endTransition();
    advance(5_000);
    expect(activeBanner()).toBe('live 1');
  });

  it('pauses while focus is inside and while a dialog covers the page, and goes on after (WCAG 2.2.2)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    givenBanners(titled(3));
    const { store } = renderApp('/');
    await waitForCarousel();
    const slide = document.querySelector('.swiper-slide-active img') as HTMLElement;
    fireEvent.focusIn(slide);
    advance(12_000);
    expect(activeBanner()).toBe('home 1');
    fireEvent.focusOut(slide, { relatedTarget: null });
    advance(5_100);
    expect(activeBanner()).toBe('home 2');
    endTransition();
    act(() => {
      store.dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
    });
    advance(12_000);
    expect(activeBanner()).toBe('home 2');
    act(() => {
      store.dispatch(modalClosed('login'));
    });
    advance(5_100);
    expect(activeBanner()).toBe('home 3');
  });

  it('does not autoplay for a visitor who asked for less motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    givenBanners(titled(3));
    renderApp('/');
    await waitForCarousel();
    advance(12_000);
    expect(activeBanner()).toBe('home 1');
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    // still a carousel a visitor moves by hand
    fireEvent.click(bullets()[1] as HTMLElement);
    await waitFor(() => expect(activeBanner()).toBe('home 2'));
  });

  it('one banner is a still slide: no carousel, no loop, no autoplay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    givenBanners(titled(1));
    renderApp('/');
    const region = await screen.findByRole('region', { name: 'Featured' });
    expect(await within(region).findByRole('img', { name: 'home 1' })).toHaveAttribute('loading', 'eager');
    advance(12_000);
    expect(document.querySelector('.swiper')).toBeNull();
    expect(within(region).getAllByRole('img')).toHaveLength(1);
    expect(within(region).getByRole('img')).toHaveAccessibleName('home 1');
  });

  it('a banner with a url link type opens its link in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    givenBanners([buildBanner({ groupName: 'live', title: 'Offer', linkageType: 'url', link: 'https://offers.example.test/a' })]);
    const { user, router } = renderApp('/live');
    await user.click(await screen.findByRole('button', { name: 'Offer' }));
    expect(open).toHaveBeenCalledWith('https://offers.example.test/a', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/live');
  });

  it('a banner with a route link type navigates inside the site', async () => {
    givenBanners([buildBanner({ groupName: 'live', title: 'Go slots', linkageType: 'route', link: '/rng' })]);
    const { user, router } = renderApp('/live');
    await user.click(await screen.findByRole('button', { name: 'Go slots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
  });

  it('a banner with a promotion link type opens that promotion', async () => {
    givenBanners([buildBanner({ groupName: 'live', title: 'Promo', linkageType: 'promotion', link: '7' })]);
    const { user, router } = renderApp('/live');
    await user.click(await screen.findByRole('button', { name: 'Promo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
    expect(router.state.location.search).toBe('?id=7');
  });

  it('a banner inside the home carousel opens its link when clicked', async () => {
    givenBanners([
      buildBanner({ bannerId: 1, title: 'Plain' }),
      buildBanner({ bannerId: 2, title: 'Live week', linkageType: 'route', link: '/live' }),
    ]);
    const { user, router } = renderApp('/');
    await waitForCarousel();
    await user.click(screen.getByRole('button', { name: 'Live week' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live'));
  });

  it('a banner without a link type is not a button and clicking it does nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    givenBanners([buildBanner({ groupName: 'live', title: 'Just a picture', linkageType: null, link: 'https://ignored.example.test' })]);
    const { user, router } = renderApp('/live');
    const image = await screen.findByRole('img', { name: 'Just a picture' });
    expect(screen.queryByRole('button', { name: 'Just a picture' })).toBeNull();
    await user.click(image);
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/live');
    expect(router.state.location.search).toBe('');
  });
});

// ---------------------------------------------------------------- left menu

async function mainMenu() {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  // wait for the vendor lanes, which decide the category entries
  await waitFor(() => expect(within(nav).getByRole('link', { name: 'Live casino' })).toBeInTheDocument());
  return nav;
}

/** The entry labels of the menu, in order. */
function entries(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.querySelector(':scope > a, :scope > button')?.textContent ?? '');
}

function flyoutOf(trigger: HTMLElement) {
  return trigger.closest('li')?.querySelector<HTMLElement>(`.${menuStyles.flyout}`) ?? null;
}

describe('left menu entries (spec section 2, left menu)', () => {
  it('lists Home, In-House, each category with vendors in spec order, then promotions, service, download and language', async () => {
    givenVendorLanes([
      lane('INHOUSE', [vendorCard('XGS', 'XGS Originals', 'INHOUSE')]),
      lane('LOTT', [vendorCard('TCG', 'TCG Lottery', 'LOTT')]),
      lane('LIVE', [vendorCard('EVO', 'Evo Live', 'LIVE')]),
      lane('SPORTS', [vendorCard('SBO', 'SBO Sports', 'SPORTS'), vendorCard('IMES', 'IM Esports', 'SPORTS')]),
      lane('FISH', []),
      lane('PVP', [vendorCard('KYP', 'KY Poker', 'PVP')]),
      lane('RNG', [vendorCard('PGS', 'PG Slots', 'RNG')]),
    ]);
    renderApp('/');
    const nav = await mainMenu();
    await waitFor(() => expect(entries(nav)).toContain('Esports'));
    expect(entries(nav)).toEqual([
      'Home',
      'In-House',
      'Lottery',
      'Live casino',
      'Sports betting',
      'Card games',
      'Slots',
      'Esports',
      'Promotions',
      'Customer service',
      'App download',
      'English',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/elott');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(within(nav).getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
  });

  it('leaves out categories without vendors but always lists In-House', async () => {
    givenVendorLanes([lane('LIVE', [vendorCard('EVO', 'Evo Live', 'LIVE')]), lane('FISH', [])]);
    renderApp('/');
    const nav = await mainMenu();
    expect(entries(nav)).toEqual(['Home', 'In-House', 'Live casino', 'Promotions', 'Customer service', 'App download', 'English']);
    const inhouse = within(nav).getByRole('link', { name: 'In-House' });
    expect(inhouse).toHaveAttribute('href', '/inhouse');
    expect(inhouse).not.toHaveAttribute('aria-haspopup');
  });

  it('marks the entry of the current page', async () => {
    renderApp('/live');
    const nav = await mainMenu();
    expect(within(nav).getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows social links only for the configured networks', async () => {
    givenResources([
      resource('FACEBOOK', 'https://facebook.com/lotusplay'),
      resource('INSTAGRAM', 'https://instagram.com/lotusplay'),
      resource('TELEGRAM', 'https://t.me/lotusplay'),
      resource('WHATSAPP', 'https://wa.me/84900000000'),
    ]);
    renderApp('/');
    const nav = await mainMenu();
    const expected = {
      Facebook: 'https://facebook.com/lotusplay',
      Instagram: 'https://instagram.com/lotusplay',
      Telegram: 'https://t.me/lotusplay',
      WhatsApp: 'https://wa.me/84900000000',
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = within(nav).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows no social link that is not configured', async () => {
    givenResources([resource('TELEGRAM', 'https://t.me/lotusplay')]);
    renderApp('/');
    const nav = await mainMenu();
    expect(within(nav).getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    for (const name of ['Facebook', 'Instagram', 'WhatsApp']) expect(within(nav).queryByRole('link', { name })).toBeNull();
  });

  it('has a language picker only when the site has more than one language', async () => {
    givenSiteInfo({ languages: [{ code: 'EN', name: 'English' }] });
    renderApp('/');
    const nav = await mainMenu();
    expect(entries(nav)).not.toContain('English');
    expect(within(nav).queryByRole('button', { name: 'English' })).toBeNull();
  });

  it('the language picker lists the languages, marks the current one and switches language', async () => {
    onTestFinished(() => changeLanguage('EN'));
    const { user, store } = renderApp('/');
    const nav = await mainMenu();
    const picker = within(nav).getByRole('button', { name: 'English' });
    await user.hover(picker);
    const group = await within(nav).findByRole('group', { name: 'Language' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Tiếng Việt (TY)',
      'Tiếng Việt',
      'English',
      '简体中文',
      'ไทย',
      'Bahasa Indonesia',
    ]);
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(group).getByRole('button', { name: 'Tiếng Việt' }));
    expect(selectLanguage(store.getState())).toBe('VI');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Trang chủ' })).toBeInTheDocument());
    expect(within(nav).queryByRole('group')).toBeNull();
  });
});

describe('left menu submenus', () => {
  it('a category opens on hover with an "all" entry and its vendors with icons, and closes on leave', async () => {
    const { user } = renderApp('/');
    const nav = await mainMenu();
    const live = within(nav).getByRole('link', { name: 'Live casino' });
    expect(live).toHaveAttribute('aria-haspopup', 'true');
    expect(live).toHaveAttribute('aria-expanded', 'false');
    await user.hover(live);
    expect(live).toHaveAttribute('aria-expanded', 'true');
    const flyout = flyoutOf(live) as HTMLElement;
    expect(within(flyout).getByText('Live casino')).toBeInTheDocument();
    const links = within(flyout).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['All', '/live'],
      ['Evo Live', '/live?vendor=EVO'],
    ]);
    expect(links[1]?.querySelector('img')).toHaveAttribute('src', '/media/vendors/EVO.svg');
    await user.unhover(live);
    await waitFor(() => expect(flyoutOf(live)).toBeNull());
    expect(live).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a vendor goes to its page and closes the submenu', async () => {
    const { user, router } = renderApp('/');
    const nav = await mainMenu();
    const slots = within(nav).getByRole('link', { name: 'Slots' });
    await user.hover(slots);
    await user.click(within(flyoutOf(slots) as HTMLElement).getByRole('link', { name: 'PG Slots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(router.state.location.search).toBe('?vendor=PGS');
    expect(flyoutOf(slots)).toBeNull();
  });

  it('submenus are 160 px wide', async () => {
    applyCssModule('left-menu.module.css', menuStyles);
    const { user } = renderApp('/');
    const nav = await mainMenu();
    const live = within(nav).getByRole('link', { name: 'Live casino' });
    await user.hover(live);
    expect(getComputedStyle(flyoutOf(live) as HTMLElement).width).toBe('160px');
    await user.unhover(live);
    const language = within(nav).getByRole('button', { name: 'English' });
    await user.hover(language);
    expect(getComputedStyle(flyoutOf(language) as HTMLElement).width).toBe('160px');
  });

  it('customer service offers customer service, platform messages, announcements and help centre', async () => {
    const { user, router } = renderApp('/');
    const nav = await mainMenu();
    const service = within(nav).getByRole('button', { name: 'Customer service' });
    await user.hover(service);
    const flyout = flyoutOf(service) as HTMLElement;
    expect(within(flyout).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Live chat',
      'Platform messages',
      'Announcements',
      'Help centre',
    ]);
    await user.click(within(flyout).getByRole('button', { name: 'Help centre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(flyoutOf(service)).toBeNull();
  });

  it('customer service: a visitor asking for platform messages gets the login popup', async () => {
    const { user } = renderApp('/');
    const nav = await mainMenu();
    const service = within(nav).getByRole('button', { name: 'Customer service' });
    await user.hover(service);
    await user.click(within(flyoutOf(service) as HTMLElement).getByRole('button', { name: 'Platform messages' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
  });

  it('customer service: announcements open the announcement dialog', async () => {
    const { user } = renderApp('/');
    const nav = await mainMenu();
    const service = within(nav).getByRole('button', { name: 'Customer service' });
    await user.hover(service);
    await user.click(within(flyoutOf(service) as HTMLElement).getByRole('button', { name: 'Announcements' }));
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('customer service: a member opens the live chat (the VIP desk above rank level 4)', async () => {
    givenLoggedIn();
    const { user, store } = renderApp('/');
    const nav = await mainMenu();
    await screen.findByTestId('balance');
    const service = within(nav).getByRole('button', { name: 'Customer service' });
    await user.hover(service);
    // the demo member's rank level is 5: the spec's VIP customer service
    await user.click(within(flyoutOf(service) as HTMLElement).getByRole('button', { name: 'VIP service' }));
    expect(selectChat(store.getState()).open).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeNull();
  });

  it('app download shows QR codes of the Android and iOS links (size 100) when both are configured', async () => {
    const { user } = renderApp('/');
    const nav = await mainMenu();
    const download = within(nav).getByRole('link', { name: 'App download' });
    expect(download).toHaveAttribute('aria-haspopup', 'true');
    await user.hover(download);
    const flyout = flyoutOf(download) as HTMLElement;
    for (const label of ['Android', 'iOS']) {
      const qr = (await within(flyout).findByTitle(label)).closest('svg');
      expect(qr).toHaveAttribute('width', '100');
      expect(qr).toHaveAttribute('height', '100');
      expect(qr?.querySelectorAll('path').length).toBeGreaterThan(0);
    }
  });

  it('app download shows only the configured QR code', async () => {
    givenResources([resource('MOBILECONFIG', '/down?platform=ios')]);
    const { user } = renderApp('/');
    const nav = await mainMenu();
    const download = within(nav).getByRole('link', { name: 'App download' });
    await user.hover(download);
    const flyout = flyoutOf(download) as HTMLElement;
    expect(await within(flyout).findByTitle('iOS')).toBeInTheDocument();
    expect(within(flyout).queryByTitle('Android')).toBeNull();
  });

  it('app download is a plain link without a submenu when no app link is configured', async () => {
    givenResources([]);
    const { user } = renderApp('/');
    const nav = await mainMenu();
    const download = within(nav).getByRole('link', { name: 'App download' });
    expect(download).not.toHaveAttribute('aria-haspopup');
    await user.hover(download);
    expect(flyoutOf(download)).toBeNull();
    expect(screen.queryByTitle('Android')).toBeNull();
  });
});

describe('left menu mini mode', () => {
  it('the toggle keeps the mode in the store, narrows the menu and hides the labels', async () => {
    applyCssModule('left-menu.module.css', menuStyles);
    const { user, store } = renderApp('/');
    const nav = await mainMenu();
    const label = () => within(nav).getByText('Home');
    expect(selectLeftMenuMini(store.getState())).toBe(false);
    expect(nav).not.toHaveClass(menuStyles.mini as string);
    expect(getComputedStyle(label()).display).not.toBe('none');

    await user.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    expect(selectLeftMenuMini(store.getState())).toBe(true);
    expect(nav).toHaveClass(menuStyles.mini as string);
    expect(getComputedStyle(label()).display).toBe('none');
    // the labels stay the accessible names of the icon-only entries
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-label', 'Home');
    const expand = within(nav).getByRole('button', { name: 'Expand menu' });
    expect(expand).toHaveAttribute('aria-pressed', 'true');
    expect(expand).toHaveTextContent('');

    await user.click(expand);
    expect(selectLeftMenuMini(store.getState())).toBe(false);
    expect(nav).not.toHaveClass(menuStyles.mini as string);
    expect(getComputedStyle(label()).display).not.toBe('none');
  });

  it('shows a tooltip on hover after 300 ms, 20 px right of the entry, and hides it on leave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    givenBanners([]); // no carousel autoplaying on the fake clock
    const { user } = renderApp('/');
    const nav = await mainMenu();
    await user.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 100,
      right: 64,
      bottom: 144,
      left: 0,
      width: 64,
      height: 44,
      x: 0,
      y: 100,
      toJSON: () => ({}),
    });
    const home = within(nav).getByRole('link', { name: 'Home' });
    fireEvent.mouseEnter(home);
    advance(250);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(60);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Home');
    expect(tooltip.style.left).toBe('84px');
    fireEvent.mouseLeave(home);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows no tooltip when the menu is not mini', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    givenBanners([]);
    renderApp('/');
    const nav = await mainMenu();
    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Home' }));
    advance(1_000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a leave before 300 ms cancels the tooltip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    givenBanners([]); // no carousel autoplaying on the fake clock
    const { user } = renderApp('/');
    const nav = await mainMenu();
    await user.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    const promotions = within(nav).getByRole('link', { name: 'Promotions' });
    fireEvent.mouseEnter(promotions);
    advance(200);
    fireEvent.mouseLeave(promotions);
    advance(1_000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('entries with a submenu still open it on hover in mini mode', async () => {
    const { user } = renderApp('/');
    const nav = await mainMenu();
    await user.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    const live = within(nav).getByRole('link', { name: 'Live casino' });
    await user.hover(live);
    const flyout = flyoutOf(live) as HTMLElement;
    expect(within(flyout).getByRole('link', { name: 'Evo Live' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

// ---------------------------------------------------------------- footer

async function siteFooter() {
  const footer = await screen.findByRole('contentinfo');
  await waitFor(() => expect(within(footer).getByText(/Lotus Play brings casino/)).toBeInTheDocument());
  return footer;
}

describe('footer (spec section 2, footer)', () => {
  it('has about with the logo, affiliate with a start button, responsible gaming with age 21, and the copyright line', async () => {
    renderApp('/');
    const footer = await siteFooter();
    const [about, affiliate, responsible, support] = [...footer.querySelectorAll('section')] as HTMLElement[];
    expect(about?.querySelector('svg')).not.toBeNull();
    expect(about).toHaveTextContent('Lotus Play');
    expect(within(affiliate as HTMLElement).getByRole('heading', { name: 'Affiliate programme' })).toBeInTheDocument();
    expect(within(affiliate as HTMLElement).getByRole('button', { name: 'Start now' })).toBeInTheDocument();
    expect(within(responsible as HTMLElement).getByRole('heading', { name: 'Responsible gaming' })).toBeInTheDocument();
    expect(responsible).toHaveTextContent('21+');
    expect(responsible).toHaveTextContent('Players must be 21 or older');
    // the support desk's written side: news, contact us, the member's tickets
    expect(within(support as HTMLElement).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(within(support as HTMLElement).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(within(support as HTMLElement).getByRole('button', { name: 'Support tickets' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Lotus Play. All rights reserved.`);
  });

  it('shows a strip of vendor icons, each vendor once', async () => {
    givenVendorLanes([
      ...buildVendorLanes(),
      lane('PVP', [vendorCard('EVO', 'Evo Live', 'PVP'), vendorCard('KYP', 'KY Poker', 'PVP')]),
    ]);
    renderApp('/');
    const footer = await siteFooter();
    const strip = await within(footer).findByRole('list', { name: 'Game providers' });
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(4));
    expect(within(strip).getAllByRole('listitem').map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['XGS Originals', '/media/vendors/XGS.svg'],
      ['Evo Live', '/media/vendors/EVO.svg'],
      ['PG Slots', '/media/vendors/PGS.svg'],
      ['KY Poker', '/media/vendors/KYP.svg'],
    ]);
  });

  it('has no vendor strip without vendors', async () => {
    givenVendorLanes([]);
    renderApp('/');
    const footer = await siteFooter();
    expect(within(footer).queryByRole('list', { name: 'Game providers' })).toBeNull();
  });

  it('the affiliate start button goes to registration when no affiliate link is configured', async () => {
    const { user, router } = renderApp('/');
    const footer = await siteFooter();
    await user.click(within(footer).getByRole('button', { name: 'Start now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('the affiliate start button opens a configured external affiliate link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    givenResources([resource('AFFILIATELINK', 'https://partners.example.test/join')]);
    const { user, router } = renderApp('/');
    const footer = await siteFooter();
    await user.click(within(footer).getByRole('button', { name: 'Start now' }));
    expect(open).toHaveBeenCalledWith('https://partners.example.test/join', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/');
  });
});
