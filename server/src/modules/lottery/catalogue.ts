import type { PrizeMode } from '../../../../src/shared/contract/lottery';
import type { LotteryKind, PlayTypeCode, VnRegion } from '../../../../src/shared/contract/lottery-rules';

/*
 * The lotteries this server draws, as data: kind, region, schedule, closing
 * time, stations. A catalogue game (games table) points at one of them
 * (`lotteryOfGame`). Times are Vietnam time (UTC+7, no daylight saving).
 */

export const VN_OFFSET_MS = 7 * 3600 * 1000;

export interface Station {
  code: string;
  name: string;
}

export interface LotteryDefinition {
  code: string;
  name: string;
  kind: LotteryKind;
  region: VnRegion | null;
  /** fast draws: seconds between draws (draws at multiples of it from the epoch) */
  intervalSeconds: number | null;
  /** daily draws: the local time of the draw, minutes after midnight */
  dailyAt: number | null;
  closeBeforeSeconds: number;
  /** fixed stations (fast and north draws); null: by weekday (VN_STATIONS) */
  stations: Station[] | null;
  defaultPlayType: PlayTypeCode;
}

/**
 * The provinces of the daily draws of Miền Nam and Miền Trung by weekday
 * (0 = Sunday), in the order they are shown; Miền Bắc draws once, hosted by
 * the province of the day.
 */
export const VN_STATIONS: Record<'central' | 'south', Station[][]> = {
  south: [
    [st('TG', 'Tiền Giang'), st('KG', 'Kiên Giang'), st('DL', 'Đà Lạt')],
    [st('HCM', 'TP. Hồ Chí Minh'), st('DT', 'Đồng Tháp'), st('CM', 'Cà Mau')],
    [st('BTR', 'Bến Tre'), st('VT', 'Vũng Tàu'), st('BL', 'Bạc Liêu')],
    [st('DNA', 'Đồng Nai'), st('CT', 'Cần Thơ'), st('ST', 'Sóc Trăng')],
    [st('TN', 'Tây Ninh'), st('AG', 'An Giang'), st('BTH', 'Bình Thuận')],
    [st('VL', 'Vĩnh Long'), st('BDU', 'Bình Dương'), st('TV', 'Trà Vinh')],
    [st('HCM', 'TP. Hồ Chí Minh'), st('LA', 'Long An'), st('BP', 'Bình Phước'), st('HG', 'Hậu Giang')],
  ],
  central: [
    [st('KT', 'Kon Tum'), st('KH', 'Khánh Hòa'), st('TTH', 'Thừa Thiên Huế')],
    [st('TTH', 'Thừa Thiên Huế'), st('PY', 'Phú Yên')],
    [st('DLK', 'Đắk Lắk'), st('QNM', 'Quảng Nam')],
    [st('DNG', 'Đà Nẵng'), st('KH', 'Khánh Hòa')],
    [st('BDI', 'Bình Định'), st('QT', 'Quảng Trị'), st('QB', 'Quảng Bình')],
    [st('GL', 'Gia Lai'), st('NT', 'Ninh Thuận')],
    [st('DNG', 'Đà Nẵng'), st('QNG', 'Quảng Ngãi'), st('DNO', 'Đắk Nông')],
  ],
};
/** The host of Miền Bắc's draw by weekday (0 = Sunday): the station's code stays MB. */
export const VN_NORTH_HOSTS = ['Thái Bình', 'Hà Nội', 'Quảng Ninh', 'Bắc Ninh', 'Hà Nội', 'Hải Phòng', 'Nam Định'];

function st(code: string, name: string): Station {
  return { code, name };
}

const fastStations = [st('F1', 'Đài 1'), st('F2', 'Đài 2')];
const north = [st('MB', 'Miền Bắc')];

function vnFast(region: VnRegion, seconds: number, closeBefore: number, label: string): LotteryDefinition {
  const prefix = region === 'north' ? 'MB' : region === 'central' ? 'MT' : 'MN';
  const regionName = region === 'north' ? 'Miền Bắc' : region === 'central' ? 'Miền Trung' : 'Miền Nam';
  return {
    code: `VN_${prefix}${seconds === 300 ? '5' : String(seconds)}`,
    name: `${regionName} ${label}`,
    kind: 'vn',
    region,
    intervalSeconds: seconds,
    dailyAt: null,
    closeBeforeSeconds: closeBefore,
    stations: region === 'north' ? north : fastStations,
    defaultPlayType: 'lo2',
  };
}

function fast(code: string, name: string, kind: 'five' | 'keno', seconds: number, closeBefore: number): LotteryDefinition {
  return {
    code,
    name,
    kind,
    region: null,
    intervalSeconds: seconds,
    dailyAt: null,
    closeBeforeSeconds: closeBefore,
    stations: [],
    defaultPlayType: kind === 'five' ? 'position' : 'pick1',
  };
}

