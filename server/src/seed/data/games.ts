import type { GameCategory } from '../../../../src/shared/contract/games';
import { catalogueNames, lotteryGameName, lotteryOfGame } from '../../modules/lottery/catalogue';
import { seeded } from '../../modules/media/art/kit';
import { brand } from './brand';
import { vendorSeeds, type VendorSeed } from './vendors';

/**
 * The reference game catalogue: generated, deterministic (the same seed
 * gives the same 2,000+ games on every machine), names invented.
 */
export interface GameSeed {
  vendorCode: string;
  category: GameCategory;
  gameCode: string;
  nodeId: string;
  name: string;
  classify: string;
  minBet: number;
  lineNum: number;
  isHot: boolean;
  popularity: number;
  defaultPlayType: string | null;
  inhouseKind: 'dice' | 'slot' | null;
  maintenance: boolean;
  sortOrder: number;
}

/** How many games each vendor of a category gets. */
const perVendor: Record<GameCategory, number> = {
  // 6 slot vendors × 340: the /rng page lists 2,040 games
  RNG: 340,
  FISH: 48,
  LIVE: 50,
  PVP: 40,
  SPORTS: 12,
  ESPORTS: 12,
  LOTT: 16,
  ELOTT: 20,
  INHOUSE: 0,
};

const classifyOf: Record<GameCategory, string[]> = {
  INHOUSE: ['dice', 'slots'],
  LIVE: ['baccarat', 'roulette', 'sicbo', 'dragon-tiger'],
  SPORTS: ['football', 'basketball', 'tennis', 'volleyball'],
  RNG: ['hot', 'new', 'jackpot', 'classic'],
  FISH: ['hot', 'new'],
  PVP: ['tien-len', 'poker', 'xoc-dia', 'sam'],
  ESPORTS: ['lol', 'dota2', 'cs2', 'valorant'],
  LOTT: ['vietnam', 'sea', 'international'],
  ELOTT: ['fast', 'keno', 'racing'],
};

const adjectives = [
  'Golden', 'Lucky', 'Mystic', 'Royal', 'Jade', 'Crimson', 'Silver', 'Emerald', 'Sapphire', 'Blazing',
  'Wild', 'Mighty', 'Ancient', 'Neon', 'Cosmic', 'Thunder', 'Sacred', 'Diamond', 'Ruby', 'Fortune',
  'Imperial', 'Dancing', 'Frozen', 'Shining', 'Secret', 'Magic', 'Twin', 'Moonlit', 'Sunny', 'Velvet',
  'Midnight', 'Lotus', 'Pearl', 'Tiger', 'Phoenix', 'Starry', 'Hidden', 'Grand', 'Rich', 'Happy',
];
const nouns = [
  'Dragon', 'Koi', 'Lantern', 'Temple', 'Empress', 'Panda', 'Treasure', 'Pagoda', 'Monkey', 'Rooster',
  'Buffalo', 'Orchid', 'Bamboo', 'River', 'Junk', 'Festival', 'Coins', 'Gems', 'Fruits', 'Sevens',
  'Pharaoh', 'Viking', 'Samurai', 'Ninja', 'Pirate', 'Wolf', 'Eagle', 'Lion', 'Elephant', 'Crane',
  'Jackpot', 'Empire', 'Kingdom', 'Garden', 'Mountain', 'Ocean', 'Volcano', 'Galaxy', 'Carnival', 'Palace',
];
const slotSuffixes = ['', ' Deluxe', ' Megaways', ' Hold & Win', ' Rising', ' Link', ' Xmas', ' 1000'];

