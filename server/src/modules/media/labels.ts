import type { ContentLanguage } from '../content/i18n';

/** The words drawn on generated artwork besides the operator's copy: call-to-action buttons and promotion chips. */

export type CtaKey = 'claim' | 'play' | 'download' | 'learn' | 'seeAll' | 'redeem' | 'join';

const vietnameseCta: Record<CtaKey, string> = {
  claim: 'NHẬN NGAY',
  play: 'CHƠI NGAY',
  download: 'TẢI NGAY',
  learn: 'TÌM HIỂU',
  seeAll: 'XEM TẤT CẢ',
  redeem: 'ĐỔI NGAY',
  join: 'THAM GIA',
};

export const ctaLabels: Record<ContentLanguage, Record<CtaKey, string>> = {
  EN: {
    claim: 'CLAIM NOW',
    play: 'PLAY NOW',
    download: 'DOWNLOAD',
    learn: 'LEARN MORE',
    seeAll: 'SEE ALL',
    redeem: 'REDEEM NOW',
    join: 'JOIN NOW',
  },
  TY: vietnameseCta,
  VI: vietnameseCta,
  CN: {
    claim: '立即领取',
    play: '立即游戏',
    download: '立即下载',
    learn: '了解更多',
    seeAll: '查看全部',
    redeem: '立即兑换',
    join: '立即加入',
  },
  TH: {
    claim: 'รับเลย',
    play: 'เล่นเลย',
    download: 'ดาวน์โหลด',
    learn: 'ดูเพิ่มเติม',
    seeAll: 'ดูทั้งหมด',
    redeem: 'แลกเลย',
    join: 'สมัครเลย',
  },
  ID: {
    claim: 'KLAIM SEKARANG',
    play: 'MAIN SEKARANG',
    download: 'UNDUH',
    learn: 'PELAJARI',
    seeAll: 'LIHAT SEMUA',
    redeem: 'TUKAR SEKARANG',
    join: 'GABUNG SEKARANG',
  },
};

const ctaByGroup: Record<string, CtaKey> = {
  down: 'download',
  help: 'learn',
  promotions: 'seeAll',
  shop: 'redeem',
  register: 'join',
};

/** A banner linking to a promotion says "claim"; the groups with their own action say it; the rest "play". */
export function bannerCta(banner: { groupName: string; linkageType: string | null }, language: ContentLanguage): string {
  const key: CtaKey = banner.linkageType === 'promotion' ? 'claim' : (ctaByGroup[banner.groupName] ?? 'play');
  return ctaLabels[language][key];
}

const vietnamesePromotion: Record<string, string> = {
  new_player: 'Người chơi mới',
  deposit: 'Nạp tiền',
  rebate: 'Hoàn trả',
  sports: 'Thể thao',
  live: 'Sòng bài trực tiếp',
  slots: 'Slots',
  cards: 'Game bài',
  fish: 'Bắn cá',
  lotto: 'Xổ số',
  points: 'Cửa hàng điểm',
  ranking: 'Bảng xếp hạng',
  app: 'Ứng dụng',
  referral: 'Mời bạn bè',
  game: 'Khuyến mãi game',
  other: 'Khuyến mãi',
};

/** The chip on a promotion card: the category in the card's language; `other` for an unknown category. */
export const promotionLabels: Record<ContentLanguage, Record<string, string>> = {
  EN: {
    new_player: 'New player',
    deposit: 'Deposit',
    rebate: 'Rebate',
    sports: 'Sports',
    live: 'Live casino',
    slots: 'Slots',
    cards: 'Card games',
    fish: 'Fishing',
    lotto: 'Lotto',
    points: 'Points mall',
    ranking: 'Ranking',
    app: 'App',
    referral: 'Invite friends',
    game: 'Game promotion',
    other: 'Promotion',
  },
  TY: vietnamesePromotion,
  VI: vietnamesePromotion,
  CN: {
    new_player: '新会员',
    deposit: '存款',
    rebate: '返水',
    sports: '体育',
    live: '真人娱乐',
    slots: '老虎机',
    cards: '棋牌',
    fish: '捕鱼',
    lotto: '彩票',
    points: '积分商城',
    ranking: '排行榜',
    app: '应用',
    referral: '邀请好友',
    game: '游戏优惠',
    other: '优惠',
  },
  TH: {
    new_player: 'ผู้เล่นใหม่',
    deposit: 'เงินฝาก',
    rebate: 'คืนยอดเสีย',
    sports: 'กีฬา',
    live: 'คาสิโนสด',
    slots: 'สล็อต',
    cards: 'เกมไพ่',
    fish: 'ยิงปลา',
    lotto: 'หวย',
    points: 'ร้านค้าแต้ม',
    ranking: 'จัดอันดับ',
    app: 'แอป',
    referral: 'ชวนเพื่อน',
    game: 'โปรเกม',
    other: 'โปรโมชั่น',
  },
  ID: {
    new_player: 'Pemain baru',
    deposit: 'Deposit',
    rebate: 'Rabat',
    sports: 'Olahraga',
    live: 'Kasino live',
    slots: 'Slot',
    cards: 'Permainan kartu',
    fish: 'Tembak ikan',
    lotto: 'Lotre',
    points: 'Toko poin',
    ranking: 'Peringkat',
    app: 'Aplikasi',
    referral: 'Ajak teman',
    game: 'Promo game',
    other: 'Promosi',
  },
};

export function promotionLabel(category: string, language: ContentLanguage): string {
  const labels = promotionLabels[language];
  return labels[category] ?? labels.other ?? 'Promotion';
}
