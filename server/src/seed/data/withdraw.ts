/** Vietnamese banks a card can belong to (code, name, short name, the colour of the generated badge). */
export const bankSeeds = [
  { code: 'VCB', name: 'Ngân hàng TMCP Ngoại thương Việt Nam', shortName: 'Vietcombank', color: '#0b7d3e' },
  { code: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', shortName: 'BIDV', color: '#1a4f9c' },
  { code: 'VTB', name: 'Ngân hàng TMCP Công thương Việt Nam', shortName: 'VietinBank', color: '#0a5aa6' },
  { code: 'AGR', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam', shortName: 'Agribank', color: '#a6192e' },
  { code: 'TCB', name: 'Ngân hàng TMCP Kỹ Thương Việt Nam', shortName: 'Techcombank', color: '#d71920' },
  { code: 'ACB', name: 'Ngân hàng TMCP Á Châu', shortName: 'ACB', color: '#1d4fa0' },
  { code: 'MB', name: 'Ngân hàng TMCP Quân đội', shortName: 'MB Bank', color: '#1b3f94' },
  { code: 'VPB', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng', shortName: 'VPBank', color: '#00813d' },
  { code: 'TPB', name: 'Ngân hàng TMCP Tiên Phong', shortName: 'TPBank', color: '#5b2c83' },
  { code: 'STB', name: 'Ngân hàng TMCP Sài Gòn Thương Tín', shortName: 'Sacombank', color: '#1c5ca8' },
  { code: 'HDB', name: 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh', shortName: 'HDBank', color: '#e30613' },
  { code: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam', shortName: 'VIB', color: '#f58220' },
  { code: 'SHB', name: 'Ngân hàng TMCP Sài Gòn – Hà Nội', shortName: 'SHB', color: '#e77817' },
  { code: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam', shortName: 'MSB', color: '#e4312b' },
  { code: 'EIB', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam', shortName: 'Eximbank', color: '#0060af' },
  { code: 'OCB', name: 'Ngân hàng TMCP Phương Đông', shortName: 'OCB', color: '#00843d' },
] as const;

/**
 * The brand's withdrawal rules, in whole VND: 100,000 to 50,000,000 a
 * withdrawal, 5 a day, forced received 30 minutes after a payout without an
 * answer; transfers to the upline from 10,000. The demo rule (approve and
 * pay small withdrawals at once) is off: WITHDRAW_AUTO_APPROVE_BELOW turns it on.
 */
export const withdrawSettingSeed = {
  minAmount: 100_000,
  maxAmount: 50_000_000,
  dailyCount: 5,
  forcedReceiptMinutes: 30,
  uplineMinAmount: 10_000,
};

/** The demo member's upline agent (so that the transfer to the upline can be tried). */
export const DEMO_UPLINE = 'sponsor';