const fishNames = ['Ocean King', 'Fishing War', 'Golden Whale', 'Mermaid Hunt', 'Shark Strike', 'Coral Quest', 'Kraken Fury', 'Deep Blue', 'Lobster Party', 'Dragon Fishing'];
const liveNames: Record<string, string[]> = {
  baccarat: ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'No Commission Baccarat', 'Baccarat Control'],
  roulette: ['Roulette', 'Lightning Roulette', 'Auto Roulette', 'VIP Roulette', 'Double Ball Roulette'],
  sicbo: ['Sic Bo', 'Super Sic Bo', 'Fish Prawn Crab', 'Bầu Cua', 'Xóc Đĩa Live'],
  'dragon-tiger': ['Dragon Tiger', 'Speed Dragon Tiger', 'Dragon Tiger VIP', 'Fan Tan', 'Andar Bahar'],
};
const pvpNames: Record<string, string[]> = {
  'tien-len': ['Tiến Lên Miền Nam', 'Tiến Lên Đếm Lá', 'Tiến Lên Solo', 'Tiến Lên Pro'],
  poker: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Poker Blitz'],
  'xoc-dia': ['Xóc Đĩa', 'Xóc Đĩa Turbo', 'Bầu Cua Tôm Cá', 'Tài Xỉu'],
  sam: ['Sâm Lốc', 'Mậu Binh', 'Phỏm', 'Liêng'],
};
const sportsNames: Record<string, string[]> = {
  football: ['Premier League', 'V-League', 'Champions League', 'La Liga', 'Serie A', 'World Cup'],
  basketball: ['NBA', 'VBA', 'EuroLeague'],
  tennis: ['ATP Tour', 'WTA Tour', 'Grand Slam'],
  volleyball: ['Volleyball Nations', 'Beach Volleyball'],
};
const esportsNames: Record<string, string[]> = {
  lol: ['LoL Worlds', 'LoL VCS', 'LoL LCK'],
  dota2: ['Dota 2 TI', 'Dota 2 DPC', 'Dota 2 Majors'],
  cs2: ['CS2 Major', 'CS2 Pro League', 'CS2 Blast'],
  valorant: ['Valorant Champions', 'Valorant Pacific', 'Valorant Masters'],
};
const seaLotteries = ['Thai Lottery', 'Lao Lottery', 'Malaysia 4D', 'Singapore 4D', 'Sabah 88', 'Sandakan 4D', 'Cambodia Lottery', 'Magnum 4D', 'Da Ma Cai', 'Toto 6/45', 'Toto 6/55', 'Power 6/55', 'Mega 6/45', 'Max 3D', 'Keno Vietlott', 'Lotto Asia 5/35'];
const elottNames: Record<string, string[]> = {
  fast: ['Fast 3', 'Lucky 5D', 'Speed 11x5', 'Quick Pick 3', 'Minute Lotto', 'Happy 8'],
  keno: ['Keno 1 Minute', 'Keno Super', 'Keno Bingo', 'Keno Turbo'],
  racing: ['Racing 10', 'Speed Boat', 'Lucky Airship', 'Horse Derby'],
};
const minBets = [1000, 2000, 5000, 10_000, 20_000, 50_000];
const lineCounts = [5, 9, 10, 20, 25, 30, 40, 50, 243, 1024];

/** The in-house games served by this server: every one is real (dice or slot). */
const inhouseGames: Array<{ vendor: string; code: string; name: string; kind: 'dice' | 'slot'; minBet: number; hot: boolean }> = [
  { vendor: 'XGS', code: 'DICE', name: 'Lotus Dice', kind: 'dice', minBet: 1000, hot: true },
  { vendor: 'XGS', code: 'SLOT', name: 'Triple Lotus Slot', kind: 'slot', minBet: 1000, hot: true },
  { vendor: 'XGS', code: 'DICEVIP', name: 'Lotus Dice VIP', kind: 'dice', minBet: 50_000, hot: false },
  { vendor: 'XGS', code: 'SLOTGOLD', name: 'Golden Lotus Reels', kind: 'slot', minBet: 10_000, hot: false },
  { vendor: 'SS', code: 'DICE', name: 'Classic Dice', kind: 'dice', minBet: 2000, hot: false },
  { vendor: 'SS', code: 'FRUIT', name: 'Fruit Reels', kind: 'slot', minBet: 2000, hot: true },
];

/** Esports books delivered in the SPORTS lane get esports games (brand.settings.esportsVendors). */
const esportsCodes = new Set<string>(brand.settings.esportsVendors);
const kindOf = (vendor: VendorSeed): GameCategory => (esportsCodes.has(vendor.code) ? 'ESPORTS' : vendor.category);

