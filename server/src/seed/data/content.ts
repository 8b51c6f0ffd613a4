import type { BannerGroup } from '../../../../src/shared/contract/content';

/**
 * The base rows carry the English copy; these are the other languages of the
 * site, written to content_translations by the seed. VI is standard
 * Vietnamese; TY (the brand's Vietnamese site, the default) uses the VI copy
 * unless it has its own.
 */
export type SeedLanguage = 'TY' | 'VI' | 'CN' | 'TH' | 'ID';
export interface Translations<F> {
  TY?: F;
  VI: F;
  CN: F;
  TH: F;
  ID: F;
}

/** Every language of a translation, TY filled from VI when it has no copy of its own. */
export function eachLanguage<F>(t: Translations<F>): Array<[SeedLanguage, F]> {
  return [
    ['TY', t.TY ?? t.VI],
    ['VI', t.VI],
    ['CN', t.CN],
    ['TH', t.TH],
    ['ID', t.ID],
  ];
}

export interface BannerSeed {
  code: string;
  group: BannerGroup;
  title: string;
  subtitle: string;
  linkageType: 'url' | 'route' | 'promotion' | 'game' | null;
  link: string | null;
  i18n: Translations<{ title: string; subtitle: string }>;
}

/** At least one banner per group of contract/content.ts `bannerGroups`; the home carousel gets four. */
export const bannerSeeds: BannerSeed[] = [
  { code: 'home-welcome', group: 'home', title: 'Welcome Bonus 100%', subtitle: 'Double your first deposit, up to 5,000,000₫', linkageType: 'promotion', link: 'welcome-bonus',
    i18n: { VI: { title: 'Thưởng Chào Mừng 100%', subtitle: 'Nhân đôi lần nạp đầu, tối đa 5.000.000₫' }, CN: { title: '首存红利 100%', subtitle: '首次存款翻倍，最高 5,000,000₫' }, TH: { title: 'โบนัสต้อนรับ 100%', subtitle: 'ฝากครั้งแรกรับเพิ่มเท่าตัว สูงสุด 5,000,000₫' }, ID: { title: 'Bonus Sambutan 100%', subtitle: 'Gandakan deposit pertama Anda, hingga 5.000.000₫' } } },
  { code: 'home-live', group: 'home', title: 'Live Casino Nights', subtitle: 'Real dealers, real tables, every night', linkageType: 'route', link: '/live',
    i18n: { VI: { title: 'Đêm Casino Trực Tiếp', subtitle: 'Dealer thật, bàn chơi thật, mỗi đêm' }, CN: { title: '真人娱乐之夜', subtitle: '真人荷官，真实牌桌，夜夜精彩' }, TH: { title: 'ค่ำคืนคาสิโนสด', subtitle: 'ดีลเลอร์ตัวจริง โต๊ะจริง ทุกคืน' }, ID: { title: 'Malam Kasino Live', subtitle: 'Dealer asli, meja asli, setiap malam' } } },
  { code: 'home-sports', group: 'home', title: 'Football Weekend', subtitle: 'Best odds on every match', linkageType: 'route', link: '/sports',
    i18n: { VI: { title: 'Cuối Tuần Bóng Đá', subtitle: 'Tỷ lệ cược tốt nhất cho mọi trận đấu' }, CN: { title: '足球周末', subtitle: '每场比赛最佳赔率' }, TH: { title: 'สุดสัปดาห์ฟุตบอล', subtitle: 'ราคาต่อรองดีที่สุดทุกแมตช์' }, ID: { title: 'Akhir Pekan Sepak Bola', subtitle: 'Odds terbaik di setiap pertandingan' } } },
  { code: 'home-lottery', group: 'home', title: 'Vietnam Lottery', subtitle: 'North, Central and South draws daily', linkageType: 'route', link: '/vnlottery',
    i18n: { VI: { title: 'Xổ Số Việt Nam', subtitle: 'Quay thưởng miền Bắc, Trung, Nam mỗi ngày' }, CN: { title: '越南彩票', subtitle: '北部、中部、南部每日开奖' }, TH: { title: 'หวยเวียดนาม', subtitle: 'ออกรางวัลภาคเหนือ กลาง และใต้ทุกวัน' }, ID: { title: 'Lotere Vietnam', subtitle: 'Undian Utara, Tengah dan Selatan setiap hari' } } },
  { code: 'rng-jackpot', group: 'rng', title: 'Jackpot Week', subtitle: 'Spin the reels, chase the big prize', linkageType: 'route', link: '/rng',
    i18n: { VI: { title: 'Tuần Lễ Jackpot', subtitle: 'Quay cuộn, săn giải thưởng lớn' }, CN: { title: '头奖周', subtitle: '转动卷轴，赢取大奖' }, TH: { title: 'สัปดาห์แจ็กพอต', subtitle: 'หมุนวงล้อ ล่ารางวัลใหญ่' }, ID: { title: 'Pekan Jackpot', subtitle: 'Putar gulungan, kejar hadiah besar' } } },
  { code: 'live-vip', group: 'live', title: 'VIP Baccarat Tables', subtitle: 'High limits, private rooms', linkageType: 'route', link: '/live',
    i18n: { VI: { title: 'Bàn Baccarat VIP', subtitle: 'Hạn mức cao, phòng riêng' }, CN: { title: 'VIP 百家乐桌', subtitle: '高限额，私人包间' }, TH: { title: 'โต๊ะบาคาร่า VIP', subtitle: 'วงเงินสูง ห้องส่วนตัว' }, ID: { title: 'Meja Baccarat VIP', subtitle: 'Limit tinggi, ruang pribadi' } } },
  { code: 'fish-ocean', group: 'fish', title: 'Ocean King', subtitle: 'Hunt the golden whale', linkageType: 'route', link: '/fish',
    i18n: { VI: { title: 'Vua Đại Dương', subtitle: 'Săn cá voi vàng' }, CN: { title: '海洋之王', subtitle: '捕获黄金鲸鱼' }, TH: { title: 'ราชาแห่งมหาสมุทร', subtitle: 'ล่าวาฬทองคำ' }, ID: { title: 'Raja Samudra', subtitle: 'Buru paus emas' } } },
  { code: 'pvp-tienlen', group: 'pvp', title: 'Tiến Lên Masters', subtitle: 'Play against real opponents', linkageType: 'route', link: '/pvp',
    i18n: { VI: { title: 'Cao Thủ Tiến Lên', subtitle: 'Đấu với người chơi thật' }, CN: { title: 'Tiến Lên 大师赛', subtitle: '与真人对手同台竞技' }, TH: { title: 'ยอดฝีมือ Tiến Lên', subtitle: 'เล่นกับคู่แข่งตัวจริง' }, ID: { title: 'Master Tiến Lên', subtitle: 'Bermain melawan lawan sungguhan' } } },
  { code: 'sports-cashback', group: 'sports', title: 'Weekend Cashback', subtitle: '5% back on losing parlays', linkageType: 'promotion', link: 'sports-cashback',
    i18n: { VI: { title: 'Hoàn Tiền Cuối Tuần', subtitle: 'Hoàn 5% cho cược xiên thua' }, CN: { title: '周末返现', subtitle: '串关未中返还 5%' }, TH: { title: 'แคชแบ็กสุดสัปดาห์', subtitle: 'คืน 5% สำหรับบอลสเต็ปที่เสีย' }, ID: { title: 'Cashback Akhir Pekan', subtitle: 'Kembali 5% untuk parlay yang kalah' } } },
  { code: 'esports-cup', group: 'esports', title: 'Esports Cup', subtitle: 'LoL, Dota 2, CS2 and Valorant', linkageType: 'route', link: '/esports',
    i18n: { VI: { title: 'Cúp Thể Thao Điện Tử', subtitle: 'LoL, Dota 2, CS2 và Valorant' }, CN: { title: '电竞杯', subtitle: 'LoL、Dota 2、CS2 和 Valorant' }, TH: { title: 'อีสปอร์ตคัพ', subtitle: 'LoL, Dota 2, CS2 และ Valorant' }, ID: { title: 'Piala Esports', subtitle: 'LoL, Dota 2, CS2 dan Valorant' } } },
  { code: 'lottery-draws', group: 'lottery', title: 'Lottery Every Minute', subtitle: 'Fast draws around the clock', linkageType: 'route', link: '/elott',
    i18n: { VI: { title: 'Xổ Số Mỗi Phút', subtitle: 'Quay thưởng nhanh suốt ngày đêm' }, CN: { title: '分分彩', subtitle: '全天候极速开奖' }, TH: { title: 'หวยทุกนาที', subtitle: 'ออกรางวัลรวดเร็วตลอด 24 ชั่วโมง' }, ID: { title: 'Lotere Setiap Menit', subtitle: 'Undian cepat sepanjang waktu' } } },
  { code: 'down-app', group: 'down', title: 'Play On The Go', subtitle: 'Get the Lotus Play app for Android and iOS', linkageType: null, link: null,
    i18n: { VI: { title: 'Chơi Mọi Lúc Mọi Nơi', subtitle: 'Tải ứng dụng Lotus Play cho Android và iOS' }, CN: { title: '随时随地畅玩', subtitle: '下载 Lotus Play 安卓和 iOS 应用' }, TH: { title: 'เล่นได้ทุกที่', subtitle: 'ดาวน์โหลดแอป Lotus Play สำหรับ Android และ iOS' }, ID: { title: 'Main Di Mana Saja', subtitle: 'Unduh aplikasi Lotus Play untuk Android dan iOS' } } },
  { code: 'promotions-main', group: 'promotions', title: 'Promotions', subtitle: 'New rewards every week', linkageType: null, link: null,
    i18n: { VI: { title: 'Khuyến Mãi', subtitle: 'Phần thưởng mới mỗi tuần' }, CN: { title: '优惠活动', subtitle: '每周都有新奖励' }, TH: { title: 'โปรโมชั่น', subtitle: 'รางวัลใหม่ทุกสัปดาห์' }, ID: { title: 'Promosi', subtitle: 'Hadiah baru setiap minggu' } } },
  { code: 'shop-points', group: 'shop', title: 'Points Mall', subtitle: 'Turn your points into rewards', linkageType: null, link: null,
    i18n: { VI: { title: 'Cửa Hàng Điểm', subtitle: 'Đổi điểm lấy phần thưởng' }, CN: { title: '积分商城', subtitle: '用积分兑换奖励' }, TH: { title: 'ร้านค้าแต้ม', subtitle: 'เปลี่ยนแต้มเป็นของรางวัล' }, ID: { title: 'Toko Poin', subtitle: 'Tukar poin Anda dengan hadiah' } } },
  { code: 'help-center', group: 'help', title: 'How Can We Help?', subtitle: 'Answers about deposits, withdrawals and safety', linkageType: null, link: null,
    i18n: { VI: { title: 'Chúng Tôi Có Thể Giúp Gì?', subtitle: 'Giải đáp về nạp tiền, rút tiền và an toàn' }, CN: { title: '需要什么帮助？', subtitle: '关于存款、取款和安全的解答' }, TH: { title: 'ให้เราช่วยอะไรดี?', subtitle: 'คำตอบเรื่องการฝาก การถอน และความปลอดภัย' }, ID: { title: 'Ada Yang Bisa Kami Bantu?', subtitle: 'Jawaban seputar deposit, penarikan dan keamanan' } } },
  { code: 'register-gift', group: 'register', title: 'Join Lotus Play', subtitle: 'A gift of 1,000₫ is waiting for new members', linkageType: null, link: null,
    i18n: { VI: { title: 'Gia Nhập Lotus Play', subtitle: 'Quà tặng 1.000₫ đang chờ thành viên mới' }, CN: { title: '加入 Lotus Play', subtitle: '新会员可获 1,000₫ 礼金' }, TH: { title: 'สมัคร Lotus Play', subtitle: 'ของขวัญ 1,000₫ รอสมาชิกใหม่อยู่' }, ID: { title: 'Gabung Lotus Play', subtitle: 'Hadiah 1.000₫ menanti member baru' } } },
  { code: 'inhouse-originals', group: 'inhouse', title: 'Lotus Originals', subtitle: 'Provably fair dice and slots', linkageType: 'route', link: '/inhouse',
    i18n: { VI: { title: 'Trò Chơi Độc Quyền Lotus', subtitle: 'Xúc xắc và slot công bằng, kiểm chứng được' }, CN: { title: 'Lotus 原创游戏', subtitle: '可验证公平的骰子和老虎机' }, TH: { title: 'เกมออริจินัลของ Lotus', subtitle: 'ลูกเต๋าและสล็อตที่พิสูจน์ความยุติธรรมได้' }, ID: { title: 'Lotus Originals', subtitle: 'Dadu dan slot yang terbukti adil' } } },
];

