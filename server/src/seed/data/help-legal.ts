import type { HelpSeed, HelpTranslation } from './help-center';

/**
 * The user agreement and the privacy policy, as two sections of the help
 * centre (English base rows here, the other languages below; TY uses the VI
 * copy like the rest of the help centre). The registration's "user agreement
 * and privacy policy" link opens `/help?section=agreement`.
 */
export const helpLegal: HelpSeed[] = [
  {
    id: 'agreement',
    title: 'Terms and conditions',
    articles: [
      {
        id: 'about',
        title: 'About this agreement',
        content: `<p>These terms are the agreement between you and Lotus Play for the use of this site, your account and our games. You accept them when you register, and each time you log in.</p>
<ul>
<li>We may change these terms. We tell you about important changes before they apply, and you can close your account if you do not accept them.</li>
<li>The terms are available in every language of the site. If two versions differ, the English version applies.</li>
<li>Promotions, games and the points mall may have rules of their own. Where they differ from these terms, the specific rules apply to that promotion or game.</li>
</ul>`,
      },
      {
        id: 'eligibility',
        title: 'Who may play',
        content: `<ul>
<li>You must be <strong>21 or older</strong>, and online gaming must be legal where you are. We may ask for proof of age and identity at any time, and we close accounts opened by anyone under 21.</li>
<li>One account per person. A second account, or an account opened for someone else, is closed and its balance may be withheld.</li>
<li>The details you give us must be true and your own, including your name for withdrawals, your mobile number and your e-mail address.</li>
<li>The site is not available in some countries and regions. Using tools that hide your location to get around this is not allowed.</li>
</ul>`,
      },
      {
        id: 'your-account',
        title: 'Your account and its security',
        content: `<ul>
<li>Keep your password and verification codes to yourself. We never ask for your password by phone, chat or e-mail.</li>
<li>You are responsible for what happens in your account while you are logged in. If you think someone else has used it, change your password and contact customer service straight away.</li>
<li>Logins from a network your account has not used before may need an extra check by text message, e-mail, authenticator app or the name on your bank account.</li>
<li>We may suspend an account while we investigate suspected fraud, money laundering or a breach of these terms.</li>
</ul>`,
      },
      {
        id: 'deposits-withdrawals',
        title: 'Deposits and withdrawals',
        content: `<ul>
<li>Pay only from accounts and cards in your own name. Payments from someone else are returned.</li>
<li>Your account is kept in Vietnamese dong (₫). A deposit is added to your balance once the payment provider confirms it.</li>
<li>Deposits are for playing. Before a withdrawal, each deposit must have been played through at least once; promotions may ask for more, as their rules say.</li>
<li>Withdrawals are paid only to a bank account in the name registered on your account, after any identity check we need. We may ask for documents before paying a large or unusual withdrawal.</li>
<li>When a withdrawal is paid, please confirm whether you received it. A payment you do not confirm within the time shown counts as received.</li>
<li>If money reaches your account by mistake, it is not yours: we correct the balance and tell you.</li>
</ul>`,
      },
      {
        id: 'fair-play',
        title: 'Bonuses and fair play',
        content: `<ul>
<li>Each bonus has its own terms (amount, games, play-through, expiry). A bonus claimed through several accounts, or by betting patterns meant to collect it without risk, is removed together with its winnings.</li>
<li>Robots, scripts, collusion between players and the use of any fault of a game or of the site are forbidden.</li>
<li>If a game malfunctions, the round is void and its stake returned. The game server's records decide the result of every round.</li>
<li>Our in-house games are provably fair: every round can be checked against the seeds published for it.</li>
</ul>`,
      },
      {
        id: 'responsible-gaming',
        title: 'Responsible gaming',
        content: `<p>Gaming is entertainment. You can set deposit, loss and session limits, take a time-out or exclude yourself at any time in the member centre or through customer service; see <strong>Responsible gaming</strong> in this help centre.</p>
<p>During a time-out or self-exclusion you cannot play and we send you no promotions. We may contact you, set limits or close your account if we believe your play is harming you.</p>`,
      },
      {
        id: 'closing-and-complaints',
        title: 'Closing your account, liability and complaints',
        content: `<ul>
<li>You can close your account at any time through customer service. Your remaining balance is paid out after the usual checks.</li>
<li>We may close an account that breaks these terms. Winnings obtained by fraud or by breaking the rules are withheld; the rest of the balance is paid out.</li>
<li>We do our best to keep the site and the games available, but we are not liable for interruptions caused by your connection, your device or events outside our control.</li>
<li>If you have a complaint, contact customer service with your account name and the details. We reply within 14 days.</li>
</ul>`,
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy policy',
    articles: [
      {
        id: 'what-we-collect',
        title: 'What we collect',
        content: `<ul>
<li><strong>Account details</strong>: your username, mobile number, e-mail address, the name for withdrawals and any other field you fill in when you register.</li>
<li><strong>Activity</strong>: deposits, withdrawals, bets, game rounds, promotions and messages with customer service.</li>
<li><strong>Device and network</strong>: your IP address and country, the browser you use, and the networks you log in from (to recognise a login from a new network).</li>
</ul>
<p>We never store your password in readable form, and we never ask for your bank or card passwords.</p>`,
      },
      {
        id: 'how-we-use',
        title: 'How we use it and who we share it with',
        content: `<ul>
<li>To run your account: logins, payments, games, bonuses and customer service.</li>
<li>To check your age and identity, prevent fraud and money laundering, and meet our legal duties.</li>
<li>To protect players: limits, reality checks and spotting signs of problem gaming.</li>
<li>To send you offers, only if you agree. You can stop them at any time.</li>
</ul>
<p>We share only what each service needs: payment providers, game providers (an account identifier to open your game, never your password), text-message and e-mail services, and authorities where the law requires it. We do not sell your data.</p>`,
      },
      {
        id: 'keeping-it-safe',
        title: 'How we keep it safe, and for how long',
        content: `<ul>
<li>Every connection to the site is encrypted, and logins and passwords are encrypted once more before they are sent.</li>
<li>Only the staff who need your data for their work can see it.</li>
<li>Your account and game history stay available to you for at least 12 months. We keep records for as long as the law requires, including after an account is closed.</li>
</ul>`,
      },
      {
        id: 'browser-storage',
        title: 'Cookies and browser storage',
        content: `<ul>
<li>While you are logged in, your browser keeps your session for this tab; it ends when you log out or close the browser.</li>
<li>Your theme and language are remembered on this device.</li>
<li><strong>Remember me</strong> keeps your username (never your password) for 24 hours.</li>
</ul>
<p>We use no advertising cookies. If the site measures visits, it does so without identifying you.</p>`,
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        content: `<p>You can ask us for a copy of your data, to correct it, or to delete what we are not required to keep. You can also object to offers and to any use of your data you have not agreed to.</p>
<p>Contact customer service to make a request. We may ask you to confirm your identity first, and we answer within 30 days.</p>`,
      },
    ],
  },
];

/** The same sections in the site's other languages, by id (`HelpTranslation`); TY uses the VI copy. */
export const helpLegalTranslations: Record<'VI' | 'CN' | 'TH' | 'ID', HelpTranslation> = {
  VI: {
    agreement: {
      title: 'Điều khoản và điều kiện',
      articles: {
        about: {
          title: 'Về thỏa thuận này',
          content: `<p>Các điều khoản này là thỏa thuận giữa quý khách và Lotus Play về việc sử dụng trang web, tài khoản và các trò chơi của chúng tôi. Quý khách chấp nhận điều khoản khi đăng ký và mỗi lần đăng nhập.</p>
<ul>
<li>Chúng tôi có thể thay đổi các điều khoản này. Chúng tôi thông báo các thay đổi quan trọng trước khi áp dụng, và quý khách có thể đóng tài khoản nếu không đồng ý.</li>
<li>Điều khoản có ở mọi ngôn ngữ của trang. Nếu hai bản khác nhau, bản tiếng Anh được áp dụng.</li>
<li>Khuyến mãi, trò chơi và cửa hàng điểm có thể có quy định riêng. Khi khác với các điều khoản này, quy định riêng được áp dụng cho khuyến mãi hoặc trò chơi đó.</li>
</ul>`,
        },
        eligibility: {
          title: 'Ai được phép chơi',
          content: `<ul>
<li>Quý khách phải <strong>từ 21 tuổi trở lên</strong> và trò chơi trực tuyến phải hợp pháp tại nơi quý khách ở. Chúng tôi có thể yêu cầu chứng minh tuổi và danh tính bất kỳ lúc nào, và sẽ đóng các tài khoản do người dưới 21 tuổi mở.</li>
<li>Mỗi người một tài khoản. Tài khoản thứ hai, hoặc tài khoản mở cho người khác, sẽ bị đóng và số dư có thể bị giữ lại.</li>
<li>Thông tin quý khách cung cấp phải chính xác và là của quý khách, bao gồm tên nhận tiền rút, số điện thoại và địa chỉ e-mail.</li>
<li>Trang không phục vụ tại một số quốc gia và khu vực. Không được dùng công cụ che giấu vị trí để vượt qua giới hạn này.</li>
</ul>`,
        },
        'your-account': {
          title: 'Tài khoản và bảo mật',
          content: `<ul>
<li>Hãy giữ kín mật khẩu và mã xác minh. Chúng tôi không bao giờ hỏi mật khẩu qua điện thoại, trò chuyện hay e-mail.</li>
<li>Quý khách chịu trách nhiệm về mọi hoạt động trong tài khoản khi đang đăng nhập. Nếu nghi ngờ người khác đã sử dụng tài khoản, hãy đổi mật khẩu và liên hệ chăm sóc khách hàng ngay.</li>
<li>Đăng nhập từ một mạng mà tài khoản chưa từng dùng có thể cần kiểm tra thêm bằng tin nhắn, e-mail, ứng dụng xác thực hoặc tên chủ tài khoản ngân hàng.</li>
<li>Chúng tôi có thể tạm khóa tài khoản trong khi điều tra nghi vấn gian lận, rửa tiền hoặc vi phạm các điều khoản này.</li>
</ul>`,
        },
        'deposits-withdrawals': {
          title: 'Nạp tiền và rút tiền',
          content: `<ul>
<li>Chỉ thanh toán từ tài khoản và thẻ đứng tên quý khách. Các khoản thanh toán từ người khác sẽ được hoàn lại.</li>
<li>Tài khoản được tính bằng đồng Việt Nam (₫). Khoản nạp được cộng vào số dư khi nhà cung cấp thanh toán xác nhận.</li>
<li>Tiền nạp dùng để chơi. Trước khi rút, mỗi khoản nạp phải được đặt cược ít nhất một lần; khuyến mãi có thể yêu cầu nhiều hơn theo quy định của khuyến mãi đó.</li>
<li>Tiền rút chỉ được chuyển vào tài khoản ngân hàng đứng tên đã đăng ký, sau các bước kiểm tra danh tính cần thiết. Chúng tôi có thể yêu cầu giấy tờ trước khi chi trả khoản rút lớn hoặc bất thường.</li>
<li>Khi khoản rút đã được chi trả, vui lòng xác nhận quý khách đã nhận hay chưa. Khoản thanh toán không được xác nhận trong thời gian hiển thị sẽ được xem là đã nhận.</li>
<li>Nếu tiền vào tài khoản do nhầm lẫn, số tiền đó không thuộc về quý khách: chúng tôi sẽ điều chỉnh số dư và thông báo cho quý khách.</li>
</ul>`,
        },
        'fair-play': {
          title: 'Tiền thưởng và chơi công bằng',
          content: `<ul>
<li>Mỗi khoản thưởng có điều kiện riêng (số tiền, trò chơi, vòng cược, thời hạn). Tiền thưởng nhận qua nhiều tài khoản, hoặc bằng cách cược nhằm nhận thưởng mà không chịu rủi ro, sẽ bị thu hồi cùng tiền thắng.</li>
<li>Nghiêm cấm dùng robot, phần mềm tự động, thông đồng giữa người chơi và lợi dụng bất kỳ lỗi nào của trò chơi hoặc của trang.</li>
<li>Nếu trò chơi gặp sự cố, ván chơi bị hủy và tiền cược được hoàn lại. Kết quả mỗi ván chơi được xác định theo dữ liệu của máy chủ trò chơi.</li>
<li>Các trò chơi nội bộ của chúng tôi có thể kiểm chứng công bằng: mọi ván đều kiểm tra được với các seed đã công bố cho ván đó.</li>
</ul>`,
        },
        'responsible-gaming': {
          title: 'Chơi có trách nhiệm',
          content: `<p>Trò chơi là để giải trí. Quý khách có thể đặt giới hạn nạp, giới hạn thua và giới hạn phiên chơi, tạm nghỉ hoặc tự loại trừ bất kỳ lúc nào trong Trung tâm thành viên hoặc qua chăm sóc khách hàng; xem mục <strong>Chơi có trách nhiệm</strong> trong trung tâm trợ giúp này.</p>
<p>Trong thời gian tạm nghỉ hoặc tự loại trừ, quý khách không thể chơi và chúng tôi không gửi khuyến mãi. Chúng tôi có thể liên hệ, đặt giới hạn hoặc đóng tài khoản nếu cho rằng việc chơi đang gây hại cho quý khách.</p>`,
        },
        'closing-and-complaints': {
          title: 'Đóng tài khoản, trách nhiệm và khiếu nại',
          content: `<ul>
<li>Quý khách có thể đóng tài khoản bất kỳ lúc nào qua chăm sóc khách hàng. Số dư còn lại được chi trả sau các bước kiểm tra thông thường.</li>
<li>Chúng tôi có thể đóng tài khoản vi phạm các điều khoản này. Tiền thắng có được do gian lận hoặc vi phạm quy định sẽ bị giữ lại; phần số dư còn lại được chi trả.</li>
<li>Chúng tôi cố gắng duy trì trang web và trò chơi hoạt động liên tục, nhưng không chịu trách nhiệm về gián đoạn do kết nối, thiết bị của quý khách hoặc sự kiện ngoài tầm kiểm soát của chúng tôi.</li>
<li>Nếu có khiếu nại, vui lòng liên hệ chăm sóc khách hàng kèm tên tài khoản và chi tiết sự việc. Chúng tôi phản hồi trong vòng 14 ngày.</li>
</ul>`,
        },
      },
    },
    privacy: {
      title: 'Chính sách bảo mật',
      articles: {
        'what-we-collect': {
          title: 'Chúng tôi thu thập những gì',
          content: `<ul>
<li><strong>Thông tin tài khoản</strong>: tên đăng nhập, số điện thoại, địa chỉ e-mail, tên nhận tiền rút và các trường khác quý khách điền khi đăng ký.</li>
<li><strong>Hoạt động</strong>: nạp tiền, rút tiền, cược, ván chơi, khuyến mãi và tin nhắn với chăm sóc khách hàng.</li>
<li><strong>Thiết bị và mạng</strong>: địa chỉ IP và quốc gia, trình duyệt quý khách dùng và các mạng quý khách đăng nhập (để nhận biết lần đăng nhập từ mạng mới).</li>
</ul>
<p>Chúng tôi không bao giờ lưu mật khẩu của quý khách ở dạng đọc được và không bao giờ hỏi mật khẩu ngân hàng hay thẻ.</p>`,
        },
        'how-we-use': {
          title: 'Cách chúng tôi sử dụng và chia sẻ thông tin',
          content: `<ul>
<li>Để vận hành tài khoản: đăng nhập, thanh toán, trò chơi, tiền thưởng và chăm sóc khách hàng.</li>
<li>Để kiểm tra tuổi và danh tính, ngăn chặn gian lận và rửa tiền, và thực hiện nghĩa vụ pháp lý.</li>
<li>Để bảo vệ người chơi: giới hạn, nhắc nhở thời gian chơi và phát hiện dấu hiệu chơi quá mức.</li>
<li>Để gửi ưu đãi, chỉ khi quý khách đồng ý. Quý khách có thể ngừng nhận bất kỳ lúc nào.</li>
</ul>
<p>Chúng tôi chỉ chia sẻ những gì mỗi dịch vụ cần: nhà cung cấp thanh toán, nhà cung cấp trò chơi (mã tài khoản để mở trò chơi, không bao giờ là mật khẩu), dịch vụ tin nhắn và e-mail, và cơ quan chức năng khi pháp luật yêu cầu. Chúng tôi không bán dữ liệu của quý khách.</p>`,
        },
        'keeping-it-safe': {
          title: 'Bảo vệ và lưu giữ thông tin',
          content: `<ul>
<li>Mọi kết nối tới trang đều được mã hóa, và thông tin đăng nhập, mật khẩu còn được mã hóa thêm một lần trước khi gửi.</li>
<li>Chỉ nhân viên cần dữ liệu cho công việc mới được xem.</li>
<li>Lịch sử tài khoản và trò chơi luôn có sẵn cho quý khách trong ít nhất 12 tháng. Chúng tôi lưu hồ sơ trong thời gian pháp luật yêu cầu, kể cả sau khi tài khoản đã đóng.</li>
</ul>`,
        },
        'browser-storage': {
          title: 'Cookie và bộ nhớ trình duyệt',
          content: `<ul>
<li>Khi quý khách đăng nhập, trình duyệt giữ phiên cho thẻ này; phiên kết thúc khi quý khách đăng xuất hoặc đóng trình duyệt.</li>
<li>Giao diện và ngôn ngữ được ghi nhớ trên thiết bị này.</li>
<li><strong>Ghi nhớ</strong> lưu tên đăng nhập (không bao giờ là mật khẩu) trong 24 giờ.</li>
</ul>
<p>Chúng tôi không dùng cookie quảng cáo. Nếu trang có đo lượt truy cập, việc đó không nhận dạng quý khách.</p>`,
        },
        'your-rights': {
          title: 'Quyền của quý khách',
          content: `<p>Quý khách có thể yêu cầu bản sao dữ liệu, yêu cầu sửa, hoặc xóa những gì chúng tôi không bắt buộc phải lưu. Quý khách cũng có thể từ chối nhận ưu đãi và mọi cách sử dụng dữ liệu mà quý khách chưa đồng ý.</p>
<p>Liên hệ chăm sóc khách hàng để gửi yêu cầu. Chúng tôi có thể đề nghị xác nhận danh tính trước và sẽ trả lời trong vòng 30 ngày.</p>`,
        },
      },
    },
  },
  CN: {
    agreement: {
      title: '条款与条件',
      articles: {
        about: {
          title: '关于本协议',
          content: `<p>本条款是您与 Lotus Play 之间关于使用本网站、您的账户及我们游戏的协议。您在注册时以及每次登录时即表示接受本条款。</p>
<ul>
<li>我们可能修改本条款。重要变更会在生效前通知您；如您不接受，可以关闭账户。</li>
<li>本条款提供网站的所有语言版本。如不同版本之间存在差异，以英文版本为准。</li>
<li>优惠活动、游戏和积分商城可能有各自的规则。与本条款不一致时，该优惠或游戏适用其专门规则。</li>
</ul>`,
        },
        eligibility: {
          title: '谁可以参与游戏',
          content: `<ul>
<li>您必须<strong>年满 21 岁</strong>，且在线游戏在您所在地合法。我们可随时要求您提供年龄和身份证明，并会关闭未满 21 岁人士开设的账户。</li>
<li>每人仅限一个账户。第二个账户或为他人开设的账户将被关闭，其余额可能被扣留。</li>
<li>您提供的资料必须真实且属于您本人，包括取款姓名、手机号码和电子邮箱。</li>
<li>本网站在部分国家和地区不提供服务。不得使用隐藏位置的工具规避此限制。</li>
</ul>`,
        },
        'your-account': {
          title: '您的账户及安全',
          content: `<ul>
<li>请妥善保管您的密码和验证码。我们绝不会通过电话、聊天或电子邮件索要您的密码。</li>
<li>登录期间账户内发生的一切由您负责。如怀疑他人使用过您的账户，请立即修改密码并联系客服。</li>
<li>从账户从未使用过的网络登录时，可能需要通过短信、电子邮件、身份验证器应用或银行账户姓名进行额外验证。</li>
<li>在调查涉嫌欺诈、洗钱或违反本条款的情况时，我们可能暂停相关账户。</li>
</ul>`,
        },
        'deposits-withdrawals': {
          title: '存款与取款',
          content: `<ul>
<li>只能使用您本人名下的账户和银行卡付款。他人代付的款项将被退回。</li>
<li>您的账户以越南盾（₫）计价。存款在支付服务商确认后计入余额。</li>
<li>存款用于游戏。取款前，每笔存款须至少完成一倍流水；优惠活动可能按其规则要求更多。</li>
<li>取款只支付到与账户登记姓名一致的银行账户，并须先完成必要的身份核验。大额或异常取款前，我们可能要求您提供证明文件。</li>
<li>取款出款后，请确认是否已收到。在显示的时限内未确认的款项视为已收到。</li>
<li>如有款项误入您的账户，该款项不属于您：我们会更正余额并通知您。</li>
</ul>`,
        },
        'fair-play': {
          title: '红利与公平游戏',
          content: `<ul>
<li>每项红利都有各自的条件（金额、适用游戏、流水要求、有效期）。通过多个账户领取的红利，或以无风险套取为目的的投注方式获得的红利，将连同其盈利一并扣除。</li>
<li>禁止使用机器人、脚本、玩家之间串通，以及利用游戏或网站的任何漏洞。</li>
<li>如游戏发生故障，该局无效并退还投注额。每局结果以游戏服务器的记录为准。</li>
<li>我们的自营游戏可证明公平：每一局都可以根据为其公布的种子进行核验。</li>
</ul>`,
        },
        'responsible-gaming': {
          title: '负责任博彩',
          content: `<p>游戏是一种娱乐。您可以随时在会员中心或通过客服设置存款、亏损和游戏时长限额，或选择暂停、自我排除；详见本帮助中心的<strong>负责任博彩</strong>。</p>
<p>暂停或自我排除期间，您无法进行游戏，我们也不会向您发送优惠信息。如我们认为游戏正在对您造成伤害，可能会联系您、为您设置限额或关闭您的账户。</p>`,
        },
        'closing-and-complaints': {
          title: '关闭账户、责任与投诉',
          content: `<ul>
<li>您可以随时通过客服关闭账户。剩余余额在完成常规核查后支付给您。</li>
<li>我们可能关闭违反本条款的账户。通过欺诈或违规获得的盈利将被扣留，其余余额照常支付。</li>
<li>我们会尽力保持网站和游戏的正常运行，但对因您的网络连接、设备或我们无法控制的事件造成的中断不承担责任。</li>
<li>如有投诉，请联系客服并提供您的账户名和详细情况。我们会在 14 天内答复。</li>
</ul>`,
        },
      },
    },
    privacy: {
      title: '隐私政策',
      articles: {
        'what-we-collect': {
          title: '我们收集哪些信息',
          content: `<ul>
<li><strong>账户资料</strong>：用户名、手机号码、电子邮箱、取款姓名以及您注册时填写的其他字段。</li>
<li><strong>活动记录</strong>：存款、取款、投注、游戏局、优惠活动以及与客服的沟通。</li>
<li><strong>设备与网络</strong>：您的 IP 地址和所在国家、所用浏览器，以及您登录时使用的网络（用于识别来自新网络的登录）。</li>
</ul>
<p>我们绝不以可读形式保存您的密码，也绝不会索要您的银行或银行卡密码。</p>`,
        },
        'how-we-use': {
          title: '我们如何使用及与谁共享',
          content: `<ul>
<li>用于运营您的账户：登录、支付、游戏、红利和客户服务。</li>
<li>用于核验您的年龄和身份、防范欺诈和洗钱，以及履行法律义务。</li>
<li>用于保护玩家：限额、游戏时长提醒以及识别问题博彩的迹象。</li>
<li>仅在您同意时向您发送优惠信息。您可以随时退订。</li>
</ul>
<p>我们只共享各项服务所需的信息：支付服务商、游戏供应商（用于打开游戏的账户标识，绝不包括密码）、短信和电子邮件服务，以及法律要求时的主管机关。我们不会出售您的数据。</p>`,
        },
        'keeping-it-safe': {
          title: '我们如何保护以及保存多久',
          content: `<ul>
<li>与本网站的所有连接均经过加密，登录信息和密码在发送前还会再加密一次。</li>
<li>只有因工作需要的员工才能查看您的数据。</li>
<li>您的账户和游戏记录至少保留 12 个月供您查阅。我们会按法律要求的期限保存记录，包括账户关闭之后。</li>
</ul>`,
        },
        'browser-storage': {
          title: 'Cookie 与浏览器存储',
          content: `<ul>
<li>登录期间，浏览器会为当前标签页保存您的会话；退出登录或关闭浏览器后会话即结束。</li>
<li>您的主题和语言会保存在本设备上。</li>
<li><strong>记住我</strong>会保存您的用户名（绝不保存密码）24 小时。</li>
</ul>
<p>我们不使用广告 Cookie。如网站统计访问量，也不会识别您的身份。</p>`,
        },
        'your-rights': {
          title: '您的权利',
          content: `<p>您可以要求获取您的数据副本、更正数据，或删除我们无需依法保留的数据。您也可以拒绝接收优惠信息，以及拒绝任何未经您同意的数据使用。</p>
<p>请联系客服提出申请。我们可能会先请您确认身份，并在 30 天内答复。</p>`,
        },
      },
    },
  },
  TH: {
    agreement: {
      title: 'ข้อกำหนดและเงื่อนไข',
      articles: {
        about: {
          title: 'เกี่ยวกับข้อตกลงนี้',
          content: `<p>ข้อกำหนดนี้เป็นข้อตกลงระหว่างคุณกับ Lotus Play ในการใช้เว็บไซต์ บัญชีของคุณ และเกมของเรา คุณยอมรับข้อกำหนดเมื่อสมัครสมาชิกและทุกครั้งที่เข้าสู่ระบบ</p>
<ul>
<li>เราอาจเปลี่ยนแปลงข้อกำหนดนี้ เราจะแจ้งการเปลี่ยนแปลงที่สำคัญก่อนมีผลบังคับใช้ และคุณสามารถปิดบัญชีได้หากไม่ยอมรับ</li>
<li>ข้อกำหนดมีให้ในทุกภาษาของเว็บไซต์ หากฉบับต่าง ๆ มีความแตกต่างกัน ให้ใช้ฉบับภาษาอังกฤษ</li>
<li>โปรโมชั่น เกม และร้านค้าแลกคะแนนอาจมีกฎของตนเอง หากแตกต่างจากข้อกำหนดนี้ ให้ใช้กฎเฉพาะนั้นกับโปรโมชั่นหรือเกมนั้น</li>
</ul>`,
        },
        eligibility: {
          title: 'ผู้ที่สามารถเล่นได้',
          content: `<ul>
<li>คุณต้องมี<strong>อายุ 21 ปีขึ้นไป</strong> และการเล่นเกมออนไลน์ต้องถูกกฎหมายในพื้นที่ของคุณ เราอาจขอหลักฐานยืนยันอายุและตัวตนได้ทุกเมื่อ และจะปิดบัญชีที่เปิดโดยผู้ที่อายุต่ำกว่า 21 ปี</li>
<li>หนึ่งบัญชีต่อหนึ่งคน บัญชีที่สอง หรือบัญชีที่เปิดแทนผู้อื่น จะถูกปิดและยอดเงินอาจถูกระงับ</li>
<li>ข้อมูลที่คุณให้ต้องเป็นความจริงและเป็นของคุณเอง รวมถึงชื่อสำหรับการถอนเงิน หมายเลขโทรศัพท์มือถือ และอีเมล</li>
<li>เว็บไซต์ไม่ให้บริการในบางประเทศและบางภูมิภาค ห้ามใช้เครื่องมือซ่อนตำแหน่งเพื่อหลีกเลี่ยงข้อจำกัดนี้</li>
</ul>`,
        },
        'your-account': {
          title: 'บัญชีของคุณและความปลอดภัย',
          content: `<ul>
<li>เก็บรหัสผ่านและรหัสยืนยันไว้เป็นความลับ เราไม่เคยขอรหัสผ่านของคุณทางโทรศัพท์ แชท หรืออีเมล</li>
<li>คุณต้องรับผิดชอบต่อทุกสิ่งที่เกิดขึ้นในบัญชีขณะที่คุณเข้าสู่ระบบ หากสงสัยว่ามีผู้อื่นใช้บัญชีของคุณ ให้เปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที</li>
<li>การเข้าสู่ระบบจากเครือข่ายที่บัญชีไม่เคยใช้มาก่อน อาจต้องยืนยันเพิ่มเติมทาง SMS อีเมล แอปยืนยันตัวตน หรือชื่อบัญชีธนาคาร</li>
<li>เราอาจระงับบัญชีชั่วคราวระหว่างการตรวจสอบกรณีสงสัยว่ามีการฉ้อโกง การฟอกเงิน หรือการละเมิดข้อกำหนดนี้</li>
</ul>`,
        },
        'deposits-withdrawals': {
          title: 'การฝากและถอนเงิน',
          content: `<ul>
<li>ชำระเงินจากบัญชีและบัตรที่เป็นชื่อของคุณเท่านั้น การชำระเงินจากผู้อื่นจะถูกส่งคืน</li>
<li>บัญชีของคุณใช้สกุลเงินด่งเวียดนาม (₫) ยอดฝากจะเข้าสู่ยอดเงินเมื่อผู้ให้บริการชำระเงินยืนยันแล้ว</li>
<li>เงินฝากมีไว้สำหรับการเล่น ก่อนถอนเงิน ยอดฝากแต่ละครั้งต้องนำไปเล่นอย่างน้อยหนึ่งรอบ โปรโมชั่นอาจกำหนดมากกว่านั้นตามกฎของโปรโมชั่น</li>
<li>การถอนเงินจะจ่ายเข้าบัญชีธนาคารที่ตรงกับชื่อที่ลงทะเบียนไว้เท่านั้น หลังการตรวจสอบตัวตนที่จำเป็น เราอาจขอเอกสารก่อนจ่ายยอดถอนที่สูงหรือผิดปกติ</li>
<li>เมื่อจ่ายยอดถอนแล้ว โปรดยืนยันว่าคุณได้รับเงินหรือไม่ ยอดที่ไม่ได้รับการยืนยันภายในเวลาที่แสดงจะถือว่าได้รับแล้ว</li>
<li>หากมีเงินเข้าบัญชีของคุณโดยผิดพลาด เงินนั้นไม่ใช่ของคุณ เราจะแก้ไขยอดเงินและแจ้งให้คุณทราบ</li>
</ul>`,
        },
        'fair-play': {
          title: 'โบนัสและการเล่นอย่างยุติธรรม',
          content: `<ul>
<li>โบนัสแต่ละรายการมีเงื่อนไขของตนเอง (จำนวน เกม ยอดหมุนเวียน วันหมดอายุ) โบนัสที่รับผ่านหลายบัญชี หรือด้วยรูปแบบการเดิมพันเพื่อรับโบนัสโดยไม่มีความเสี่ยง จะถูกยกเลิกพร้อมเงินรางวัล</li>
<li>ห้ามใช้บอท สคริปต์ การสมรู้ร่วมคิดระหว่างผู้เล่น และการใช้ประโยชน์จากข้อบกพร่องใด ๆ ของเกมหรือเว็บไซต์</li>
<li>หากเกมทำงานผิดพลาด รอบนั้นจะเป็นโมฆะและคืนเงินเดิมพัน ผลของทุกรอบเป็นไปตามบันทึกของเซิร์ฟเวอร์เกม</li>
<li>เกมของเราเองพิสูจน์ความยุติธรรมได้ ทุกรอบสามารถตรวจสอบกับ seed ที่เผยแพร่สำหรับรอบนั้น</li>
</ul>`,
        },
        'responsible-gaming': {
          title: 'การเล่นอย่างรับผิดชอบ',
          content: `<p>เกมคือความบันเทิง คุณสามารถตั้งวงเงินฝาก วงเงินขาดทุน และเวลาเล่น พักการเล่น หรือแยกตัวเองออกได้ทุกเมื่อในศูนย์สมาชิกหรือผ่านฝ่ายบริการลูกค้า ดูหัวข้อ<strong>การเล่นอย่างรับผิดชอบ</strong>ในศูนย์ช่วยเหลือนี้</p>
<p>ระหว่างพักการเล่นหรือแยกตัวเอง คุณจะเล่นไม่ได้และเราจะไม่ส่งโปรโมชั่นให้คุณ เราอาจติดต่อคุณ ตั้งวงเงิน หรือปิดบัญชีหากเห็นว่าการเล่นกำลังส่งผลเสียต่อคุณ</p>`,
        },
        'closing-and-complaints': {
          title: 'การปิดบัญชี ความรับผิด และการร้องเรียน',
          content: `<ul>
<li>คุณสามารถปิดบัญชีได้ทุกเมื่อผ่านฝ่ายบริการลูกค้า ยอดเงินคงเหลือจะจ่ายให้หลังการตรวจสอบตามปกติ</li>
<li>เราอาจปิดบัญชีที่ละเมิดข้อกำหนดนี้ เงินรางวัลที่ได้จากการฉ้อโกงหรือการละเมิดกฎจะถูกระงับ ยอดเงินส่วนที่เหลือจะจ่ายตามปกติ</li>
<li>เราพยายามให้เว็บไซต์และเกมพร้อมใช้งานเสมอ แต่ไม่รับผิดชอบต่อการหยุดชะงักที่เกิดจากการเชื่อมต่อ อุปกรณ์ของคุณ หรือเหตุการณ์ที่อยู่นอกเหนือการควบคุมของเรา</li>
<li>หากต้องการร้องเรียน โปรดติดต่อฝ่ายบริการลูกค้าพร้อมชื่อบัญชีและรายละเอียด เราจะตอบกลับภายใน 14 วัน</li>
</ul>`,
        },
      },
    },
    privacy: {
      title: 'นโยบายความเป็นส่วนตัว',
      articles: {
        'what-we-collect': {
          title: 'ข้อมูลที่เราเก็บ',
          content: `<ul>
<li><strong>ข้อมูลบัญชี</strong>: ชื่อผู้ใช้ หมายเลขโทรศัพท์มือถือ อีเมล ชื่อสำหรับการถอนเงิน และช่องอื่น ๆ ที่คุณกรอกตอนสมัคร</li>
<li><strong>กิจกรรม</strong>: การฝาก การถอน การเดิมพัน รอบเกม โปรโมชั่น และข้อความกับฝ่ายบริการลูกค้า</li>
<li><strong>อุปกรณ์และเครือข่าย</strong>: ที่อยู่ IP และประเทศ เบราว์เซอร์ที่คุณใช้ และเครือข่ายที่คุณใช้เข้าสู่ระบบ (เพื่อจดจำการเข้าสู่ระบบจากเครือข่ายใหม่)</li>
</ul>
<p>เราไม่เคยเก็บรหัสผ่านของคุณในรูปแบบที่อ่านได้ และไม่เคยขอรหัสผ่านธนาคารหรือบัตรของคุณ</p>`,
        },
        'how-we-use': {
          title: 'เราใช้ข้อมูลอย่างไรและแบ่งปันกับใคร',
          content: `<ul>
<li>เพื่อดำเนินการบัญชีของคุณ: การเข้าสู่ระบบ การชำระเงิน เกม โบนัส และบริการลูกค้า</li>
<li>เพื่อตรวจสอบอายุและตัวตน ป้องกันการฉ้อโกงและการฟอกเงิน และปฏิบัติตามหน้าที่ตามกฎหมาย</li>
<li>เพื่อปกป้องผู้เล่น: วงเงิน การแจ้งเตือนเวลาเล่น และการสังเกตสัญญาณของการเล่นที่เป็นปัญหา</li>
<li>เพื่อส่งข้อเสนอให้คุณ เฉพาะเมื่อคุณยินยอม คุณสามารถยกเลิกได้ทุกเมื่อ</li>
</ul>
<p>เราแบ่งปันเฉพาะสิ่งที่แต่ละบริการต้องใช้: ผู้ให้บริการชำระเงิน ผู้ให้บริการเกม (รหัสบัญชีเพื่อเปิดเกม ไม่ใช่รหัสผ่าน) บริการ SMS และอีเมล และหน่วยงานรัฐเมื่อกฎหมายกำหนด เราไม่ขายข้อมูลของคุณ</p>`,
        },
        'keeping-it-safe': {
          title: 'เราปกป้องข้อมูลอย่างไรและเก็บไว้นานเท่าใด',
          content: `<ul>
<li>การเชื่อมต่อทุกครั้งกับเว็บไซต์มีการเข้ารหัส และข้อมูลเข้าสู่ระบบและรหัสผ่านจะถูกเข้ารหัสอีกชั้นก่อนส่ง</li>
<li>เฉพาะพนักงานที่ต้องใช้ข้อมูลในการทำงานเท่านั้นที่เข้าถึงได้</li>
<li>ประวัติบัญชีและเกมของคุณเปิดดูได้อย่างน้อย 12 เดือน เราเก็บบันทึกไว้ตามระยะเวลาที่กฎหมายกำหนด รวมถึงหลังปิดบัญชีแล้ว</li>
</ul>`,
        },
        'browser-storage': {
          title: 'คุกกี้และพื้นที่จัดเก็บของเบราว์เซอร์',
          content: `<ul>
<li>ขณะที่คุณเข้าสู่ระบบ เบราว์เซอร์จะเก็บเซสชันไว้สำหรับแท็บนี้ และจะสิ้นสุดเมื่อคุณออกจากระบบหรือปิดเบราว์เซอร์</li>
<li>ธีมและภาษาของคุณจะถูกจดจำไว้บนอุปกรณ์นี้</li>
<li><strong>จดจำฉัน</strong> จะเก็บชื่อผู้ใช้ (ไม่ใช่รหัสผ่าน) ไว้ 24 ชั่วโมง</li>
</ul>
<p>เราไม่ใช้คุกกี้โฆษณา หากเว็บไซต์มีการวัดจำนวนผู้เข้าชม จะไม่ระบุตัวตนของคุณ</p>`,
        },
        'your-rights': {
          title: 'สิทธิของคุณ',
          content: `<p>คุณสามารถขอสำเนาข้อมูลของคุณ ขอแก้ไข หรือขอลบข้อมูลที่เราไม่จำเป็นต้องเก็บตามกฎหมาย และสามารถคัดค้านการรับข้อเสนอหรือการใช้ข้อมูลใด ๆ ที่คุณไม่ได้ยินยอม</p>
<p>ติดต่อฝ่ายบริการลูกค้าเพื่อยื่นคำขอ เราอาจขอให้ยืนยันตัวตนก่อน และจะตอบกลับภายใน 30 วัน</p>`,
        },
      },
    },
  },
  ID: {
    agreement: {
      title: 'Syarat dan ketentuan',
      articles: {
        about: {
          title: 'Tentang perjanjian ini',
          content: `<p>Syarat ini adalah perjanjian antara Anda dan Lotus Play tentang penggunaan situs ini, akun Anda, dan permainan kami. Anda menerimanya saat mendaftar dan setiap kali masuk.</p>
<ul>
<li>Kami dapat mengubah syarat ini. Perubahan penting kami beritahukan sebelum berlaku, dan Anda dapat menutup akun jika tidak menerimanya.</li>
<li>Syarat ini tersedia dalam setiap bahasa situs. Jika dua versi berbeda, versi bahasa Inggris yang berlaku.</li>
<li>Promosi, permainan, dan toko poin dapat memiliki aturan sendiri. Jika berbeda dari syarat ini, aturan khusus tersebut berlaku untuk promosi atau permainan itu.</li>
</ul>`,
        },
        eligibility: {
          title: 'Siapa yang boleh bermain',
          content: `<ul>
<li>Anda harus <strong>berusia 21 tahun atau lebih</strong>, dan permainan online harus legal di tempat Anda berada. Kami dapat meminta bukti usia dan identitas kapan saja, dan kami menutup akun yang dibuka oleh siapa pun di bawah 21 tahun.</li>
<li>Satu akun per orang. Akun kedua, atau akun yang dibuka untuk orang lain, akan ditutup dan saldonya dapat ditahan.</li>
<li>Data yang Anda berikan harus benar dan milik Anda sendiri, termasuk nama untuk penarikan, nomor ponsel, dan alamat e-mail.</li>
<li>Situs ini tidak tersedia di beberapa negara dan wilayah. Menggunakan alat penyembunyi lokasi untuk menghindarinya tidak diperbolehkan.</li>
</ul>`,
        },
        'your-account': {
          title: 'Akun Anda dan keamanannya',
          content: `<ul>
<li>Rahasiakan kata sandi dan kode verifikasi Anda. Kami tidak pernah meminta kata sandi Anda lewat telepon, chat, atau e-mail.</li>
<li>Anda bertanggung jawab atas semua yang terjadi di akun Anda selama Anda masuk. Jika Anda menduga orang lain telah menggunakannya, segera ganti kata sandi dan hubungi layanan pelanggan.</li>
<li>Masuk dari jaringan yang belum pernah dipakai akun Anda mungkin memerlukan pemeriksaan tambahan lewat SMS, e-mail, aplikasi autentikator, atau nama pemilik rekening bank.</li>
<li>Kami dapat menangguhkan akun selama kami menyelidiki dugaan penipuan, pencucian uang, atau pelanggaran syarat ini.</li>
</ul>`,
        },
        'deposits-withdrawals': {
          title: 'Deposit dan penarikan',
          content: `<ul>
<li>Bayar hanya dari rekening dan kartu atas nama Anda sendiri. Pembayaran dari orang lain akan dikembalikan.</li>
<li>Akun Anda menggunakan dong Vietnam (₫). Deposit masuk ke saldo setelah penyedia pembayaran mengonfirmasinya.</li>
<li>Deposit untuk bermain. Sebelum penarikan, setiap deposit harus dimainkan setidaknya satu kali; promosi dapat meminta lebih, sesuai aturannya.</li>
<li>Penarikan hanya dibayarkan ke rekening bank atas nama yang terdaftar di akun Anda, setelah pemeriksaan identitas yang diperlukan. Kami dapat meminta dokumen sebelum membayar penarikan yang besar atau tidak biasa.</li>
<li>Setelah penarikan dibayarkan, mohon konfirmasi apakah Anda sudah menerimanya. Pembayaran yang tidak dikonfirmasi dalam waktu yang ditampilkan dianggap sudah diterima.</li>
<li>Jika uang masuk ke akun Anda karena kesalahan, uang itu bukan milik Anda: kami memperbaiki saldo dan memberi tahu Anda.</li>
</ul>`,
        },
        'fair-play': {
          title: 'Bonus dan permainan yang adil',
          content: `<ul>
<li>Setiap bonus memiliki syaratnya sendiri (jumlah, permainan, turnover, masa berlaku). Bonus yang diklaim melalui beberapa akun, atau dengan pola taruhan untuk mendapatkannya tanpa risiko, dibatalkan beserta kemenangannya.</li>
<li>Robot, skrip, kolusi antarpemain, dan memanfaatkan kesalahan apa pun dari permainan atau situs dilarang.</li>
<li>Jika permainan mengalami gangguan, ronde tersebut batal dan taruhannya dikembalikan. Catatan server permainan menentukan hasil setiap ronde.</li>
<li>Permainan in-house kami terbukti adil: setiap ronde dapat diperiksa dengan seed yang dipublikasikan untuknya.</li>
</ul>`,
        },
        'responsible-gaming': {
          title: 'Bermain bertanggung jawab',
          content: `<p>Permainan adalah hiburan. Anda dapat mengatur batas deposit, batas kekalahan, dan batas sesi, mengambil jeda, atau mengecualikan diri kapan saja di pusat member atau melalui layanan pelanggan; lihat <strong>Bermain bertanggung jawab</strong> di pusat bantuan ini.</p>
<p>Selama jeda atau pengecualian diri, Anda tidak dapat bermain dan kami tidak mengirimkan promosi. Kami dapat menghubungi Anda, mengatur batas, atau menutup akun Anda jika kami menilai permainan Anda merugikan diri Anda.</p>`,
        },
        'closing-and-complaints': {
          title: 'Menutup akun, tanggung jawab, dan keluhan',
          content: `<ul>
<li>Anda dapat menutup akun kapan saja melalui layanan pelanggan. Sisa saldo dibayarkan setelah pemeriksaan biasa.</li>
<li>Kami dapat menutup akun yang melanggar syarat ini. Kemenangan yang diperoleh dengan penipuan atau pelanggaran aturan ditahan; sisa saldo tetap dibayarkan.</li>
<li>Kami berusaha menjaga situs dan permainan tetap tersedia, tetapi kami tidak bertanggung jawab atas gangguan akibat koneksi, perangkat Anda, atau kejadian di luar kendali kami.</li>
<li>Jika Anda memiliki keluhan, hubungi layanan pelanggan dengan nama akun dan rinciannya. Kami membalas dalam 14 hari.</li>
</ul>`,
        },
      },
    },
    privacy: {
      title: 'Kebijakan privasi',
      articles: {
        'what-we-collect': {
          title: 'Data yang kami kumpulkan',
          content: `<ul>
<li><strong>Data akun</strong>: nama pengguna, nomor ponsel, alamat e-mail, nama untuk penarikan, dan kolom lain yang Anda isi saat mendaftar.</li>
<li><strong>Aktivitas</strong>: deposit, penarikan, taruhan, ronde permainan, promosi, dan pesan dengan layanan pelanggan.</li>
<li><strong>Perangkat dan jaringan</strong>: alamat IP dan negara Anda, browser yang Anda gunakan, dan jaringan tempat Anda masuk (untuk mengenali login dari jaringan baru).</li>
</ul>
<p>Kami tidak pernah menyimpan kata sandi Anda dalam bentuk yang dapat dibaca, dan tidak pernah meminta kata sandi bank atau kartu Anda.</p>`,
        },
        'how-we-use': {
          title: 'Cara kami menggunakan dan dengan siapa kami membagikannya',
          content: `<ul>
<li>Untuk menjalankan akun Anda: login, pembayaran, permainan, bonus, dan layanan pelanggan.</li>
<li>Untuk memeriksa usia dan identitas Anda, mencegah penipuan dan pencucian uang, serta memenuhi kewajiban hukum kami.</li>
<li>Untuk melindungi pemain: batas, pengingat waktu bermain, dan mengenali tanda-tanda perjudian bermasalah.</li>
<li>Untuk mengirimkan penawaran, hanya jika Anda setuju. Anda dapat berhenti kapan saja.</li>
</ul>
<p>Kami hanya membagikan apa yang dibutuhkan setiap layanan: penyedia pembayaran, penyedia permainan (pengenal akun untuk membuka permainan Anda, tidak pernah kata sandi), layanan SMS dan e-mail, serta pihak berwenang jika diwajibkan hukum. Kami tidak menjual data Anda.</p>`,
        },
        'keeping-it-safe': {
          title: 'Cara kami menjaganya dan berapa lama',
          content: `<ul>
<li>Setiap koneksi ke situs dienkripsi, dan data login serta kata sandi dienkripsi sekali lagi sebelum dikirim.</li>
<li>Hanya staf yang membutuhkan data Anda untuk pekerjaannya yang dapat melihatnya.</li>
<li>Riwayat akun dan permainan Anda tetap dapat Anda lihat setidaknya selama 12 bulan. Kami menyimpan catatan selama diwajibkan hukum, termasuk setelah akun ditutup.</li>
</ul>`,
        },
        'browser-storage': {
          title: 'Cookie dan penyimpanan browser',
          content: `<ul>
<li>Selama Anda masuk, browser menyimpan sesi Anda untuk tab ini; sesi berakhir saat Anda keluar atau menutup browser.</li>
<li>Tema dan bahasa Anda diingat di perangkat ini.</li>
<li><strong>Ingat saya</strong> menyimpan nama pengguna Anda (tidak pernah kata sandi) selama 24 jam.</li>
</ul>
<p>Kami tidak menggunakan cookie iklan. Jika situs mengukur kunjungan, hal itu dilakukan tanpa mengenali Anda.</p>`,
        },
        'your-rights': {
          title: 'Hak Anda',
          content: `<p>Anda dapat meminta salinan data Anda, memperbaikinya, atau menghapus data yang tidak wajib kami simpan. Anda juga dapat menolak penawaran dan penggunaan data apa pun yang belum Anda setujui.</p>
<p>Hubungi layanan pelanggan untuk mengajukan permintaan. Kami mungkin meminta Anda mengonfirmasi identitas terlebih dahulu, dan kami menjawab dalam 30 hari.</p>`,
        },
      },
    },
  },
};
