import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import type { BannerGroup } from '@/shared/contract/content';
import { AppShell } from './app-shell';
import { definePageGroup, type PageGroup } from './page-groups';
import { RouteErrorView } from './route-error-view';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { fullLayout, layouts, type RouteHandle, type ShellLayout } from './shell-layout';

export const pageGroups = {
  index: definePageGroup('index', () => import('./routes/index')),
  register: definePageGroup('register', () => import('./routes/register')),
  egame: definePageGroup('egame', () => import('./routes/egame')),
  elott: definePageGroup('elott', () => import('./routes/elott')),
  lottery: definePageGroup('lottery', () => import('./routes/lottery')),
  vnlottery: definePageGroup('vnlottery', () => import('./routes/vnlottery')),
  pointMall: definePageGroup('pointMall', () => import('./routes/point-mall')),
  promo: definePageGroup('promo', () => import('./routes/promo')),
  promoDetail: definePageGroup('promoDetail', () => import('./routes/promo-detail')),
  seamless: definePageGroup('seamless', () => import('./routes/seamless')),
  download: definePageGroup('download', () => import('./routes/download')),
  byIframe: definePageGroup('byIframe', () => import('./routes/by-iframe')),
  help: definePageGroup('help', () => import('./routes/help')),
  news: definePageGroup('news', () => import('./routes/news')),
  contact: definePageGroup('contact', () => import('./routes/contact')),
  chat: definePageGroup('chat', () => import('./routes/chat')),
} satisfies Record<string, PageGroup>;

function page(path: string, group: PageGroup, layout: ShellLayout): RouteObject {
  const handle: RouteHandle = { layout, group: group.name };
  // the fallback sits on the page, not on the shell: on the first load (and in the server-rendered
  // shell) the header, menu and banner show while the page's module loads
  return { path, lazy: group.route, handle, HydrateFallback: PageSkeleton };
}

const categoryBanner: Record<string, BannerGroup> = {
  rng: 'rng',
  pvp: 'pvp',
  live: 'live',
  fish: 'fish',
  sports: 'sports',
  esports: 'esports',
  inhouse: 'inhouse',
};

/** The route table of the specification, with each route's shell areas. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorView />,
    children: [
      ...[paths.home.path, ...paths.home.aliases].map((path) => page(path, pageGroups.index, fullLayout('home'))),
      page(paths.login.path, pageGroups.index, fullLayout('home')),
      ...[paths.register.path, ...paths.register.aliases].map((path) =>
        page(path, pageGroups.register, layouts.headerAndBanner('register')),
      ),
      page(paths.pointMall.path, pageGroups.pointMall, fullLayout('shop')),
      page(paths.lottery.path, pageGroups.lottery, layouts.headerOnly),
      page(paths.vnlottery.path, pageGroups.vnlottery, layouts.immersive),
      ...Object.entries(categoryBanner).map(([category, banner]) =>
        page(`/${category}`, pageGroups.egame, fullLayout(banner)),
      ),
      page('/elott', pageGroups.elott, fullLayout('lottery')),
      page(paths.promotions.path, pageGroups.promo, fullLayout('promotions')),
      page(paths.promoDetail.path, pageGroups.promoDetail, fullLayout(null)),
      page(paths.seamless.path, pageGroups.seamless, layouts.immersive),
      page(paths.helpmc.path, pageGroups.help, layouts.bare),
      page(paths.chat.path, pageGroups.chat, layouts.bare),
      ...[paths.download.path, ...paths.download.aliases].map((path) =>
        page(path, pageGroups.download, fullLayout('down')),
      ),
      page(paths.mirrors.path, pageGroups.download, fullLayout(null)),
      page(paths.game.path, pageGroups.byIframe, layouts.headerOnly),
      page(paths.help.path, pageGroups.help, fullLayout('help')),
      page(paths.news.path, pageGroups.news, fullLayout(null)),
      page(paths.contact.path, pageGroups.contact, fullLayout(null)),
      { path: '*', element: <NotFoundPage />, handle: { layout: fullLayout(null) } satisfies RouteHandle },
    ],
  },
];