export interface AnnouncementSeed {
  code: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  popup: boolean;
  /** days before the seed run */
  daysAgo: number;
  i18n: Translations<{ title: string; content: string }>;
}

export const announcementSeeds: AnnouncementSeed[] = [
  {
    code: 'welcome-2026',
    type: 'PU',
    title: 'Welcome to Lotus Play',
    content: '<p>Thank you for choosing Lotus Play. New members receive a <strong>1,000₫ registration gift</strong> and a <strong>100% welcome bonus</strong> on the first deposit.</p><p>Please play responsibly. Players must be 21 or older.</p>',
    popup: true,
    daysAgo: 1,
    i18n: {
      VI: {
        title: 'Chào mừng đến với Lotus Play',
        content: '<p>Cảm ơn bạn đã chọn Lotus Play. Thành viên mới nhận <strong>quà đăng ký 1.000₫</strong> và <strong>thưởng chào mừng 100%</strong> cho lần nạp đầu tiên.</p><p>Hãy chơi có trách nhiệm. Người chơi phải từ 21 tuổi trở lên.</p>',
      },
      CN: {
        title: '欢迎来到 Lotus Play',
        content: '<p>感谢您选择 Lotus Play。新会员可获得 <strong>1,000₫ 注册礼金</strong>，首次存款还可享受 <strong>100% 迎新红利</strong>。</p><p>请理性游戏。玩家须年满 21 岁。</p>',
      },
      TH: {
        title: 'ยินดีต้อนรับสู่ Lotus Play',
        content: '<p>ขอบคุณที่เลือก Lotus Play สมาชิกใหม่รับ <strong>ของขวัญสมัครสมาชิก 1,000₫</strong> และ <strong>โบนัสต้อนรับ 100%</strong> สำหรับการฝากครั้งแรก</p><p>โปรดเล่นอย่างมีความรับผิดชอบ ผู้เล่นต้องมีอายุ 21 ปีขึ้นไป</p>',
      },
      ID: {
        title: 'Selamat datang di Lotus Play',
        content: '<p>Terima kasih telah memilih Lotus Play. Member baru mendapatkan <strong>hadiah pendaftaran 1.000₫</strong> dan <strong>bonus sambutan 100%</strong> untuk deposit pertama.</p><p>Harap bermain secara bertanggung jawab. Pemain harus berusia 21 tahun ke atas.</p>',
      },
    },
  },
  {
    code: 'maintenance-notice',
    type: 'PL',
    title: 'Scheduled maintenance on Tuesday 02:00–04:00',
    content: '<p>Our systems will be upgraded on Tuesday from 02:00 to 04:00 (GMT+7). Games will be briefly unavailable; balances and open bets are safe.</p>',
    popup: false,
    daysAgo: 3,
    i18n: {
      VI: {
        title: 'Bảo trì định kỳ thứ Ba 02:00–04:00',
        content: '<p>Hệ thống sẽ được nâng cấp vào thứ Ba từ 02:00 đến 04:00 (GMT+7). Các trò chơi sẽ tạm ngưng trong thời gian ngắn; số dư và các cược đang mở vẫn an toàn.</p>',
      },
      CN: {
        title: '周二 02:00–04:00 例行维护',
        content: '<p>系统将于周二 02:00 至 04:00（GMT+7）进行升级。期间游戏将短暂无法使用，您的余额和未结算注单均安全无虞。</p>',
      },
      TH: {
        title: 'ปิดปรับปรุงระบบวันอังคาร 02:00–04:00',
        content: '<p>ระบบจะได้รับการอัปเกรดในวันอังคาร เวลา 02:00 ถึง 04:00 (GMT+7) เกมจะไม่สามารถใช้งานได้ชั่วคราว ยอดเงินและเดิมพันที่ยังไม่ปิดยังคงปลอดภัย</p>',
      },
      ID: {
        title: 'Pemeliharaan terjadwal Selasa 02:00–04:00',
        content: '<p>Sistem kami akan ditingkatkan pada hari Selasa pukul 02:00 sampai 04:00 (GMT+7). Permainan tidak tersedia untuk sementara; saldo dan taruhan yang masih berjalan tetap aman.</p>',
      },
    },
  },
  {
    code: 'new-payment-method',
    type: 'B',
    title: 'New deposit method: instant bank QR',
    content: '<p>You can now deposit by scanning a bank QR code. Deposits arrive within a minute, 24 hours a day.</p>',
    popup: false,
    daysAgo: 5,
    i18n: {
      VI: {
        title: 'Phương thức nạp mới: QR ngân hàng tức thì',
        content: '<p>Giờ đây bạn có thể nạp tiền bằng cách quét mã QR ngân hàng. Tiền vào tài khoản trong vòng một phút, 24 giờ mỗi ngày.</p>',
      },
      CN: {
        title: '新存款方式：银行二维码即时到账',
        content: '<p>现在您可以扫描银行二维码进行存款。全天 24 小时，一分钟内到账。</p>',
      },
      TH: {
        title: 'ช่องทางฝากใหม่: QR ธนาคารเข้าทันที',
        content: '<p>ตอนนี้คุณสามารถฝากเงินด้วยการสแกน QR โค้ดของธนาคาร เงินเข้าภายในหนึ่งนาที ตลอด 24 ชั่วโมง</p>',
      },
      ID: {
        title: 'Metode deposit baru: QR bank instan',
        content: '<p>Kini Anda dapat melakukan deposit dengan memindai kode QR bank. Dana masuk dalam satu menit, 24 jam sehari.</p>',
      },
    },
  },
  {
    code: 'responsible-gaming',
    type: 'H',
    title: 'Set your own limits',
    content: '<p>Deposit, loss and session limits are available in the member centre. Lower limits apply at once.</p>',
    popup: false,
    daysAgo: 8,
    i18n: {
      VI: {
        title: 'Tự đặt giới hạn của bạn',
        content: '<p>Giới hạn nạp tiền, thua lỗ và thời gian chơi có trong trung tâm thành viên. Giới hạn thấp hơn có hiệu lực ngay lập tức.</p>',
      },
      CN: {
        title: '设置您自己的限额',
        content: '<p>您可以在会员中心设置存款、亏损和游戏时长限额。调低限额立即生效。</p>',
      },
      TH: {
        title: 'กำหนดขีดจำกัดของคุณเอง',
        content: '<p>ตั้งขีดจำกัดการฝาก การเสีย และระยะเวลาการเล่นได้ที่ศูนย์สมาชิก การลดขีดจำกัดมีผลทันที</p>',
      },
      ID: {
        title: 'Atur batas Anda sendiri',
        content: '<p>Batas deposit, kekalahan, dan sesi tersedia di pusat member. Batas yang lebih rendah langsung berlaku.</p>',
      },
    },
  },
  {
    code: 'promo-rebate',
    type: 'PR',
    title: 'Unlimited 1.2% rebate is back',
    content: '<p>Every bet on slots and fishing games earns a 1.2% rebate, paid daily with no play-through.</p>',
    popup: true,
    daysAgo: 2,
    i18n: {
      VI: {
        title: 'Hoàn trả không giới hạn 1,2% đã trở lại',
        content: '<p>Mọi cược vào slot và bắn cá đều được hoàn trả 1,2%, trả hằng ngày, không yêu cầu doanh thu cược.</p>',
      },
      CN: {
        title: '无上限 1.2% 返水回归',
        content: '<p>老虎机和捕鱼游戏的每一笔投注均可获得 1.2% 返水，每日派发，无需流水。</p>',
      },
      TH: {
        title: 'คืนยอดเสีย 1.2% ไม่อั้นกลับมาแล้ว',
        content: '<p>ทุกการเดิมพันในเกมสล็อตและยิงปลารับเงินคืน 1.2% จ่ายทุกวัน ไม่ต้องทำเทิร์นโอเวอร์</p>',
      },
      ID: {
        title: 'Rabat 1,2% tanpa batas kembali',
        content: '<p>Setiap taruhan di slot dan tembak ikan mendapatkan rabat 1,2%, dibayar setiap hari tanpa syarat turnover.</p>',
      },
    },
  },
  {
    code: 'security-reminder',
    type: 'B',
    title: 'We will never ask for your password',
    content: '<p>Lotus Play staff never ask for your password or payment password. Report any such request to customer service.</p>',
    popup: false,
    daysAgo: 12,
    i18n: {
      VI: {
        title: 'Chúng tôi không bao giờ hỏi mật khẩu của bạn',
        content: '<p>Nhân viên Lotus Play không bao giờ hỏi mật khẩu đăng nhập hay mật khẩu thanh toán của bạn. Hãy báo cho bộ phận chăm sóc khách hàng nếu có ai yêu cầu như vậy.</p>',
      },
      CN: {
        title: '我们绝不会索要您的密码',
        content: '<p>Lotus Play 工作人员绝不会索要您的登录密码或支付密码。如遇此类要求，请向客服举报。</p>',
      },
      TH: {
        title: 'เราจะไม่ขอรหัสผ่านของคุณเด็ดขาด',
        content: '<p>พนักงาน Lotus Play จะไม่ขอรหัสผ่านหรือรหัสผ่านการชำระเงินของคุณ หากมีผู้ร้องขอ โปรดแจ้งฝ่ายบริการลูกค้า</p>',
      },
      ID: {
        title: 'Kami tidak akan pernah meminta kata sandi Anda',
        content: '<p>Staf Lotus Play tidak pernah meminta kata sandi atau kata sandi pembayaran Anda. Laporkan setiap permintaan seperti itu kepada layanan pelanggan.</p>',
      },
    },
  },
];

