import type { VnRegion } from '../../../../../../src/shared/contract/lottery-kinds/vn/rules';
import { playTypesOf, type PlayTypeCode } from '../../../../../../src/shared/contract/lottery-rules';
import { lottery, vnDate, type CatalogueGame, type LotteryDefinition, type ServerKind, type Station } from '../../definition';

/*
 * The Vietnamese lottery on the server: the three regions' daily draws with
 * the provinces of the weekday, the fast draws of two stations, the VNL
 * catalogue games, and the reference brand's odds.
 */

function st(code: string, name: string): Station {
  return { code, name };
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

const fastStations = [st('F1', 'Đài 1'), st('F2', 'Đài 2')];
const north = [st('MB', 'Miền Bắc')];
const regionNames: Record<VnRegion, string> = { north: 'Miền Bắc', central: 'Miền Trung', south: 'Miền Nam' };

function daily(code: string, name: string, region: VnRegion, at: number): LotteryDefinition {
  return lottery({
    code,
    name,
    kind: 'vn',
    region,
    intervalSeconds: null,
    dailyAt: at,
    closeBeforeSeconds: 600,
    stationsAt: (drawAt) =>
      region === 'north' ? [st('MB', VN_NORTH_HOSTS[vnDate(drawAt).weekday] ?? 'Miền Bắc')] : (VN_STATIONS[region][vnDate(drawAt).weekday] ?? []),
    defaultPlayType: 'lo2',
  });
}

function vnFast(region: VnRegion, seconds: number, closeBefore: number, label: string): LotteryDefinition {
  const prefix = region === 'north' ? 'MB' : region === 'central' ? 'MT' : 'MN';
  const stations = region === 'north' ? north : fastStations;
  return lottery({
    code: `VN_${prefix}${seconds === 300 ? '5' : String(seconds)}`,
    name: `${regionNames[region]} ${label}`,
    kind: 'vn',
    region,
    intervalSeconds: seconds,
    dailyAt: null,
    closeBeforeSeconds: closeBefore,
    stationsAt: () => stations,
    defaultPlayType: 'lo2',
    // the 45-second draws run every LOTTERY_FAST_SECONDS in tests
    shortenedInTests: seconds === 45,
  });
}

const lotteries: LotteryDefinition[] = [
  daily('VN_MB', 'Xổ Số Miền Bắc', 'north', 18 * 60 + 15),
  daily('VN_MT', 'Xổ Số Miền Trung', 'central', 17 * 60 + 15),
  daily('VN_MN', 'Xổ Số Miền Nam', 'south', 16 * 60 + 15),
  vnFast('north', 45, 5, '45 giây'),
  vnFast('north', 75, 10, '75 giây'),
  vnFast('north', 300, 30, '5 phút'),
  vnFast('central', 45, 5, '45 giây'),
  vnFast('central', 75, 10, '75 giây'),
  vnFast('central', 300, 30, '5 phút'),
  vnFast('south', 45, 5, '45 giây'),
  vnFast('south', 75, 10, '75 giây'),
  vnFast('south', 300, 30, '5 phút'),
];

/** VNL_0001…0016: the Vietnamese lottery's catalogue games, in order. */
const catalogue: CatalogueGame[] = [
  ['VN_MB', 'Xổ Số Miền Bắc'],
  ['VN_MT', 'Xổ Số Miền Trung'],
  ['VN_MN', 'Xổ Số Miền Nam'],
  ['VN_MB45', 'Miền Bắc 45 giây'],
  ['VN_MB75', 'Miền Bắc 75 giây'],
  ['VN_MB5', 'Miền Bắc 5 phút'],
  ['VN_MT45', 'Miền Trung 45 giây'],
  ['VN_MT75', 'Miền Trung 75 giây'],
  ['VN_MT5', 'Miền Trung 5 phút'],
  ['VN_MN45', 'Miền Nam 45 giây'],
  ['VN_MN75', 'Miền Nam 75 giây'],
  ['VN_MN5', 'Miền Nam 5 phút'],
  ['VN_MB', 'Xổ Số Hà Nội'],
  ['VN_MT', 'Xổ Số Đà Nẵng'],
  ['VN_MN', 'Xổ Số TP.HCM'],
  ['VN_MN', 'Xổ Số Cần Thơ'],
].map(([lotteryCode = '', name = ''], i) => ({ vendor: 'VNL', number: i + 1, lottery: lotteryCode, name }));

/**
 * The reference brand's odds: units paid per hit of one point, returns of
 * about 95–98 % (đá and xiên less), close to what Vietnamese players know.
 */
const odds = (region: VnRegion): Partial<Record<PlayTypeCode, number>> => ({
  lo2: 98,
  lo3: 960,
  lo4: 8800,
  xien2: region === 'north' ? 17 : 35,
  xien3: region === 'north' ? 65 : 200,
  xien4: region === 'north' ? 250 : 1200,
  de: 95,
  de_dau: 95,
  de_g1: 95,
  dau: 95,
  duoi: 95,
  dau_duoi: 95,
  cang3: 900,
  da: region === 'north' ? 750 : 1000,
});
const rare = new Set<string>(['lo4', 'cang3', 'da', 'xien4']);

export const vnServer: ServerKind = {
  kind: 'vn',
  lotteries,
  catalogue,
  groups: [
    { code: 'north', label: regionNames.north },
    { code: 'central', label: regionNames.central },
    { code: 'south', label: regionNames.south },
  ],
  groupOf: (def) => def.region ?? 'south',
  self: { vendor: 'VNL', prizeMode: 'ZY' },
  seedSettings(def) {
    const table = odds(def.region ?? 'south');
    const playTypes = Object.fromEntries(playTypesOf('vn').map((code) => [code, { odds: table[code] ?? 0, maxPointsPerNumber: rare.has(code) ? 1000 : 10_000, enabled: true }]));
    return { lotteryCode: def.code, unitPrice: 1000, maxStakePerDraw: 500_000_000, playTypes };
  },
};
