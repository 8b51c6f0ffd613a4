import type { Translations } from './content';

/** The brand's news (base copy in English; the others in content_translations, kind `news`). */
export interface NewsSeed {
  code: string;
  title: string;
  summary: string;
  content: string;
  daysAgo: number;
  i18n: Translations<{ title: string; summary: string; content: string }>;
}

export const newsSeeds: NewsSeed[] = [
  {
    code: 'news-zalo-channel',
    title: 'Lotus Play is now on Zalo',
    summary: 'Follow our official Zalo page for new-player offers and quick answers from customer service.',
    content:
      '<p>Our official Zalo page is open. Follow it to hear about new-player offers first and to reach customer service from your phone.</p><p>New members who follow the page can apply for the <strong>Zalo reward up to 131K</strong> on the Promotions page.</p>',
    daysAgo: 1,
    i18n: {
      TY: {
        title: 'Lotus Play đã có mặt trên Zalo',
        summary: 'Theo dõi trang Zalo chính thức để nhận ưu đãi tân thủ và được CSKH hỗ trợ nhanh.',
        content:
          '<p>Trang Zalo chính thức của Lotus Play đã mở. Theo dõi ngay để nhận ưu đãi tân thủ sớm nhất và nhắn CSKH ngay trên điện thoại.</p><p>Thành viên mới theo dõi trang có thể đăng ký <strong>Thưởng Zalo đến 131K</strong> tại trang Khuyến mãi.</p>',
      },
      VI: {
        title: 'Lotus Play đã có trên Zalo',
        summary: 'Theo dõi trang Zalo chính thức để nhận ưu đãi cho người chơi mới và giải đáp nhanh từ bộ phận chăm sóc khách hàng.',
        content:
          '<p>Trang Zalo chính thức của chúng tôi đã hoạt động. Hãy theo dõi để biết sớm nhất các ưu đãi cho người chơi mới và liên hệ bộ phận chăm sóc khách hàng từ điện thoại.</p><p>Thành viên mới theo dõi trang có thể đăng ký <strong>Thưởng Zalo đến 131K</strong> tại trang Khuyến mãi.</p>',
      },
      CN: {
        title: 'Lotus Play 已入驻 Zalo',
        summary: '关注我们的 Zalo 官方主页，获取新玩家优惠并快速联系客服。',
        content: '<p>我们的 Zalo 官方主页已开通。关注后可第一时间获知新玩家优惠，并可在手机上联系客服。</p><p>关注主页的新会员可在优惠页面申请<strong>最高 131K 的 Zalo 奖励</strong>。</p>',
      },
      TH: {
        title: 'Lotus Play มีเพจบน Zalo แล้ว',
        summary: 'ติดตามเพจ Zalo อย่างเป็นทางการเพื่อรับข้อเสนอสำหรับผู้เล่นใหม่และติดต่อฝ่ายบริการลูกค้าได้รวดเร็ว',
        content:
          '<p>เพจ Zalo อย่างเป็นทางการของเราเปิดแล้ว ติดตามเพื่อรับข่าวข้อเสนอสำหรับผู้เล่นใหม่ก่อนใคร และติดต่อฝ่ายบริการลูกค้าได้จากโทรศัพท์</p><p>สมาชิกใหม่ที่ติดตามเพจสามารถสมัคร<strong>รางวัล Zalo สูงสุด 131K</strong> ได้ที่หน้าโปรโมชั่น</p>',
      },
      ID: {
        title: 'Lotus Play kini hadir di Zalo',
        summary: 'Ikuti halaman Zalo resmi kami untuk penawaran pemain baru dan jawaban cepat dari layanan pelanggan.',
        content:
          '<p>Halaman Zalo resmi kami sudah dibuka. Ikuti untuk mengetahui penawaran pemain baru lebih dulu dan menghubungi layanan pelanggan dari ponsel Anda.</p><p>Member baru yang mengikuti halaman dapat mengajukan <strong>hadiah Zalo hingga 131K</strong> di halaman Promosi.</p>',
      },
    },
  },
  {
    code: 'news-support-tickets',
    title: 'Write to us: support tickets in the member centre',
    summary: 'Open a ticket about a deposit, a withdrawal or a game, add screenshots and follow the answer in one place.',
    content:
      '<p>The member centre now has <strong>Support tickets</strong>. Choose the kind of question, describe what happened and add up to 3 screenshots (png or jpg, 5 MB each).</p><p>Our staff answer in the same thread; a mark tells you when a new answer is waiting.</p>',
    daysAgo: 3,
    i18n: {
      TY: {
        title: 'Gửi yêu cầu hỗ trợ ngay trong trung tâm thành viên',
        summary: 'Gửi phiếu hỗ trợ về nạp tiền, rút tiền hay trò chơi, đính kèm ảnh và theo dõi phản hồi tại một nơi.',
        content:
          '<p>Trung tâm thành viên nay có mục <strong>Phiếu hỗ trợ</strong>. Chọn loại câu hỏi, mô tả sự việc và đính kèm tối đa 3 ảnh chụp màn hình (png hoặc jpg, mỗi ảnh tối đa 5 MB).</p><p>CSKH sẽ trả lời ngay trong phiếu; có phản hồi mới là bạn thấy dấu báo liền.</p>',
      },
      VI: {
        title: 'Liên hệ với chúng tôi: phiếu hỗ trợ trong trung tâm thành viên',
        summary: 'Gửi phiếu về nạp tiền, rút tiền hoặc trò chơi, thêm ảnh chụp màn hình và theo dõi câu trả lời tại một nơi.',
        content:
          '<p>Trung tâm thành viên nay có mục <strong>Phiếu hỗ trợ</strong>. Chọn loại câu hỏi, mô tả sự việc và thêm tối đa 3 ảnh chụp màn hình (png hoặc jpg, mỗi ảnh 5 MB).</p><p>Nhân viên trả lời trong cùng một chuỗi trao đổi; một dấu hiệu cho bạn biết khi có câu trả lời mới.</p>',
      },
      CN: {
        title: '联系我们：会员中心的客服工单',
        summary: '就存款、取款或游戏问题提交工单，附上截图，并在同一处查看回复。',
        content: '<p>会员中心新增<strong>客服工单</strong>。选择问题类型，描述情况，并可添加最多 3 张截图（png 或 jpg，每张 5 MB 以内）。</p><p>工作人员会在同一工单中回复；有新回复时会有标记提醒您。</p>',
      },
      TH: {
        title: 'เขียนถึงเรา: ตั๋วแจ้งปัญหาในศูนย์สมาชิก',
        summary: 'เปิดตั๋วเรื่องการฝาก การถอน หรือเกม แนบภาพหน้าจอ และติดตามคำตอบได้ในที่เดียว',
        content:
          '<p>ศูนย์สมาชิกมี<strong>ตั๋วแจ้งปัญหา</strong>แล้ว เลือกประเภทคำถาม อธิบายสิ่งที่เกิดขึ้น และแนบภาพหน้าจอได้สูงสุด 3 ภาพ (png หรือ jpg ภาพละ 5 MB)</p><p>เจ้าหน้าที่จะตอบในตั๋วเดียวกัน และมีเครื่องหมายแจ้งเมื่อมีคำตอบใหม่</p>',
      },
      ID: {
        title: 'Tulis kepada kami: tiket bantuan di pusat member',
        summary: 'Buka tiket tentang deposit, penarikan, atau game, tambahkan tangkapan layar, dan ikuti jawabannya di satu tempat.',
        content:
          '<p>Pusat member kini memiliki <strong>Tiket bantuan</strong>. Pilih jenis pertanyaan, jelaskan apa yang terjadi, dan tambahkan hingga 3 tangkapan layar (png atau jpg, masing-masing 5 MB).</p><p>Staf kami menjawab di utas yang sama; tanda akan memberi tahu Anda saat ada jawaban baru.</p>',
      },
    },
  },
  {
    code: 'news-weekend-maintenance',
    title: 'Scheduled maintenance on Sunday night',
    summary: 'Some games pause briefly between 02:00 and 03:00 (UTC+7) for an upgrade. Your balance is safe.',
    content:
      '<p>On Sunday between <strong>02:00 and 03:00 (UTC+7)</strong> some game vendors upgrade their systems. Games of those vendors may pause for a few minutes.</p><ul><li>Deposits and withdrawals keep working.</li><li>Unfinished rounds are settled when the game returns.</li></ul>',
    daysAgo: 6,
    i18n: {
      TY: {
        title: 'Bảo trì định kỳ đêm Chủ nhật',
        summary: 'Một số trò chơi tạm dừng từ 02:00 đến 03:00 (UTC+7) để nâng cấp. Số dư của bạn vẫn an toàn tuyệt đối.',
        content:
          '<p>Chủ nhật từ <strong>02:00 đến 03:00 (UTC+7)</strong>, một số nhà cung cấp trò chơi nâng cấp hệ thống. Trò chơi của họ có thể tạm dừng vài phút.</p><ul><li>Nạp và rút tiền vẫn hoạt động bình thường.</li><li>Ván chưa xong sẽ được thanh toán khi trò chơi mở lại.</li></ul>',
      },
      VI: {
        title: 'Bảo trì theo lịch vào đêm Chủ nhật',
        summary: 'Một số trò chơi tạm dừng trong thời gian ngắn từ 02:00 đến 03:00 (UTC+7) để nâng cấp. Số dư của bạn được bảo đảm.',
        content:
          '<p>Vào Chủ nhật từ <strong>02:00 đến 03:00 (UTC+7)</strong>, một số nhà cung cấp trò chơi nâng cấp hệ thống. Trò chơi của các nhà cung cấp này có thể tạm dừng vài phút.</p><ul><li>Nạp và rút tiền vẫn hoạt động.</li><li>Các ván chưa kết thúc được thanh toán khi trò chơi hoạt động trở lại.</li></ul>',
      },
      CN: {
        title: '周日夜间例行维护',
        summary: '部分游戏将于 02:00 至 03:00（UTC+7）短暂暂停以进行升级。您的余额安全无虞。',
        content: '<p>周日 <strong>02:00 至 03:00（UTC+7）</strong>，部分游戏供应商将升级系统，其游戏可能暂停几分钟。</p><ul><li>存款和取款不受影响。</li><li>未完成的牌局将在游戏恢复后结算。</li></ul>',
      },
      TH: {
        title: 'ปิดปรับปรุงตามกำหนดคืนวันอาทิตย์',
        summary: 'บางเกมจะหยุดชั่วคราวระหว่าง 02:00 ถึง 03:00 (UTC+7) เพื่ออัปเกรด ยอดเงินของคุณปลอดภัย',
        content:
          '<p>วันอาทิตย์ระหว่าง <strong>02:00 ถึง 03:00 (UTC+7)</strong> ผู้ให้บริการเกมบางรายจะอัปเกรดระบบ เกมของผู้ให้บริการเหล่านั้นอาจหยุดไม่กี่นาที</p><ul><li>การฝากและถอนยังใช้งานได้ตามปกติ</li><li>รอบที่ยังไม่จบจะได้รับการชำระเมื่อเกมกลับมา</li></ul>',
      },
      ID: {
        title: 'Pemeliharaan terjadwal Minggu malam',
        summary: 'Beberapa game berhenti sebentar antara 02:00 dan 03:00 (UTC+7) untuk peningkatan. Saldo Anda aman.',
        content:
          '<p>Pada hari Minggu antara <strong>02:00 dan 03:00 (UTC+7)</strong> beberapa penyedia game meningkatkan sistem mereka. Game dari penyedia tersebut dapat berhenti beberapa menit.</p><ul><li>Deposit dan penarikan tetap berjalan.</li><li>Putaran yang belum selesai diselesaikan saat game kembali.</li></ul>',
      },
    },
  },
];