export interface PromotionSeed {
  code: string;
  category: string;
  title: string;
  summary: string;
  content: string;
  /** days from the seed run until the end; null for open-ended */
  endsInDays: number | null;
  i18n: Translations<{ title: string; summary: string; content: string }>;
}

export const promotionSeeds: PromotionSeed[] = [
  {
    code: 'welcome-bonus',
    category: 'new_player',
    title: 'Welcome Bonus 100%',
    summary: 'Double your first deposit, up to 5,000,000₫.',
    content: '<p>Deposit at least 100,000₫ and receive a 100% bonus up to 5,000,000₫. Play-through: 10 times the deposit and bonus.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Thưởng Chào Mừng 100%',
        summary: 'Nhân đôi lần nạp đầu tiên, tối đa 5.000.000₫.',
        content: '<p>Nạp tối thiểu 100.000₫ và nhận thưởng 100%, tối đa 5.000.000₫. Yêu cầu doanh thu cược: 10 lần tổng tiền nạp và tiền thưởng.</p>',
      },
      CN: {
        title: '首存红利 100%',
        summary: '首次存款翻倍，最高 5,000,000₫。',
        content: '<p>存款至少 100,000₫，即可获得 100% 红利，最高 5,000,000₫。流水要求：存款加红利的 10 倍。</p>',
      },
      TH: {
        title: 'โบนัสต้อนรับ 100%',
        summary: 'ฝากครั้งแรกรับเพิ่มเท่าตัว สูงสุด 5,000,000₫',
        content: '<p>ฝากขั้นต่ำ 100,000₫ รับโบนัส 100% สูงสุด 5,000,000₫ ทำเทิร์นโอเวอร์ 10 เท่าของยอดฝากรวมโบนัส</p>',
      },
      ID: {
        title: 'Bonus Sambutan 100%',
        summary: 'Gandakan deposit pertama Anda, hingga 5.000.000₫.',
        content: '<p>Deposit minimal 100.000₫ dan dapatkan bonus 100% hingga 5.000.000₫. Syarat turnover: 10 kali deposit dan bonus.</p>',
      },
    },
  },
  {
    code: 'registration-gift',
    category: 'new_player',
    title: 'Registration Gift 1,000₫',
    summary: 'A small thank-you for joining: claim it in the Reward centre.',
    content: '<p>Every new member receives 1,000₫ after registering. One gift per person, household and device.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Quà Đăng Ký 1.000₫',
        summary: 'Lời cảm ơn nhỏ khi bạn tham gia: nhận tại Trung tâm phần thưởng.',
        content: '<p>Mỗi thành viên mới nhận 1.000₫ sau khi đăng ký. Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ nhận một lần.</p>',
      },
      CN: {
        title: '注册礼金 1,000₫',
        summary: '感谢您的加入：请在奖励中心领取。',
        content: '<p>每位新会员注册后可获得 1,000₫。每人、每户、每台设备限领一次。</p>',
      },
      TH: {
        title: 'ของขวัญ สมัครสมาชิก 1,000₫',
        summary: 'ขอบคุณที่เข้าร่วม รับได้ที่ศูนย์รางวัล',
        content: '<p>สมาชิกใหม่ทุกคนรับ 1,000₫ หลังสมัคร จำกัดหนึ่งสิทธิ์ต่อบุคคล ครัวเรือน และอุปกรณ์</p>',
      },
      ID: {
        title: 'Hadiah Pendaftaran 1.000₫',
        summary: 'Ucapan terima kasih karena bergabung: klaim di Pusat Hadiah.',
        content: '<p>Setiap member baru menerima 1.000₫ setelah mendaftar. Satu hadiah per orang, rumah tangga, dan perangkat.</p>',
      },
    },
  },
  {
    code: 'first-deposit-spins',
    category: 'new_player',
    title: '50 Free Spins',
    summary: 'On your first deposit of 200,000₫ or more.',
    content: '<p>50 free spins on selected slots, valid for 7 days after the deposit.</p>',
    endsInDays: 90,
    i18n: {
      VI: {
        title: '50 Vòng Quay Miễn Phí',
        summary: 'Cho lần nạp đầu tiên từ 200.000₫ trở lên.',
        content: '<p>50 vòng quay miễn phí trên các slot được chọn, có hiệu lực 7 ngày sau khi nạp.</p>',
      },
      CN: {
        title: '50 次免费旋转',
        summary: '首次存款 200,000₫ 或以上即可获得。',
        content: '<p>指定老虎机 50 次免费旋转，存款后 7 天内有效。</p>',
      },
      TH: {
        title: 'ฟรีสปิน 50 ครั้ง',
        summary: 'เมื่อฝากครั้งแรกตั้งแต่ 200,000₫ ขึ้นไป',
        content: '<p>ฟรีสปิน 50 ครั้งในสล็อตที่ร่วมรายการ ใช้ได้ 7 วันหลังการฝาก</p>',
      },
      ID: {
        title: '50 Putaran Gratis',
        summary: 'Untuk deposit pertama 200.000₫ atau lebih.',
        content: '<p>50 putaran gratis di slot pilihan, berlaku 7 hari setelah deposit.</p>',
      },
    },
  },
  {
    code: 'daily-reload',
    category: 'deposit',
    title: 'Daily Reload 10%',
    summary: 'A 10% bonus on your first deposit of each day.',
    content: '<p>From your second deposit on, the first deposit of each day (GMT+7) of at least 100,000₫ earns a 10% bonus, up to 1,000,000₫ per day, to claim in the Reward centre within 7 days. Play-through: 5 times the bonus.</p>',
    endsInDays: 30,
    i18n: {
      VI: {
        title: 'Nạp Lại Mỗi Ngày 10%',
        summary: 'Thưởng 10% cho lần nạp đầu tiên mỗi ngày.',
        content: '<p>Từ lần nạp thứ hai, lần nạp đầu tiên mỗi ngày (GMT+7) từ 100.000₫ được thưởng 10%, tối đa 1.000.000₫ mỗi ngày, nhận tại Trung tâm phần thưởng trong 7 ngày. Yêu cầu doanh thu cược: 5 lần tiền thưởng.</p>',
      },
      CN: {
        title: '每日续存 10%',
        summary: '每天首笔存款享 10% 红利。',
        content: '<p>自第二笔存款起，每天（GMT+7）首笔不少于 100,000₫ 的存款可获 10% 红利，每天最高 1,000,000₫，请于 7 天内在奖励中心领取。流水要求：红利的 5 倍。</p>',
      },
      TH: {
        title: 'โบนัสฝากรายวัน 10%',
        summary: 'รับโบนัส 10% สำหรับการฝากครั้งแรกของทุกวัน',
        content: '<p>ตั้งแต่การฝากครั้งที่สอง การฝากครั้งแรกของแต่ละวัน (GMT+7) ตั้งแต่ 100,000₫ รับโบนัส 10% สูงสุด 1,000,000₫ ต่อวัน รับได้ที่ศูนย์รางวัลภายใน 7 วัน ทำเทิร์นโอเวอร์ 5 เท่าของโบนัส</p>',
      },
      ID: {
        title: 'Isi Ulang Harian 10%',
        summary: 'Bonus 10% untuk deposit pertama setiap hari.',
        content: '<p>Mulai deposit kedua, deposit pertama setiap hari (GMT+7) minimal 100.000₫ mendapat bonus 10%, hingga 1.000.000₫ per hari, diklaim di Pusat Hadiah dalam 7 hari. Syarat turnover: 5 kali bonus.</p>',
      },
    },
  },
  {
    code: 'deposit-streak',
    category: 'deposit',
    title: '3-Day Deposit Streak',
    summary: 'Deposit 200,000₫ or more three days in a row and get 100,000₫.',
    content: '<p>Press Join, then deposit at least 200,000₫ (in one or several deposits) on three consecutive days (GMT+7). On the third day, 100,000₫ waits for you in the Reward centre for 7 days. Once a week. Play-through: 1 time the reward.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Chuỗi Nạp 3 Ngày',
        summary: 'Nạp từ 200.000₫ ba ngày liên tiếp, nhận 100.000₫.',
        content: '<p>Bấm Tham gia, sau đó nạp tổng cộng ít nhất 200.000₫ (một hoặc nhiều lần) trong ba ngày liên tiếp (GMT+7). Đến ngày thứ ba, 100.000₫ chờ bạn tại Trung tâm phần thưởng trong 7 ngày. Mỗi tuần một lần. Yêu cầu doanh thu cược: 1 lần tiền thưởng.</p>',
      },
      CN: {
        title: '连续 3 天存款',
        summary: '连续三天每天存款 200,000₫ 以上，即得 100,000₫。',
        content: '<p>点击参与，然后连续三天（GMT+7）每天存款合计不少于 200,000₫（可分多笔）。第三天起，100,000₫ 将在奖励中心等您领取，有效期 7 天。每周一次。流水要求：奖励的 1 倍。</p>',
      },
      TH: {
        title: 'ฝากต่อเนื่อง 3 วัน',
        summary: 'ฝากวันละ 200,000₫ ขึ้นไปติดต่อกันสามวัน รับ 100,000₫',
        content: '<p>กดเข้าร่วม แล้วฝากรวมอย่างน้อย 200,000₫ (ครั้งเดียวหรือหลายครั้ง) ติดต่อกันสามวัน (GMT+7) ในวันที่สาม 100,000₫ จะรอคุณที่ศูนย์รางวัลเป็นเวลา 7 วัน สัปดาห์ละครั้ง ทำเทิร์นโอเวอร์ 1 เท่าของรางวัล</p>',
      },
      ID: {
        title: 'Deposit Beruntun 3 Hari',
        summary: 'Deposit 200.000₫ atau lebih tiga hari berturut-turut dan dapatkan 100.000₫.',
        content: '<p>Tekan Ikut, lalu deposit minimal 200.000₫ (sekali atau beberapa kali) selama tiga hari berturut-turut (GMT+7). Pada hari ketiga, 100.000₫ menunggu Anda di Pusat Hadiah selama 7 hari. Sekali seminggu. Syarat turnover: 1 kali hadiah.</p>',
      },
    },
  },
  {
    code: 'unlimited-rebate',
    category: 'rebate',
    title: 'Unlimited 1.2% Rebate',
    summary: 'Paid daily on slots and fishing, with no play-through.',
    content: '<p>Rebate is calculated on valid bets and credited every day at 12:00 (GMT+7).</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Hoàn Trả Không Giới Hạn 1,2%',
        summary: 'Trả hằng ngày cho slot và bắn cá, không yêu cầu doanh thu cược.',
        content: '<p>Tiền hoàn trả được tính trên cược hợp lệ và cộng vào tài khoản lúc 12:00 (GMT+7) mỗi ngày.</p>',
      },
      CN: {
        title: '无上限返水 1.2%',
        summary: '老虎机和捕鱼每日派发，无需流水。',
        content: '<p>返水按有效投注计算，每天 12:00（GMT+7）派发。</p>',
      },
      TH: {
        title: 'คืนยอดเสียไม่อั้น 1.2%',
        summary: 'จ่ายทุกวันสำหรับสล็อตและยิงปลา ไม่ต้องทำเทิร์น',
        content: '<p>คำนวณจากยอดเดิมพันที่ถูกต้อง และเข้าบัญชีทุกวันเวลา 12:00 (GMT+7)</p>',
      },
      ID: {
        title: 'Rabat Tanpa Batas 1,2%',
        summary: 'Dibayar harian untuk slot dan tembak ikan, tanpa turnover.',
        content: '<p>Rabat dihitung dari taruhan yang sah dan dikreditkan setiap hari pukul 12:00 (GMT+7).</p>',
      },
    },
  },
  {
    code: 'sports-cashback',
    category: 'sports',
    title: 'Weekend Cashback 5%',
    summary: 'Back on losing parlays every Saturday and Sunday.',
    content: '<p>Parlays of 3 legs or more qualify. Cashback is credited on Monday.</p>',
    endsInDays: 60,
    i18n: {
      VI: {
        title: 'Hoàn Tiền Cuối Tuần 5%',
        summary: 'Hoàn tiền cược xiên thua vào mỗi thứ Bảy và Chủ nhật.',
        content: '<p>Áp dụng cho cược xiên từ 3 trận trở lên. Tiền hoàn được cộng vào thứ Hai.</p>',
      },
      CN: {
        title: '周末返现 5%',
        summary: '每周六、周日串关未中即可返现。',
        content: '<p>3 串 1 及以上的串关均可参与。返现于周一派发。</p>',
      },
      TH: {
        title: 'แคชแบ็กสุดสัปดาห์ 5%',
        summary: 'คืนเงินบอลสเต็ปที่เสียทุกวันเสาร์และอาทิตย์',
        content: '<p>บอลสเต็ปตั้งแต่ 3 คู่ขึ้นไปร่วมรายการ เงินคืนเข้าบัญชีในวันจันทร์</p>',
      },
      ID: {
        title: 'Cashback Akhir Pekan 5%',
        summary: 'Kembali untuk parlay yang kalah setiap Sabtu dan Minggu.',
        content: '<p>Parlay 3 tim atau lebih memenuhi syarat. Cashback dikreditkan pada hari Senin.</p>',
      },
    },
  },
  {
    code: 'live-streak',
    category: 'live',
    title: 'Live Casino Lucky Streak',
    summary: 'Win 5 baccarat hands in a row for a bonus.',
    content: '<p>Minimum bet 50,000₫ per hand. Bonus up to 2,000,000₫.</p>',
    endsInDays: 45,
    i18n: {
      VI: {
        title: 'Chuỗi Thắng Casino Trực Tiếp',
        summary: 'Thắng 5 ván baccarat liên tiếp để nhận thưởng.',
        content: '<p>Cược tối thiểu 50.000₫ mỗi ván. Thưởng tối đa 2.000.000₫.</p>',
      },
      CN: {
        title: '真人娱乐幸运连胜',
        summary: '百家乐连赢 5 局即可获得奖金。',
        content: '<p>每局最低投注 50,000₫。奖金最高 2,000,000₫。</p>',
      },
      TH: {
        title: 'คาสิโนสด ชนะติดกัน',
        summary: 'ชนะบาคาร่า 5 ตาติดต่อกันรับโบนัส',
        content: '<p>เดิมพันขั้นต่ำ 50,000₫ ต่อตา โบนัสสูงสุด 2,000,000₫</p>',
      },
      ID: {
        title: 'Kemenangan Beruntun Kasino Live',
        summary: 'Menangkan 5 tangan baccarat berturut-turut untuk bonus.',
        content: '<p>Taruhan minimum 50.000₫ per tangan. Bonus hingga 2.000.000₫.</p>',
      },
    },
  },
  {
    code: 'slots-tournament',
    category: 'ranking',
    title: 'Slots Tournament',
    summary: 'Climb the weekly leaderboard for a share of 100,000,000₫.',
    content: '<p>Points for every spin; the top 100 players share the prize pool every Sunday.</p>',
    endsInDays: 21,
    i18n: {
      VI: {
        title: 'Giải Đấu Slot',
        summary: 'Leo bảng xếp hạng tuần để chia giải 100.000.000₫.',
        content: '<p>Mỗi vòng quay đều được tính điểm; 100 người chơi dẫn đầu chia nhau quỹ thưởng vào mỗi Chủ nhật.</p>',
      },
      CN: {
        title: '老虎机锦标赛',
        summary: '冲上每周排行榜，瓜分 100,000,000₫。',
        content: '<p>每次旋转均可积分；每周日前 100 名玩家瓜分奖池。</p>',
      },
      TH: {
        title: 'ทัวร์นาเมนต์ สล็อต',
        summary: 'ไต่อันดับประจำสัปดาห์ ลุ้นส่วนแบ่ง 100,000,000₫',
        content: '<p>รับคะแนนทุกการหมุน ผู้เล่น 100 อันดับแรกแบ่งเงินรางวัลทุกวันอาทิตย์</p>',
      },
      ID: {
        title: 'Turnamen Slot',
        summary: 'Naiki papan peringkat mingguan untuk berbagi 100.000.000₫.',
        content: '<p>Poin untuk setiap putaran; 100 pemain teratas berbagi hadiah setiap hari Minggu.</p>',
      },
    },
  },
  {
    code: 'turnover-race',
    category: 'ranking',
    title: 'Weekly Turnover Race',
    summary: 'The 10 biggest players of the week share 5,200,000₫.',
    content: '<p>Every bet you place counts: Lotus Originals, lottery and every game paid from your main wallet, Monday to Sunday (GMT+7). The more you stake, the higher you climb; at equal turnover the player who reached it first ranks higher. Prizes are paid to your wallet automatically after the week ends: 1st 2,000,000₫, 2nd 1,000,000₫, 3rd 500,000₫, 4th to 10th 100,000₫ each.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Đua Doanh Thu Hàng Tuần',
        summary: '10 người chơi lớn nhất tuần chia nhau 5.200.000₫.',
        content: '<p>Mọi cược của bạn đều được tính: Lotus Originals, xổ số và mọi trò chơi trả từ ví chính, từ thứ Hai đến Chủ nhật (GMT+7). Cược càng nhiều, hạng càng cao; cùng doanh thu thì ai đạt trước xếp trên. Giải thưởng tự động cộng vào ví sau khi tuần kết thúc: hạng 1 2.000.000₫, hạng 2 1.000.000₫, hạng 3 500.000₫, hạng 4 đến 10 mỗi người 100.000₫.</p>',
      },
      CN: {
        title: '每周流水排行赛',
        summary: '每周流水前 10 名瓜分 5,200,000₫。',
        content: '<p>您的每一笔投注都计入：Lotus Originals、彩票以及从主钱包扣款的所有游戏，周一至周日（GMT+7）。投注越多，排名越高；流水相同时先达到者排名在前。周结束后奖金自动发放到钱包：第 1 名 2,000,000₫，第 2 名 1,000,000₫，第 3 名 500,000₫，第 4 至 10 名各 100,000₫。</p>',
      },
      TH: {
        title: 'แข่งยอดเทิร์นโอเวอร์รายสัปดาห์',
        summary: 'ผู้เล่นยอดสูงสุด 10 อันดับของสัปดาห์แบ่งกัน 5,200,000₫',
        content: '<p>ทุกการเดิมพันของคุณถูกนับ: Lotus Originals ลอตเตอรี่ และทุกเกมที่จ่ายจากกระเป๋าหลัก วันจันทร์ถึงวันอาทิตย์ (GMT+7) ยิ่งเดิมพันมาก อันดับยิ่งสูง ยอดเท่ากันผู้ที่ทำได้ก่อนอยู่อันดับสูงกว่า รางวัลเข้ากระเป๋าอัตโนมัติหลังจบสัปดาห์: อันดับ 1 2,000,000₫ อันดับ 2 1,000,000₫ อันดับ 3 500,000₫ อันดับ 4 ถึง 10 คนละ 100,000₫</p>',
      },
      ID: {
        title: 'Balapan Turnover Mingguan',
        summary: '10 pemain terbesar minggu ini berbagi 5.200.000₫.',
        content: '<p>Setiap taruhan Anda dihitung: Lotus Originals, lotre, dan setiap permainan yang dibayar dari dompet utama, Senin sampai Minggu (GMT+7). Semakin besar taruhan, semakin tinggi peringkat; dengan turnover yang sama, pemain yang mencapainya lebih dulu berada di atas. Hadiah dibayarkan otomatis ke dompet setelah minggu berakhir: juara 1 2.000.000₫, juara 2 1.000.000₫, juara 3 500.000₫, peringkat 4 sampai 10 masing-masing 100.000₫.</p>',
      },
    },
  },
  {
    code: 'weekly-raffle',
    category: 'ranking',
    title: 'Weekly Lucky Draw',
    summary: 'A ticket for every 100,000₫ you stake: 5 winners every Monday.',
    content: '<p>Every 100,000₫ staked during the week (Monday to Sunday, GMT+7) earns one ticket. After the week ends the draw picks 5 different winners: 1,000,000₫, 500,000₫ and three times 200,000₫, paid to the wallet automatically. The draw is provably fair: the fingerprint of its secret seed is published before the week ends, and the seed is revealed with the result so that anyone can check the winners.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Rút Thăm May Mắn Hàng Tuần',
        summary: 'Mỗi 100.000₫ tiền cược được một vé: 5 người trúng mỗi thứ Hai.',
        content: '<p>Mỗi 100.000₫ cược trong tuần (thứ Hai đến Chủ nhật, GMT+7) được một vé. Sau khi tuần kết thúc, lượt rút thăm chọn 5 người trúng khác nhau: 1.000.000₫, 500.000₫ và ba giải 200.000₫, tự động cộng vào ví. Lượt rút thăm minh bạch có thể kiểm chứng: dấu vân tay của hạt giống bí mật được công bố trước khi tuần kết thúc, và hạt giống được công khai cùng kết quả để ai cũng có thể kiểm tra người trúng.</p>',
      },
      CN: {
        title: '每周幸运抽奖',
        summary: '每投注 100,000₫ 获得一张奖券：每周一抽出 5 位得主。',
        content: '<p>每周（周一至周日，GMT+7）每投注 100,000₫ 获得一张奖券。周结束后抽出 5 位不同的得主：1,000,000₫、500,000₫ 以及三个 200,000₫，自动发放到钱包。抽奖可证公平：秘密种子的指纹在周结束前公布，种子随结果一起公开，任何人都可以核对得主。</p>',
      },
      TH: {
        title: 'จับรางวัลนำโชครายสัปดาห์',
        summary: 'ทุก 100,000₫ ที่เดิมพันรับ 1 ตั๋ว: ผู้โชคดี 5 คนทุกวันจันทร์',
        content: '<p>ทุก 100,000₫ ที่เดิมพันระหว่างสัปดาห์ (วันจันทร์ถึงวันอาทิตย์ GMT+7) รับหนึ่งตั๋ว เมื่อจบสัปดาห์จะจับผู้โชคดี 5 คนที่ไม่ซ้ำกัน: 1,000,000₫ 500,000₫ และ 200,000₫ อีกสามรางวัล เข้ากระเป๋าอัตโนมัติ การจับรางวัลพิสูจน์ความยุติธรรมได้: ลายนิ้วมือของเมล็ดลับเผยแพร่ก่อนจบสัปดาห์ และเปิดเผยเมล็ดพร้อมผล ทุกคนจึงตรวจสอบผู้ชนะได้</p>',
      },
      ID: {
        title: 'Undian Berhadiah Mingguan',
        summary: 'Satu tiket untuk setiap 100.000₫ taruhan: 5 pemenang setiap Senin.',
        content: '<p>Setiap 100.000₫ yang dipertaruhkan selama seminggu (Senin sampai Minggu, GMT+7) mendapat satu tiket. Setelah minggu berakhir, undian memilih 5 pemenang berbeda: 1.000.000₫, 500.000₫ dan tiga kali 200.000₫, dibayar otomatis ke dompet. Undian dapat dibuktikan adil: sidik jari seed rahasianya diterbitkan sebelum minggu berakhir, dan seed diungkap bersama hasilnya sehingga siapa pun dapat memeriksa pemenangnya.</p>',
      },
    },
  },
  {
    code: 'invite-friends',
    category: 'referral',
    title: 'Invite Friends, Earn 50K',
    summary: 'Earn 50,000₫ for each friend who joins and deposits.',
    content: '<p>Share your invitation link or QR code from the member centre (Invite friends). When a friend who registered with it makes a deposit of at least 100,000₫, you receive 50,000₫, once per friend. Every week you also receive 0.5% of the bets of each friend, up to 1,000,000₫ per friend. Play-through: 1 time the reward. A second account of your own earns nothing.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Mời Bạn Bè, Nhận 50K',
        summary: 'Nhận 50.000₫ cho mỗi người bạn tham gia và nạp tiền.',
        content: '<p>Chia sẻ liên kết mời hoặc mã QR của bạn từ trung tâm thành viên (Mời bạn bè). Khi một người bạn đăng ký qua liên kết nạp từ 100.000₫ trở lên, bạn nhận 50.000₫, một lần cho mỗi người bạn. Mỗi tuần bạn còn nhận 0,5% tiền cược của mỗi người bạn, tối đa 1.000.000₫ mỗi người. Yêu cầu doanh thu cược: 1 lần tiền thưởng. Tài khoản thứ hai của chính bạn không được tính.</p>',
      },
      CN: {
        title: '邀请好友赚 50K',
        summary: '每位好友注册并存款，您即可获得 50,000₫。',
        content: '<p>在会员中心（邀请好友）分享您的邀请链接或二维码。通过链接注册的好友单笔存款达到 100,000₫ 时，您可获得 50,000₫，每位好友一次。每周您还可获得每位好友投注额的 0.5%，每位好友最高 1,000,000₫。流水要求：奖励金额的 1 倍。您本人的其他账户不计入。</p>',
      },
      TH: {
        title: 'ชวนเพื่อน รับ 50K',
        summary: 'รับ 50,000₫ ต่อเพื่อนหนึ่งคนที่สมัครและฝากเงิน',
        content: '<p>แชร์ลิงก์เชิญหรือคิวอาร์โค้ดของคุณจากศูนย์สมาชิก (ชวนเพื่อน) เมื่อเพื่อนที่สมัครผ่านลิงก์ฝากเงินตั้งแต่ 100,000₫ คุณจะได้รับ 50,000₫ ครั้งเดียวต่อเพื่อนหนึ่งคน ทุกสัปดาห์คุณยังได้รับ 0.5% ของยอดเดิมพันของเพื่อนแต่ละคน สูงสุด 1,000,000₫ ต่อคน เทิร์นโอเวอร์ 1 เท่าของรางวัล บัญชีที่สองของคุณเองไม่นับ</p>',
      },
      ID: {
        title: 'Ajak Teman, Dapat 50K',
        summary: 'Dapatkan 50.000₫ untuk setiap teman yang bergabung dan deposit.',
        content: '<p>Bagikan tautan undangan atau kode QR Anda dari pusat member (Ajak teman). Saat teman yang mendaftar lewat tautan itu melakukan deposit minimal 100.000₫, Anda menerima 50.000₫, sekali per teman. Setiap minggu Anda juga menerima 0,5% dari taruhan setiap teman, hingga 1.000.000₫ per teman. Turnover: 1 kali hadiah. Akun kedua milik Anda sendiri tidak dihitung.</p>',
      },
    },
  },
  {
    code: 'app-download',
    category: 'app',
    title: 'App Download Bonus',
    summary: 'Log in from the app for a 20,000₫ bonus.',
    content: '<p>Download the app from the download page and log in once to claim.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Thưởng Tải Ứng Dụng',
        summary: 'Đăng nhập từ ứng dụng để nhận thưởng 20.000₫.',
        content: '<p>Tải ứng dụng từ trang tải xuống và đăng nhập một lần để nhận thưởng.</p>',
      },
      CN: {
        title: '下载应用奖金',
        summary: '通过应用登录即可获得 20,000₫ 奖金。',
        content: '<p>在下载页面下载应用并登录一次即可领取。</p>',
      },
      TH: {
        title: 'โบนัส ดาวน์โหลดแอป',
        summary: 'เข้าสู่ระบบผ่านแอปรับโบนัส 20,000₫',
        content: '<p>ดาวน์โหลดแอปจากหน้าดาวน์โหลด แล้วเข้าสู่ระบบหนึ่งครั้งเพื่อรับโบนัส</p>',
      },
      ID: {
        title: 'Bonus Unduh Aplikasi',
        summary: 'Masuk dari aplikasi untuk bonus 20.000₫.',
        content: '<p>Unduh aplikasi dari halaman unduhan dan masuk sekali untuk mengklaim.</p>',
      },
    },
  },
  {
    code: 'zalo-reward',
    category: 'others',
    title: 'Zalo Reward up to 131K',
    summary: 'Follow our Zalo page, send a screenshot and get up to 131,000₫.',
    content:
      '<p>Follow the Lotus Play page on Zalo, then press Apply: write a short note (at most 140 characters) and add up to 3 screenshots (png or jpg, 5 MB each at most). Our staff review every application and pay up to 131,000₫ into your main wallet, once per member.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Thưởng Zalo đến 131K',
        summary: 'Theo dõi trang Zalo của chúng tôi, gửi ảnh chụp màn hình và nhận đến 131.000₫.',
        content:
          '<p>Theo dõi trang Lotus Play trên Zalo, rồi bấm Đăng ký: viết ghi chú ngắn (tối đa 140 ký tự) và thêm tối đa 3 ảnh chụp màn hình (png hoặc jpg, mỗi ảnh tối đa 5 MB). Nhân viên xét duyệt từng đơn và trả đến 131.000₫ vào ví chính, mỗi thành viên một lần.</p>',
      },
      CN: {
        title: 'Zalo 奖励最高 131K',
        summary: '关注我们的 Zalo 主页，发送截图，最高可得 131,000₫。',
        content: '<p>在 Zalo 上关注 Lotus Play 主页，然后点击申请：填写简短说明（最多 140 个字符）并添加最多 3 张截图（png 或 jpg，每张不超过 5 MB）。工作人员审核每份申请，最高 131,000₫ 发放到您的主钱包，每位会员限一次。</p>',
      },
      TH: {
        title: 'รางวัล Zalo สูงสุด 131K',
        summary: 'ติดตามเพจ Zalo ของเรา ส่งภาพหน้าจอ รับสูงสุด 131,000₫',
        content: '<p>ติดตามเพจ Lotus Play บน Zalo แล้วกดสมัคร: เขียนข้อความสั้น ๆ (ไม่เกิน 140 ตัวอักษร) และแนบภาพหน้าจอได้สูงสุด 3 ภาพ (png หรือ jpg ภาพละไม่เกิน 5 MB) เจ้าหน้าที่ตรวจสอบทุกคำขอและจ่ายสูงสุด 131,000₫ เข้ากระเป๋าหลัก สมาชิกละหนึ่งครั้ง</p>',
      },
      ID: {
        title: 'Hadiah Zalo hingga 131K',
        summary: 'Ikuti halaman Zalo kami, kirim tangkapan layar, dan dapatkan hingga 131.000₫.',
        content: '<p>Ikuti halaman Lotus Play di Zalo, lalu tekan Ajukan: tulis catatan singkat (maksimal 140 karakter) dan tambahkan hingga 3 tangkapan layar (png atau jpg, maksimal 5 MB masing-masing). Staf kami meninjau setiap pengajuan dan membayar hingga 131.000₫ ke dompet utama Anda, sekali per member.</p>',
      },
    },
  },
  {
    code: 'daily-cashback',
    category: 'rebate',
    title: 'Daily Cashback 10%',
    summary: '10% of your net loss on Lotus Originals back every day, up to 500,000₫.',
    content: '<p>Net loss is what you staked minus what you won on Lotus Originals during the day (GMT+7). From a net loss of 50,000₫, 10% of it is credited to your wallet automatically after midnight, up to 500,000₫ a day. Play-through: 1 time the cashback.</p>',
    endsInDays: null,
    i18n: {
      VI: {
        title: 'Hoàn Tiền Mỗi Ngày 10%',
        summary: 'Nhận lại 10% số tiền thua ròng ở Lotus Originals mỗi ngày, tối đa 500.000₫.',
        content: '<p>Thua ròng là tổng tiền cược trừ tổng tiền thắng ở Lotus Originals trong ngày (GMT+7). Từ mức thua ròng 50.000₫, 10% được tự động cộng vào ví sau nửa đêm, tối đa 500.000₫ mỗi ngày. Yêu cầu doanh thu cược: 1 lần tiền hoàn.</p>',
      },
      CN: {
        title: '每日返现 10%',
        summary: 'Lotus Originals 每日净输额返还 10%，最高 500,000₫。',
        content: '<p>净输额为当天（GMT+7）在 Lotus Originals 的投注总额减去派彩总额。净输额达到 50,000₫ 起，午夜后自动返还其 10% 到您的钱包，每天最高 500,000₫。流水要求：返现金额的 1 倍。</p>',
      },
      TH: {
        title: 'คืนเงินรายวัน 10%',
        summary: 'รับคืน 10% ของยอดเสียสุทธิใน Lotus Originals ทุกวัน สูงสุด 500,000₫',
        content: '<p>ยอดเสียสุทธิคือยอดเดิมพันลบยอดชนะใน Lotus Originals ระหว่างวัน (GMT+7) เมื่อเสียสุทธิตั้งแต่ 50,000₫ จะได้รับคืน 10% เข้ากระเป๋าอัตโนมัติหลังเที่ยงคืน สูงสุด 500,000₫ ต่อวัน เทิร์นโอเวอร์ 1 เท่าของเงินคืน</p>',
      },
      ID: {
        title: 'Cashback Harian 10%',
        summary: '10% dari kekalahan bersih Anda di Lotus Originals kembali setiap hari, hingga 500.000₫.',
        content: '<p>Kekalahan bersih adalah total taruhan dikurangi total kemenangan di Lotus Originals selama sehari (GMT+7). Mulai kekalahan bersih 50.000₫, 10% dikreditkan ke dompet Anda secara otomatis setelah tengah malam, hingga 500.000₫ per hari. Turnover: 1 kali cashback.</p>',
      },
    },
  },
];