function namesFor(vendor: VendorSeed, count: number, rnd: () => number, used: Set<string>): Array<{ name: string; classify: string }> {
  const classify = classifyOf[kindOf(vendor)];
  const out: Array<{ name: string; classify: string }> = [];
  const take = (name: string, c: string) => {
    let candidate = name;
    let n = 2;
    while (used.has(candidate)) candidate = `${name} ${n++}`;
    used.add(candidate);
    out.push({ name: candidate, classify: c });
  };
  const fromGroups = (groups: Record<string, string[]>, suffix: (i: number) => string) => {
    for (let i = 0; out.length < count; i += 1) {
      const c = classify[i % classify.length] as string;
      const list = groups[c] ?? [];
      const base = list[Math.floor(i / classify.length) % list.length] ?? c;
      take(`${base}${suffix(Math.floor(i / (classify.length * list.length)))}`, c);
    }
  };
  switch (kindOf(vendor)) {
    case 'RNG':
      for (let i = 0; out.length < count; i += 1) {
        const adj = adjectives[Math.floor(rnd() * adjectives.length)] as string;
        const noun = nouns[Math.floor(rnd() * nouns.length)] as string;
        const suffix = slotSuffixes[Math.floor(rnd() * slotSuffixes.length)] as string;
        const name = `${adj} ${noun}${suffix}`;
        if (used.has(name)) continue;
        take(name, classify[Math.floor(rnd() * classify.length)] as string);
      }
      break;
    case 'FISH':
      for (let i = 0; out.length < count; i += 1) {
        const base = fishNames[i % fishNames.length] as string;
        take(`${base}${i < fishNames.length ? '' : ` ${adjectives[i % adjectives.length]}`}`, classify[i % 2] as string);
      }
      break;
    case 'LIVE':
      fromGroups(liveNames, (round) => (round === 0 ? '' : ` ${String.fromCharCode(64 + round)}`));
      break;
    case 'PVP':
      fromGroups(pvpNames, (round) => (round === 0 ? '' : ` ${['', 'VIP', 'Turbo', 'Club', 'Pro', 'Hall', 'Lite', 'Royal', 'Max', 'Mini', 'Gold'][round] ?? round}`));
      break;
    case 'SPORTS':
      fromGroups(sportsNames, (round) => (round === 0 ? '' : ` Live ${round}`));
      break;
    case 'ESPORTS':
      fromGroups(esportsNames, (round) => (round === 0 ? '' : ` Series ${round}`));
      break;
    case 'LOTT': {
      // the Vietnamese lottery's games are its real draws (modules/lottery/kinds/*/: the games each kind lists)
      const list = vendor.accountTypeName === 'TCG_LOTTO_VN' ? catalogueNames(vendor.code) : seaLotteries;
      for (let i = 0; out.length < count; i += 1) {
        take(`${list[i % list.length]}${i < list.length ? '' : ` ${vendor.code}`}`, vendor.accountTypeName === 'TCG_LOTTO_VN' ? 'vietnam' : vendor.accountTypeName === 'TCG_SEA' ? 'sea' : 'international');
      }
      break;
    }
    case 'ELOTT':
      fromGroups(elottNames, (round) => (round === 0 ? ` ${vendor.code}` : ` ${vendor.code} ${round + 1}`));
      break;
    default:
      break;
  }
  return out;
}

export function buildGameSeeds(): GameSeed[] {
  const rows: GameSeed[] = [];
  const used = new Set<string>();
  for (const g of inhouseGames) {
    const vendor = vendorSeeds.find((v) => v.code === g.vendor);
    if (!vendor) continue;
    rows.push({
      vendorCode: g.vendor,
      category: 'INHOUSE',
      gameCode: `${g.vendor}_${g.code}`,
      nodeId: `${g.vendor}-${g.code}`,
      name: g.name,
      classify: g.kind === 'dice' ? 'dice' : 'slots',
      minBet: g.minBet,
      lineNum: g.kind === 'slot' ? 1 : 0,
      isHot: g.hot,
      popularity: g.hot ? 9000 : 4000,
      defaultPlayType: null,
      inhouseKind: g.kind,
      maintenance: false,
      sortOrder: rows.length,
    });
    used.add(g.name);
  }
  for (const vendor of vendorSeeds) {
    // a vendor whose games are the lottery kinds' own (VNL) has as many as the kinds list
    const listed = catalogueNames(vendor.code).length;
    const count = listed > 0 ? listed : perVendor[kindOf(vendor)];
    if (count === 0) continue;
    const rnd = seeded(`games:${vendor.code}`);
    // slot names are unique across the catalogue; a table game may exist at several vendors
    const names = namesFor(vendor, count, rnd, vendor.category === 'RNG' ? used : new Set());
    // five-ball and keno games are named by the lottery they draw with, numbered per vendor
    const ordinals = new Map<string, number>();
    names.forEach(({ name: generated, classify }, i) => {
      const num = String(i + 1).padStart(4, '0');
      const lottery = vendor.category === 'LOTT' || vendor.category === 'ELOTT';
      const drawsWith = lottery && vendor.code !== 'VNL' ? lotteryOfGame({ vendorCode: vendor.code, gameCode: `${vendor.code}_${num}`, classify }) : undefined;
      const ordinal = drawsWith ? (ordinals.get(drawsWith.code) ?? 0) + 1 : 0;
      if (drawsWith) ordinals.set(drawsWith.code, ordinal);
      const name = drawsWith ? lotteryGameName(drawsWith, vendor.name, ordinal) : generated;
      rows.push({
        vendorCode: vendor.code,
        category: vendor.category,
        gameCode: `${vendor.code}_${num}`,
        nodeId: `${vendor.code}-${num}`,
        name,
        classify,
        minBet: minBets[Math.floor(rnd() * minBets.length)] as number,
        lineNum: vendor.category === 'RNG' ? (lineCounts[Math.floor(rnd() * lineCounts.length)] as number) : 0,
        isHot: rnd() < 0.08,
        popularity: Math.floor(rnd() * 8000),
        // a lottery game launches on its lottery's first play type (modules/lottery/catalogue.ts)
        defaultPlayType: lottery ? (lotteryOfGame({ vendorCode: vendor.code, gameCode: `${vendor.code}_${num}`, classify })?.defaultPlayType ?? 'lo2') : null,
        inhouseKind: null,
        // one game of the catalogue is down, so the maintenance path is real
        maintenance: vendor.code === 'JDS' && i === 3,
        sortOrder: i,
      });
    });
  }
  return rows;
}
