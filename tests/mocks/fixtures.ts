import type { Banner, HomeNotice } from '@/shared/contract/content';
import type { VendorLane } from '@/shared/contract/games';
import type { MemberInfo } from '@/shared/contract/member';
import type { SystemStatus } from '@/shared/contract/system';
import type { Balance } from '@/shared/contract/wallet';

/** Factories with believable defaults; a test overrides only what it is about. */
export function buildSystemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: 0,
    maintenance: null,
    regionRestriction: null,
    location: { ip: '203.0.113.7', countryCode: 'VN', country: 'Vietnam' },
    info: {
      brandName: 'Lotus Play',
      merchantCode: 'LOTUS',
      platform: 'web',
      lotteryType: 'SEA',
      device: 'WEB',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      currency: 'VND',
      currencySymbol: '₫',
      defaultLanguage: 'TY',
      languages: [
        { code: 'TY', name: 'Tiếng Việt (TY)' },
        { code: 'VI', name: 'Tiếng Việt' },
        { code: 'EN', name: 'English' },
        { code: 'CN', name: '简体中文' },
        { code: 'TH', name: 'ไทย' },
        { code: 'ID', name: 'Bahasa Indonesia' },
      ],
      modules: [
        { modId: 'DIRECTREG3', name: 'Direct registration', enabled: true, childrenNodes: [] },
        { modId: 'CBS3', name: 'Chat', enabled: true, childrenNodes: [] },
        { modId: 'MEMBERCENTER', name: 'Member centre', enabled: true, childrenNodes: [] },
        { modId: 'AGENTCENTER', name: 'Agent centre', enabled: true, childrenNodes: [] },
      ],
      settings: {
        loginedToHomePage: false,
        forcePasswordChange: true,
        freePlay: true,
        googleSignIn: false,
        facebookSignIn: false,
        esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
        inhouseVendors: ['XGS', 'SS'],
      },
      resources: [
        { resourceType: 'Android', url: '/down?platform=android', qrCodeUrl: null, labelNameEn: 'Android' },
        { resourceType: 'MOBILECONFIG', url: '/down?platform=ios', qrCodeUrl: null, labelNameEn: 'iOS' },
        { resourceType: 'FACEBOOK', url: 'https://facebook.com/lotusplay', qrCodeUrl: null, labelNameEn: 'Facebook' },
      ],
      customerService: {
        liveChatUrl: 'https://chat.example.test/live',
        vipChatUrl: 'https://chat.example.test/vip',
        zalo: '0900000000',
        email: 'support@lotusplay.test',
        hotline: '1900 0000',
      },
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    },
    ...overrides,
  };
}

export function buildMemberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    account: 'demo',
    customerId: 'C0000001',
    nickname: 'Demo Player',
    isAgent: 0,
    toUpline: false,
    avatarUrl: null,
    clubLabel: { labelName: 'VIP 5', color: '#7c4dff', color2: '#f5a623', rankLevel: 5 },
    memberLabel: [{ labelName: 'Gold', textColor: '#2a1a00', bgColor: '#ffd86b' }],
    email: 'demo@lotusplay.test',
    mobileNum: null,
    currency: 'VND',
    language: 'EN',
    previousLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildBalance(overrides: Partial<Balance> = {}): Balance {
  return { sumBalance: 5_000_000, currency: 'VND', currencySymbol: '₫', unreadMessages: 0, ...overrides };
}

export function buildBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    bannerId: 1,
    url: '/media/banners/1.svg',
    groupName: 'home',
    linkageType: null,
    link: null,
    title: 'Welcome bonus',
    ...overrides,
  };
}

export function buildHomeNotice(overrides: Partial<HomeNotice> = {}): HomeNotice {
  return {
    player: null,
    banners: [
      buildBanner({ bannerId: 1, title: 'Welcome bonus' }),
      buildBanner({ bannerId: 2, title: 'Live casino week', linkageType: 'route', link: '/live' }),
      buildBanner({ bannerId: 3, groupName: 'live', title: 'Live dealers' }),
      buildBanner({ bannerId: 4, groupName: 'register', title: 'Join today' }),
    ],
    popup: [],
    promotion: [],
    ...overrides,
  };
}

export function buildVendorLanes(): VendorLane[] {
  const card = (vassalage: string, name: string, gameType: string) => ({
    vassalage,
    name,
    iconUrl: `/media/vendors/${vassalage}.svg`,
    isHot: vassalage === 'XGS' ? 1 : 0,
    gameType,
    gameId: null,
    nodeId: `${gameType}-${vassalage}`,
    roomId: null,
    accountTypeName: null,
    isGame: null,
    maintenance: false,
  });
  return [
    { gameCategory: 'INHOUSE', title: 'In-House', gameClassify: [], cards: [card('XGS', 'XGS Originals', 'INHOUSE')] },
    { gameCategory: 'LIVE', title: 'Live casino', gameClassify: [], cards: [card('EVO', 'Evo Live', 'LIVE')] },
    { gameCategory: 'RNG', title: 'Slots', gameClassify: [], cards: [card('PGS', 'PG Slots', 'RNG')] },
    { gameCategory: 'FISH', title: 'Fishing', gameClassify: [], cards: [] },
  ];
}