export const LOTTERIES: LotteryDefinition[] = [
  { code: 'VN_MB', name: 'Xổ Số Miền Bắc', kind: 'vn', region: 'north', intervalSeconds: null, dailyAt: 18 * 60 + 15, closeBeforeSeconds: 600, stations: north, defaultPlayType: 'lo2' },
  { code: 'VN_MT', name: 'Xổ Số Miền Trung', kind: 'vn', region: 'central', intervalSeconds: null, dailyAt: 17 * 60 + 15, closeBeforeSeconds: 600, stations: null, defaultPlayType: 'lo2' },
  { code: 'VN_MN', name: 'Xổ Số Miền Nam', kind: 'vn', region: 'south', intervalSeconds: null, dailyAt: 16 * 60 + 15, closeBeforeSeconds: 600, stations: null, defaultPlayType: 'lo2' },
  vnFast('north', 45, 5, '45 giây'),
  vnFast('north', 75, 10, '75 giây'),
  vnFast('north', 300, 30, '5 phút'),
  vnFast('central', 45, 5, '45 giây'),
  vnFast('central', 75, 10, '75 giây'),
  vnFast('central', 300, 30, '5 phút'),
  vnFast('south', 45, 5, '45 giây'),
  vnFast('south', 75, 10, '75 giây'),
  vnFast('south', 300, 30, '5 phút'),
  fast('FIVE_1', 'Five-ball 1 min', 'five', 60, 10),
  fast('FIVE_3', 'Five-ball 3 min', 'five', 180, 20),
  fast('FIVE_5', 'Five-ball 5 min', 'five', 300, 30),
  fast('KENO_1', 'Keno 1 min', 'keno', 60, 10),
  fast('KENO_5', 'Keno 5 min', 'keno', 300, 30),
];

export interface LotteryOptions {
  /** the interval of the 45-second and one-minute lotteries, for tests and demos (LOTTERY_FAST_SECONDS) */
  fastSeconds?: number;
}

/** The intervals LOTTERY_FAST_SECONDS shortens: the 45-second Vietnamese draws, the one-minute five-ball and keno. */
const SHORTENED_INTERVALS = new Set([45, 60]);

/** The lotteries with the options applied (a shorter fast interval closes 3 s before the draw). */
export function lotteries(options: LotteryOptions = {}): LotteryDefinition[] {
  const fastSeconds = options.fastSeconds;
  if (!fastSeconds) return LOTTERIES;
  return LOTTERIES.map((l) =>
    l.intervalSeconds !== null && SHORTENED_INTERVALS.has(l.intervalSeconds)
      ? { ...l, intervalSeconds: fastSeconds, closeBeforeSeconds: Math.min(3, fastSeconds - 1) }
      : l,
  );
}

const byCode = new Map(LOTTERIES.map((l) => [l.code, l]));
export const lotteryByCode = (code: string): LotteryDefinition | undefined => byCode.get(code);

/** VNL_0001…0016: the Vietnamese lottery's catalogue games, in order. */
const VNL_GAMES: Array<{ lottery: string; name: string }> = [
  { lottery: 'VN_MB', name: 'Xổ Số Miền Bắc' },
  { lottery: 'VN_MT', name: 'Xổ Số Miền Trung' },
  { lottery: 'VN_MN', name: 'Xổ Số Miền Nam' },
  { lottery: 'VN_MB45', name: 'Miền Bắc 45 giây' },
  { lottery: 'VN_MB75', name: 'Miền Bắc 75 giây' },
  { lottery: 'VN_MB5', name: 'Miền Bắc 5 phút' },
  { lottery: 'VN_MT45', name: 'Miền Trung 45 giây' },
  { lottery: 'VN_MT75', name: 'Miền Trung 75 giây' },
  { lottery: 'VN_MT5', name: 'Miền Trung 5 phút' },
  { lottery: 'VN_MN45', name: 'Miền Nam 45 giây' },
  { lottery: 'VN_MN75', name: 'Miền Nam 75 giây' },
  { lottery: 'VN_MN5', name: 'Miền Nam 5 phút' },
  { lottery: 'VN_MB', name: 'Xổ Số Hà Nội' },
  { lottery: 'VN_MT', name: 'Xổ Số Đà Nẵng' },
  { lottery: 'VN_MN', name: 'Xổ Số TP.HCM' },
  { lottery: 'VN_MN', name: 'Xổ Số Cần Thơ' },
];

/** The Vietnamese lottery's names of the catalogue (the seed names VNL's games with them). */
export const vnlGameNames = VNL_GAMES.map((g) => g.name);

/**
 * The lottery a catalogue game draws with: VNL's games one by one; keno
 * games (classify keno or the keno vendor) the keno draws; every other
 * lottery game a five-ball draw, 1, 3 and 5 minutes in turn.
 */
