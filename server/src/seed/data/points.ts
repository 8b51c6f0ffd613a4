/**
 * The brand's points mall: one point per 1,000 ₫ of valid turnover, and a
 * catalogue of cash vouchers, a bonus and physical items (amounts in whole
 * VND; names in the site's six languages). The demo member and the demo
 * agent start with 5,000 points each.
 */
export const pointsRatioSeed = { turnoverPerPoint: 1_000 };

export const DEMO_POINTS = 5_000;

export interface PointItemSeed {
  kind: 'cash' | 'bonus' | 'physical';
  price: number;
  amount: number;
  stock: number | null;
  names: Record<'TY' | 'VI' | 'EN' | 'CN' | 'TH' | 'ID', string>;
}

export const pointItemSeeds: PointItemSeed[] = [
  {
    kind: 'cash',
    price: 500,
    amount: 50_000,
    stock: null,
    names: { TY: 'Phiếu tiền mặt 50K', VI: 'Phiếu tiền mặt 50.000 ₫', EN: 'Cash voucher 50,000 ₫', CN: '现金券 50,000 ₫', TH: 'บัตรเงินสด 50,000 ₫', ID: 'Voucher tunai 50.000 ₫' },
  },
  {
    kind: 'cash',
    price: 1_900,
    amount: 200_000,
    stock: null,
    names: { TY: 'Phiếu tiền mặt 200K', VI: 'Phiếu tiền mặt 200.000 ₫', EN: 'Cash voucher 200,000 ₫', CN: '现金券 200,000 ₫', TH: 'บัตรเงินสด 200,000 ₫', ID: 'Voucher tunai 200.000 ₫' },
  },
  {
    kind: 'bonus',
    price: 800,
    amount: 100_000,
    stock: null,
    names: { TY: 'Thưởng 100K', VI: 'Tiền thưởng 100.000 ₫', EN: 'Bonus 100,000 ₫', CN: '彩金 100,000 ₫', TH: 'โบนัส 100,000 ₫', ID: 'Bonus 100.000 ₫' },
  },
  {
    kind: 'physical',
    price: 3_000,
    amount: 0,
    stock: 20,
    names: { TY: 'Áo thun Lotus Play', VI: 'Áo thun Lotus Play', EN: 'Lotus Play T-shirt', CN: 'Lotus Play T恤', TH: 'เสื้อยืด Lotus Play', ID: 'Kaos Lotus Play' },
  },
  {
    kind: 'physical',
    price: 12_000,
    amount: 0,
    stock: 5,
    names: { TY: 'Tai nghe Bluetooth', VI: 'Tai nghe Bluetooth', EN: 'Bluetooth earbuds', CN: '蓝牙耳机', TH: 'หูฟังบลูทูธ', ID: 'Earbud Bluetooth' },
  },
];
