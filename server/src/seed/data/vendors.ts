import type { GameCategory } from '../../../../src/shared/contract/games';

export const lanes: Array<{ category: GameCategory; title: string; classify: string[] }> = [
  { category: 'INHOUSE', title: 'Lotus Originals', classify: ['dice', 'slots'] },
  { category: 'LIVE', title: 'Live Casino', classify: ['baccarat', 'roulette', 'sicbo', 'dragon-tiger'] },
  { category: 'SPORTS', title: 'Sports', classify: ['football', 'basketball', 'tennis', 'volleyball'] },
  { category: 'RNG', title: 'Slots', classify: ['hot', 'new', 'jackpot', 'classic'] },
  { category: 'FISH', title: 'Fishing', classify: ['hot', 'new'] },
  { category: 'PVP', title: 'Card Games', classify: ['tien-len', 'poker', 'xoc-dia', 'sam'] },
  { category: 'ESPORTS', title: 'Esports', classify: ['lol', 'dota2', 'cs2', 'valorant'] },
  { category: 'LOTT', title: 'Lottery', classify: ['vietnam', 'sea', 'international'] },
  { category: 'ELOTT', title: 'E-Lottery', classify: ['fast', 'keno', 'racing'] },
];

export interface VendorSeed {
  category: GameCategory;
  code: string;
  name: string;
  hot?: boolean;
  maintenance?: boolean;
  accountTypeName?: string;
  /** 'VASSALAGE': the card opens the vendor's game list */
  isGame?: string;
  /** the member plays from a wallet at the vendor, filled from the main wallet (My wallet) */
  transferWallet?: boolean;
}

/**
 * 37 vendors over the nine categories. Names are invented for the reference
 * catalogue; the esports and in-house codes are those of the specification.
 */
export const vendorSeeds: VendorSeed[] = [
  { category: 'INHOUSE', code: 'XGS', name: 'XGS Originals', hot: true },
  { category: 'INHOUSE', code: 'SS', name: 'SS Instant Games' },

  { category: 'LIVE', code: 'RYL', name: 'Royal Live', hot: true, transferWallet: true },
  { category: 'LIVE', code: 'DGH', name: 'Dragon Hall Live' },
  { category: 'LIVE', code: 'SGL', name: 'Saigon Live Casino', hot: true },
  { category: 'LIVE', code: 'ORC', name: 'Orchid Baccarat' },
  { category: 'LIVE', code: 'PRL', name: 'Pearl Live', maintenance: true },

  { category: 'SPORTS', code: 'LSP', name: 'Lotus Sports', hot: true, transferWallet: true },
  { category: 'SPORTS', code: 'AOD', name: 'Asia Odds' },
  { category: 'SPORTS', code: 'GAR', name: 'Goal Arena' },
  { category: 'SPORTS', code: 'PTP', name: 'Pitch Pro' },
  // a real platform delivers some esports books in its SPORTS lane: the site splits
  // them out by the configured list (brand.settings.esportsVendors)
  { category: 'SPORTS', code: 'AV', name: 'AV Esports' },
  { category: 'SPORTS', code: 'AI', name: 'AI Esports' },

  { category: 'RNG', code: 'JDS', name: 'Jade Slots', hot: true, isGame: 'VASSALAGE', transferWallet: true },
  { category: 'RNG', code: 'NRL', name: 'Neon Reels', isGame: 'VASSALAGE' },
  { category: 'RNG', code: 'FFG', name: 'Fortune Forge', hot: true, isGame: 'VASSALAGE' },
  { category: 'RNG', code: 'TGS', name: 'Tiger Spin', isGame: 'VASSALAGE' },
  { category: 'RNG', code: 'MYS', name: 'Mystic Play', isGame: 'VASSALAGE' },
  { category: 'RNG', code: 'STL', name: 'Starlight Games', isGame: 'VASSALAGE' },

  { category: 'FISH', code: 'OKF', name: 'Ocean King Fishing', hot: true, isGame: 'VASSALAGE' },
  { category: 'FISH', code: 'GRF', name: 'Golden Reef', isGame: 'VASSALAGE' },
  // a fishing vendor with a lobby of its own: its card launches that lobby (launch v2), not a game list
  { category: 'FISH', code: 'DSH', name: 'Deep Sea Hunter' },

  { category: 'PVP', code: 'TLC', name: 'Tiến Lên Club', hot: true, transferWallet: true },
  { category: 'PVP', code: 'PKP', name: 'Poker Palace' },
  { category: 'PVP', code: 'XDH', name: 'Xóc Đĩa House' },
  { category: 'PVP', code: 'SLP', name: 'Sâm Lốc Pro' },

  { category: 'ESPORTS', code: 'IMES', name: 'IM Esports', hot: true, transferWallet: true },
  { category: 'ESPORTS', code: 'TF', name: 'TF Gaming' },
  { category: 'ESPORTS', code: 'IA', name: 'IA Esports' },

  { category: 'LOTT', code: 'VNL', name: 'Vietnam Lottery', hot: true, accountTypeName: 'TCG_LOTTO_VN' },
  { category: 'LOTT', code: 'SEA', name: 'SEA Lottery', accountTypeName: 'TCG_SEA' },
  { category: 'LOTT', code: 'LTA', name: 'Lotto Asia', accountTypeName: 'LOTT' },

  { category: 'ELOTT', code: 'TCG', name: 'TCG Fast Lottery', hot: true, accountTypeName: 'ELOTT' },
  { category: 'ELOTT', code: 'KNX', name: 'Keno Express', accountTypeName: 'ELOTT' },
  { category: 'ELOTT', code: 'L5D', name: 'Lucky 5D', accountTypeName: 'ELOTT' },
  { category: 'ELOTT', code: 'RCE', name: 'Racing 10', accountTypeName: 'ELOTT' },
  { category: 'ELOTT', code: 'PK3', name: 'Pick 3 Daily', accountTypeName: 'ELOTT' },
];