export function lotteryOfGame(game: { vendorCode: string; gameCode: string; classify: string }): LotteryDefinition | undefined {
  const index = Number(/_(\d{4})$/.exec(game.gameCode)?.[1] ?? '0') - 1;
  if (index < 0) return undefined;
  if (game.vendorCode === 'VNL') return lotteryByCode(VNL_GAMES[index]?.lottery ?? '');
  if (game.classify === 'keno' || game.vendorCode === 'KNX') return lotteryByCode(index % 2 === 0 ? 'KENO_1' : 'KENO_5');
  return lotteryByCode(['FIVE_1', 'FIVE_3', 'FIVE_5'][index % 3] ?? 'FIVE_1');
}

/**
 * The catalogue name of a five-ball or keno game: what it is (its lottery's
 * name, "Five-ball 1 min", "Keno 5 min"), then whose it is and which of the
 * vendor's games of that lottery ("· Lotto Asia 2"), so that no two games of
 * the catalogue share a name and none claims to be another lottery.
 */
export function lotteryGameName(def: LotteryDefinition, vendorName: string, ordinal: number): string {
  return `${def.name} · ${vendorName} ${ordinal}`;
}

/** Which prize mode lists a vendor's games: the site's /lottery (Lott, Elott), SEA's own view, and ZY (the house's own draws: the Vietnamese lottery). */
export function prizeModeOf(vendorCode: string, category: string): PrizeMode {
  if (vendorCode === 'VNL') return 'ZY';
  if (vendorCode === 'SEA') return 'SEA';
  return category === 'ELOTT' ? 'Elott' : 'Lott';
}

/* ── Schedule ─────────────────────────────────────────────────── */

export interface PlannedDraw {
  period: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
  stations: Station[];
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** The Vietnam date of an instant, as YYYYMMDD, and the weekday (0 = Sunday). */
export function vnDate(at: Date): { ymd: string; weekday: number; dayStartMs: number } {
  const local = new Date(at.getTime() + VN_OFFSET_MS);
  const ymd = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1, 2)}${pad(local.getUTCDate(), 2)}`;
  const dayStartMs = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - VN_OFFSET_MS;
  return { ymd, weekday: local.getUTCDay(), dayStartMs };
}

export function stationsOn(def: LotteryDefinition, drawAt: Date): Station[] {
  if (def.stations) {
    if (def.region === 'north' && def.dailyAt !== null) return [st('MB', VN_NORTH_HOSTS[vnDate(drawAt).weekday] ?? 'Miền Bắc')];
    return def.stations;
  }
  const region = def.region === 'central' ? 'central' : 'south';
  return VN_STATIONS[region][vnDate(drawAt).weekday] ?? [];
}

/** The draw of a lottery at a draw time (which must be one of its draw times). */
export function plannedAt(def: LotteryDefinition, drawAtMs: number): PlannedDraw {
  const drawAt = new Date(drawAtMs);
  const { ymd, dayStartMs } = vnDate(drawAt);
  if (def.intervalSeconds) {
    const every = def.intervalSeconds * 1000;
    const seq = Math.round((drawAtMs - dayStartMs) / every);
    // the draw at local midnight is the last of the previous day
    const period = seq === 0 ? `${vnDate(new Date(drawAtMs - 1)).ymd}${pad(86_400_000 / every, 4)}` : `${ymd}${pad(seq, 4)}`;
    return {
      period,
      openAt: new Date(drawAtMs - every),
      closeAt: new Date(drawAtMs - def.closeBeforeSeconds * 1000),
      drawAt,
      stations: stationsOn(def, drawAt),
    };
  }
  return {
    period: ymd,
    openAt: new Date(drawAtMs - 86_400_000),
    closeAt: new Date(drawAtMs - def.closeBeforeSeconds * 1000),
    drawAt,
    stations: stationsOn(def, drawAt),
  };
}

/** The draw times of a lottery in (afterMs, untilMs], oldest first. */
export function drawTimesBetween(def: LotteryDefinition, afterMs: number, untilMs: number): number[] {
  const out: number[] = [];
  if (def.intervalSeconds) {
    const every = def.intervalSeconds * 1000;
    for (let t = Math.floor(afterMs / every) * every + every; t <= untilMs; t += every) out.push(t);
    return out;
  }
  const at = (def.dailyAt ?? 0) * 60_000;
  for (let day = vnDate(new Date(afterMs)).dayStartMs; day + at <= untilMs; day += 86_400_000) {
    if (day + at > afterMs) out.push(day + at);
  }
  return out;
}

/** How far ahead draws exist: an hour of fast draws, two days of daily ones. */
export const horizonMs = (def: LotteryDefinition) => (def.intervalSeconds ? 3_600_000 : 2 * 86_400_000);
