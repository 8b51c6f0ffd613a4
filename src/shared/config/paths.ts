/**
 * Every URL of the site in one place. Components link with these builders,
 * never with string literals, so a renamed route cannot leave a dead link.
 */
export const gameCategoryRoutes = ['rng', 'pvp', 'live', 'fish', 'sports', 'esports', 'inhouse', 'elott'] as const;
export type GameCategoryRoute = (typeof gameCategoryRoutes)[number];

export const paths = {
  home: { path: '/', aliases: ['/index', '/index.html', '/home'], href: () => '/' },
  register: {
    path: '/register',
    aliases: ['/register.html'],
    href: (referralCode?: string) =>
      referralCode ? `/register?referralCode=${encodeURIComponent(referralCode)}` : '/register',
  },
  pointMall: { path: '/pointMall', href: () => '/pointMall' },
  lottery: {
    path: '/lottery',
    href: (gameCode?: string, playType?: string) =>
      gameCode && playType
        ? `/lottery?gameCode=${encodeURIComponent(gameCode)}&playType=${encodeURIComponent(playType)}`
        : '/lottery',
  },
  vnlottery: {
    path: '/vnlottery',
    href: (gameCode?: string) => (gameCode ? `/vnlottery?gameCode=${encodeURIComponent(gameCode)}` : '/vnlottery'),
  },
  category: { path: '/:games', href: (games: GameCategoryRoute) => `/${games}` },
  promotions: {
    path: '/promotions',
    href: (id?: number) => (id === undefined ? '/promotions' : `/promotions?id=${id}`),
  },
  promoDetail: { path: '/promoDetail', href: (id: number) => `/promoDetail?id=${id}` },
  seamless: { path: '/seamless', href: () => '/seamless' },
  helpmc: { path: '/helpmc', href: () => '/helpmc' },
  /** the customer-service chat page (the chat url's page, framed by the chat window): its own signed identity, no session needed */
  chat: { path: '/chat', href: () => '/chat' },
  download: { path: '/down', aliases: ['/download'], href: () => '/down' },
  /** the brand's mirror domains with their speed test (the SpeedTest resource's link) */
  mirrors: { path: '/speedtest', href: () => '/speedtest' },
  game: { path: '/game', href: (url: string) => `/game?url=${encodeURIComponent(url)}` },
  help: { path: '/help', href: (section?: string) => (section ? `/help?section=${encodeURIComponent(section)}` : '/help') },
  login: { path: '/login', href: () => '/login' },
  /** the brand's news: the list, or one article (`?id=`) */
  news: { path: '/news', href: (id?: number) => (id === undefined ? '/news' : `/news?id=${id}`) },
  /** contact us: the brand's customer-service channels and networks */
  contact: { path: '/contact', href: () => '/contact' },
} as const;

/**
 * Paths the login guard lets through without a session (spec section 2:
 * /login, /register, /register.html, /helpmc and the download page, whose
 * route is /down, with /download as an alias), and the mirror list: a
 * visitor looking for an address that works has no session yet; contact us
 * and the news; and the chat page, which carries its own signed identity.
 */
export const publicPaths: readonly string[] = [
  paths.login.path,
  paths.register.path,
  ...paths.register.aliases,
  paths.helpmc.path,
  paths.chat.path,
  paths.download.path,
  ...paths.download.aliases,
  paths.mirrors.path,
  // whoever cannot log in still needs to reach us, and the news is for everyone
  paths.contact.path,
  paths.news.path,
];
