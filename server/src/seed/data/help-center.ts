import { helpLegal, helpLegalTranslations } from './help-legal';

/**
 * Help centre copy (HTML; the site sanitises it before showing it). Written
 * to be useful as it stands: what to do, what to expect, where to get help.
 */
export interface HelpSeed {
  id: string;
  title: string;
  articles: Array<{ id: string; title: string; content: string }>;
}

export const helpCenter: HelpSeed[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    articles: [
      {
        id: 'create-account',
        title: 'Creating your account',
        content: `<p>You need to be <strong>21 or older</strong> to open an account and play for money.</p>
<ol>
<li>Select <strong>Register</strong> at the top of any page.</li>
<li>Choose a username of 6 to 16 letters and digits, starting with a letter. You cannot change it later.</li>
<li>Choose a password of 8 to 20 characters that mixes letters and digits, and type it twice.</li>
<li>Fill in any other fields shown. Fields marked with a star are required.</li>
<li>Confirm that you are 21 or older and accept the terms, then select <strong>Register</strong>.</li>
</ol>
<p>You can also register with your mobile number: you will be given an account number, and you can log in with it or with your phone number.</p>
<p>If a friend or an agent gave you an invitation code, enter it in the invitation code field so your account is linked to them.</p>`,
      },
      {
        id: 'log-in',
        title: 'Logging in',
        content: `<p>Log in with your username and password. Usernames are not case-sensitive; passwords are.</p>
<ul>
<li><strong>Remember me</strong> keeps your username on this device for 24 hours. We never store your password in the browser.</li>
<li>After several wrong passwords we ask you to type the characters shown in an image. This protects your account from automated guessing.</li>
<li>After logging in, your previous login time is shown in your account. If you do not recognise it, change your password straight away and contact us.</li>
</ul>
<p>Forgot your password? Use <strong>Forgot password</strong> on the login window to reset it by e-mail or mobile number.</p>`,
      },
      {
        id: 'free-play',
        title: 'Trying games for free',
        content: `<p>Select <strong>Free trial</strong> to explore games with play money before you register. Free-play balances have no cash value and cannot be deposited to or withdrawn.</p>
<p>Some features, such as deposits, withdrawals, customer-service chat and the member centre, need a real account.</p>`,
      },
    ],
  },
  {
    id: 'deposits',
    title: 'Deposits',
    articles: [
      {
        id: 'how-to-deposit',
        title: 'How to make a deposit',
        content: `<ol>
<li>Log in and select <strong>Deposit</strong> at the top of the page.</li>
<li>Choose a payment method and enter the amount. The minimum and maximum for each method are shown next to it.</li>
<li>Follow the instructions of the payment page. For bank transfers, copy the reference exactly: it is how we match your payment to your account.</li>
<li>Your balance updates as soon as the payment is confirmed, usually within a few minutes.</li>
</ol>
<p>Only pay from an account or card in your own name. Payments from third parties are returned and may delay your account.</p>`,
      },
      {
        id: 'deposit-missing',
        title: 'My deposit has not arrived',
        content: `<p>Most deposits arrive within 5 minutes. Bank transfers outside banking hours can take longer.</p>
<ul>
<li>Check <strong>Account record</strong> in the member centre: a pending deposit is listed there.</li>
<li>Make sure you used the exact amount and reference shown on the payment page.</li>
<li>If it has been more than 30 minutes, contact customer service with the time, the amount and a screenshot of your payment receipt.</li>
</ul>
<p>Never make a second payment to "push" the first one through.</p>`,
      },
      {
        id: 'deposit-limits',
        title: 'Setting a deposit limit',
        content: `<p>You can set a daily, weekly or monthly deposit limit in <strong>Member centre → Responsible gaming</strong>.</p>
<p>Lowering a limit takes effect immediately. Raising or removing a limit takes effect after a 24-hour cooling-off period, so the decision is not made in the heat of the moment.</p>`,
      },
    ],
  },
  {
    id: 'withdrawals',
    title: 'Withdrawals',
    articles: [
      {
        id: 'how-to-withdraw',
        title: 'How to withdraw',
        content: `<ol>
<li>Log in and select <strong>Withdraw</strong>.</li>
<li>Add a bank account in your own name the first time. The name must match your account's payee name.</li>
<li>Enter the amount and your payment password, then confirm.</li>
</ol>
<p>Your balance is reserved as soon as you ask for a withdrawal, so it cannot be spent twice. If the withdrawal is rejected, the full amount returns to your balance.</p>`,
      },
      {
        id: 'withdrawal-times',
        title: 'How long a withdrawal takes',
        content: `<p>Most withdrawals are paid within 15 minutes. The first withdrawal, large amounts or unusual activity may need a short review, which can take up to 24 hours.</p>
<p>Bonuses may come with play-through conditions. The promotion's page shows them; a withdrawal before they are met can forfeit the bonus.</p>`,
      },
      {
        id: 'confirm-receipt',
        title: 'Confirming that you received a withdrawal',
        content: `<p>After we send a payment, we ask you to confirm it:</p>
<ul>
<li><strong>Received</strong>: the full amount arrived.</li>
<li><strong>Not received</strong>: upload a screenshot of your bank statement and our staff will investigate.</li>
</ul>
<p>If you do not answer within the time shown, the payment is treated as received.</p>`,
      },
    ],
  },
  {
    id: 'security',
    title: 'Account security',
    articles: [
      {
        id: 'passwords',
        title: 'Keeping your password safe',
        content: `<ul>
<li>Use a password you do not use on any other site. A password manager makes this easy.</li>
<li>Our staff will <strong>never</strong> ask for your password or payment password, by phone, chat, e-mail or social media.</li>
<li>Change your password in <strong>Member centre → My account</strong>. You will need your current password.</li>
<li>If an agent created your account, you will be asked to choose your own password at the first login.</li>
</ul>`,
      },
      {
        id: 'two-factor',
        title: 'Two-factor authentication',
        content: `<p>Two-factor authentication asks for a one-time code from an authenticator app in addition to your password, so a stolen password alone is not enough to enter your account.</p>
<p>Logins from a device or network we have not seen before may be asked for an extra check by text message, e-mail or authenticator.</p>`,
      },
      {
        id: 'suspicious-activity',
        title: 'If you notice something unusual',
        content: `<p>Check the previous login time shown after you log in. If you see a login, bet or withdrawal you did not make:</p>
<ol>
<li>Change your password and payment password immediately.</li>
<li>Log out of all other devices.</li>
<li>Contact customer service so we can review and, if needed, freeze your account.</li>
</ol>`,
      },
    ],
  },
  {
    id: 'responsible-gaming',
    title: 'Responsible gaming',
    articles: [
      {
        id: 'play-responsibly',
        title: 'Playing responsibly',
        content: `<p>Gaming should be entertainment, never a way to make money or to escape problems.</p>
<ul>
<li>Decide in advance how much time and money you will spend, and stop when you reach it.</li>
<li>Never chase losses: the next bet does not know about the last one.</li>
<li>Do not play when you are upset, tired or under the influence of alcohol.</li>
<li>Only play with money you can afford to lose.</li>
</ul>
<p>Players must be 21 or older.</p>`,
      },
      {
        id: 'limits',
        title: 'Deposit, loss and session limits',
        content: `<p>In <strong>Member centre → Responsible gaming</strong> you can set:</p>
<ul>
<li><strong>Deposit limits</strong> per day, week or month.</li>
<li><strong>Loss limits</strong>: once your net loss for the period reaches the limit, betting pauses until the period ends.</li>
<li><strong>Session limits</strong> and <strong>reality checks</strong>: a reminder of how long you have played and what you have won or lost.</li>
</ul>
<p>Lower limits apply at once; higher ones after 24 hours.</p>`,
      },
      {
        id: 'time-out',
        title: 'Taking a break or self-excluding',
        content: `<p>A <strong>time-out</strong> locks your account for 24 hours up to 6 weeks. <strong>Self-exclusion</strong> closes it for 6 months or longer and cannot be undone before the period ends.</p>
<p>During a break you cannot log in to play, and we stop sending you promotions. Any remaining balance can still be withdrawn through customer service.</p>`,
      },
      {
        id: 'get-help',
        title: 'Getting help',
        content: `<p>If gaming no longer feels like fun, talk to someone. Signs to watch for: spending more than you planned, borrowing to play, hiding your play from others, or feeling anxious when you are not playing.</p>
<p>Free and confidential help is available from organisations such as Gamblers Anonymous (gamblersanonymous.org) and GamCare (gamcare.org.uk). Our customer service can also set limits or close your account for you at any time.</p>`,
      },
    ],
  },
  {
    id: 'agents',
    title: 'Agents and affiliates',
    articles: [
      {
        id: 'become-agent',
        title: 'Becoming an agent',
        content: `<p>Agents invite players and earn from their team's activity through dividend or salary contracts.</p>
<ul>
<li>Share your invitation link or code: players who register with it join your team.</li>
<li>Follow your team in the <strong>Agent centre</strong>: overview, members, betting, profit and loss, and income reports.</li>
<li>You can transfer balance to members of your team and to your own upline.</li>
</ul>
<p>Contact customer service to apply.</p>`,
      },
    ],
  },
  ...helpLegal,
];

/** One language of the help centre: every section and article of `helpCenter`, by id. */
export type HelpTranslation = Record<string, { title: string; articles: Record<string, { title: string; content: string }> }>;

/**
 * The help centre in the site's other languages (English is the base rows
 * above). TY, the brand's Vietnamese site, uses the VI copy.
 */
export const helpCenterTranslations: Record<'VI' | 'CN' | 'TH' | 'ID', HelpTranslation> = {
  VI: {
    'getting-started': {
      title: 'Bắt đầu',
      articles: {
        'create-account': {
          title: 'Tạo tài khoản',
          content: `<p>Bạn cần <strong>từ 21 tuổi trở lên</strong> để mở tài khoản và chơi bằng tiền thật.</p>
<ol>
<li>Chọn <strong>Đăng ký</strong> ở đầu bất kỳ trang nào.</li>
<li>Chọn tên đăng nhập dài 6 đến 16 ký tự gồm chữ và số, bắt đầu bằng một chữ cái. Bạn không thể đổi tên này sau đó.</li>
<li>Chọn mật khẩu dài 8 đến 20 ký tự có cả chữ và số, rồi nhập lại lần nữa.</li>
<li>Điền các trường khác nếu có. Trường có dấu sao là bắt buộc.</li>
<li>Xác nhận bạn từ 21 tuổi trở lên và đồng ý với điều khoản, rồi chọn <strong>Đăng ký</strong>.</li>
</ol>
<p>Bạn cũng có thể đăng ký bằng số điện thoại: bạn sẽ nhận một số tài khoản và có thể đăng nhập bằng số đó hoặc bằng số điện thoại.</p>
<p>Nếu bạn bè hoặc đại lý đưa cho bạn mã mời, hãy nhập vào ô mã mời để tài khoản của bạn được liên kết với họ.</p>`,
        },
        'log-in': {
          title: 'Đăng nhập',
          content: `<p>Đăng nhập bằng tên đăng nhập và mật khẩu. Tên đăng nhập không phân biệt chữ hoa chữ thường; mật khẩu thì có.</p>
<ul>
<li><strong>Ghi nhớ</strong> lưu tên đăng nhập trên thiết bị này trong 24 giờ. Chúng tôi không bao giờ lưu mật khẩu của bạn trong trình duyệt.</li>
<li>Sau nhiều lần nhập sai mật khẩu, chúng tôi sẽ yêu cầu bạn nhập các ký tự hiển thị trong một hình ảnh. Điều này bảo vệ tài khoản khỏi việc dò mật khẩu tự động.</li>
<li>Sau khi đăng nhập, thời điểm đăng nhập trước đó được hiển thị trong tài khoản. Nếu bạn không nhận ra, hãy đổi mật khẩu ngay và liên hệ với chúng tôi.</li>
</ul>
<p>Quên mật khẩu? Dùng <strong>Quên mật khẩu</strong> trong cửa sổ đăng nhập để đặt lại qua e-mail hoặc số điện thoại.</p>`,
        },
        'free-play': {
          title: 'Chơi thử miễn phí',
          content: `<p>Chọn <strong>Chơi thử</strong> để khám phá trò chơi bằng tiền ảo trước khi đăng ký. Số dư chơi thử không có giá trị quy đổi và không thể nạp hay rút.</p>
<p>Một số tính năng như nạp tiền, rút tiền, trò chuyện với chăm sóc khách hàng và trung tâm thành viên cần tài khoản thật.</p>`,
        },
      },
    },
    deposits: {
      title: 'Nạp tiền',
      articles: {
        'how-to-deposit': {
          title: 'Cách nạp tiền',
          content: `<ol>
<li>Đăng nhập và chọn <strong>Nạp tiền</strong> ở đầu trang.</li>
<li>Chọn phương thức thanh toán và nhập số tiền. Mức tối thiểu và tối đa của từng phương thức được hiển thị bên cạnh.</li>
<li>Làm theo hướng dẫn của trang thanh toán. Với chuyển khoản ngân hàng, hãy sao chép chính xác nội dung chuyển khoản: đó là cách chúng tôi đối chiếu khoản tiền với tài khoản của bạn.</li>
<li>Số dư được cập nhật ngay khi thanh toán được xác nhận, thường trong vài phút.</li>
</ol>
<p>Chỉ thanh toán từ tài khoản hoặc thẻ đứng tên chính bạn. Khoản tiền từ người khác sẽ bị hoàn lại và có thể làm chậm tài khoản của bạn.</p>`,
        },
        'deposit-missing': {
          title: 'Tiền nạp chưa vào tài khoản',
          content: `<p>Hầu hết các khoản nạp vào trong vòng 5 phút. Chuyển khoản ngoài giờ làm việc của ngân hàng có thể lâu hơn.</p>
<ul>
<li>Kiểm tra <strong>Lịch sử giao dịch</strong> trong trung tâm thành viên: khoản nạp đang chờ xử lý được liệt kê ở đó.</li>
<li>Đảm bảo bạn đã chuyển đúng số tiền và nội dung hiển thị trên trang thanh toán.</li>
<li>Nếu đã quá 30 phút, hãy liên hệ chăm sóc khách hàng kèm thời gian, số tiền và ảnh chụp biên lai thanh toán.</li>
</ul>
<p>Đừng bao giờ chuyển thêm một khoản nữa để "đẩy" khoản đầu tiên.</p>`,
        },
        'deposit-limits': {
          title: 'Đặt giới hạn nạp tiền',
          content: `<p>Bạn có thể đặt giới hạn nạp theo ngày, tuần hoặc tháng trong <strong>Trung tâm thành viên → Chơi có trách nhiệm</strong>.</p>
<p>Giảm giới hạn có hiệu lực ngay lập tức. Tăng hoặc bỏ giới hạn có hiệu lực sau 24 giờ cân nhắc, để quyết định không được đưa ra trong lúc nóng vội.</p>`,
        },
      },
    },
    withdrawals: {
      title: 'Rút tiền',
      articles: {
        'how-to-withdraw': {
          title: 'Cách rút tiền',
          content: `<ol>
<li>Đăng nhập và chọn <strong>Rút tiền</strong>.</li>
<li>Lần đầu, hãy thêm một tài khoản ngân hàng đứng tên bạn. Tên phải trùng với tên người nhận của tài khoản.</li>
<li>Nhập số tiền và mật khẩu thanh toán, rồi xác nhận.</li>
</ol>
<p>Số dư được giữ lại ngay khi bạn yêu cầu rút, nên không thể bị tiêu hai lần. Nếu lệnh rút bị từ chối, toàn bộ số tiền sẽ trở lại số dư của bạn.</p>`,
        },
        'withdrawal-times': {
          title: 'Rút tiền mất bao lâu',
          content: `<p>Hầu hết các lệnh rút được thanh toán trong 15 phút. Lần rút đầu tiên, số tiền lớn hoặc hoạt động bất thường có thể cần kiểm tra ngắn, tối đa 24 giờ.</p>
<p>Tiền thưởng có thể kèm điều kiện doanh thu cược. Trang khuyến mãi ghi rõ các điều kiện này; rút tiền trước khi đạt đủ có thể làm mất tiền thưởng.</p>`,
        },
        'confirm-receipt': {
          title: 'Xác nhận đã nhận tiền rút',
          content: `<p>Sau khi chúng tôi chuyển tiền, bạn sẽ được yêu cầu xác nhận:</p>
<ul>
<li><strong>Đã nhận</strong>: toàn bộ số tiền đã về.</li>
<li><strong>Chưa nhận</strong>: tải lên ảnh chụp sao kê ngân hàng, nhân viên của chúng tôi sẽ kiểm tra.</li>
</ul>
<p>Nếu bạn không phản hồi trong thời gian hiển thị, khoản thanh toán được coi là đã nhận.</p>`,
        },
      },
    },
    security: {
      title: 'Bảo mật tài khoản',
      articles: {
        passwords: {
          title: 'Giữ an toàn mật khẩu',
          content: `<ul>
<li>Dùng mật khẩu bạn không dùng ở bất kỳ trang nào khác. Trình quản lý mật khẩu giúp việc này dễ dàng.</li>
<li>Nhân viên của chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu đăng nhập hay mật khẩu thanh toán của bạn, dù qua điện thoại, trò chuyện, e-mail hay mạng xã hội.</li>
<li>Đổi mật khẩu trong <strong>Trung tâm thành viên → Tài khoản của tôi</strong>. Bạn sẽ cần mật khẩu hiện tại.</li>
<li>Nếu tài khoản do đại lý tạo, bạn sẽ được yêu cầu đặt mật khẩu của riêng mình ở lần đăng nhập đầu tiên.</li>
</ul>`,
        },
        'two-factor': {
          title: 'Xác thực hai lớp',
          content: `<p>Xác thực hai lớp yêu cầu thêm một mã dùng một lần từ ứng dụng xác thực ngoài mật khẩu, nên chỉ lấy được mật khẩu thì không đủ để vào tài khoản của bạn.</p>
<p>Đăng nhập từ thiết bị hoặc mạng chưa từng thấy có thể được kiểm tra thêm qua tin nhắn, e-mail hoặc ứng dụng xác thực.</p>`,
        },
        'suspicious-activity': {
          title: 'Nếu bạn thấy điều bất thường',
          content: `<p>Hãy xem thời điểm đăng nhập trước đó hiển thị sau khi bạn đăng nhập. Nếu thấy một lần đăng nhập, cược hoặc rút tiền mà bạn không thực hiện:</p>
<ol>
<li>Đổi mật khẩu và mật khẩu thanh toán ngay lập tức.</li>
<li>Đăng xuất khỏi mọi thiết bị khác.</li>
<li>Liên hệ chăm sóc khách hàng để chúng tôi kiểm tra và, nếu cần, tạm khóa tài khoản của bạn.</li>
</ol>`,
        },
      },
    },
    'responsible-gaming': {
      title: 'Chơi có trách nhiệm',
      articles: {
        'play-responsibly': {
          title: 'Chơi có trách nhiệm',
          content: `<p>Trò chơi nên là giải trí, không bao giờ là cách kiếm tiền hay trốn tránh vấn đề.</p>
<ul>
<li>Quyết định trước bạn sẽ dành bao nhiêu thời gian và tiền bạc, và dừng lại khi đạt đến mức đó.</li>
<li>Đừng bao giờ gỡ gạc: ván tiếp theo không biết gì về ván trước.</li>
<li>Đừng chơi khi bạn đang buồn bực, mệt mỏi hoặc đã uống rượu bia.</li>
<li>Chỉ chơi bằng số tiền bạn có thể chấp nhận mất.</li>
</ul>
<p>Người chơi phải từ 21 tuổi trở lên.</p>`,
        },
        limits: {
          title: 'Giới hạn nạp tiền, thua lỗ và thời gian chơi',
          content: `<p>Trong <strong>Trung tâm thành viên → Chơi có trách nhiệm</strong> bạn có thể đặt:</p>
<ul>
<li><strong>Giới hạn nạp tiền</strong> theo ngày, tuần hoặc tháng.</li>
<li><strong>Giới hạn thua lỗ</strong>: khi số tiền thua ròng trong kỳ chạm giới hạn, việc đặt cược tạm dừng đến hết kỳ.</li>
<li><strong>Giới hạn thời gian chơi</strong> và <strong>nhắc nhở thực tế</strong>: lời nhắc về thời gian bạn đã chơi và số tiền thắng thua.</li>
</ul>
<p>Giới hạn thấp hơn áp dụng ngay; giới hạn cao hơn áp dụng sau 24 giờ.</p>`,
        },
        'time-out': {
          title: 'Tạm nghỉ hoặc tự loại trừ',
          content: `<p><strong>Tạm nghỉ</strong> khóa tài khoản của bạn từ 24 giờ đến 6 tuần. <strong>Tự loại trừ</strong> đóng tài khoản từ 6 tháng trở lên và không thể hủy trước khi hết thời hạn.</p>
<p>Trong thời gian nghỉ, bạn không thể đăng nhập để chơi và chúng tôi ngừng gửi khuyến mãi. Số dư còn lại vẫn có thể rút qua chăm sóc khách hàng.</p>`,
        },
        'get-help': {
          title: 'Tìm kiếm sự giúp đỡ',
          content: `<p>Nếu trò chơi không còn vui nữa, hãy nói chuyện với ai đó. Những dấu hiệu cần để ý: chi nhiều hơn dự định, vay tiền để chơi, giấu người khác việc mình chơi, hoặc cảm thấy bồn chồn khi không chơi.</p>
<p>Bạn có thể nhận hỗ trợ miễn phí và bảo mật từ các tổ chức như Gamblers Anonymous (gamblersanonymous.org) và GamCare (gamcare.org.uk). Bộ phận chăm sóc khách hàng của chúng tôi cũng có thể đặt giới hạn hoặc đóng tài khoản cho bạn bất cứ lúc nào.</p>`,
        },
      },
    },
    agents: {
      title: 'Đại lý và đối tác',
      articles: {
        'become-agent': {
          title: 'Trở thành đại lý',
          content: `<p>Đại lý mời người chơi và nhận thu nhập từ hoạt động của đội nhóm theo hợp đồng chia cổ tức hoặc lương.</p>
<ul>
<li>Chia sẻ liên kết hoặc mã mời: người chơi đăng ký bằng liên kết đó sẽ vào đội của bạn.</li>
<li>Theo dõi đội nhóm trong <strong>Trung tâm đại lý</strong>: tổng quan, thành viên, cược, lãi lỗ và báo cáo thu nhập.</li>
<li>Bạn có thể chuyển số dư cho thành viên trong đội và cho tuyến trên của mình.</li>
</ul>
<p>Liên hệ chăm sóc khách hàng để đăng ký.</p>`,
        },
      },
    },
    ...helpLegalTranslations.VI,
  },
  CN: {
    'getting-started': {
      title: '新手入门',
      articles: {
        'create-account': {
          title: '创建账户',
          content: `<p>您必须<strong>年满 21 岁</strong>才能开户并进行真钱游戏。</p>
<ol>
<li>在任意页面顶部选择<strong>注册</strong>。</li>
<li>选择一个由 6 至 16 位字母和数字组成、以字母开头的用户名。用户名注册后不可更改。</li>
<li>设置一个由 8 至 20 位字符组成、同时包含字母和数字的密码，并输入两次。</li>
<li>填写页面显示的其他栏位。带星号的栏位为必填项。</li>
<li>确认您已年满 21 岁并同意条款，然后选择<strong>注册</strong>。</li>
</ol>
<p>您也可以用手机号注册：系统会为您分配一个账号，您可以用该账号或手机号登录。</p>
<p>如果朋友或代理给了您邀请码，请在邀请码栏位中填写，您的账户将与其关联。</p>`,
        },
        'log-in': {
          title: '登录',
          content: `<p>使用用户名和密码登录。用户名不区分大小写，密码区分大小写。</p>
<ul>
<li><strong>记住我</strong>会在此设备上保存您的用户名 24 小时。我们绝不会在浏览器中保存您的密码。</li>
<li>多次输错密码后，我们会要求您输入图片中显示的字符，以防止自动化猜测密码。</li>
<li>登录后，您的账户会显示上次登录时间。如果您不认得该时间，请立即修改密码并联系我们。</li>
</ul>
<p>忘记密码？在登录窗口选择<strong>忘记密码</strong>，通过电子邮箱或手机号重置。</p>`,
        },
        'free-play': {
          title: '免费试玩',
          content: `<p>选择<strong>免费试玩</strong>，在注册前用虚拟币体验游戏。试玩余额没有现金价值，不能存入或提取。</p>
<p>部分功能需要真实账户，例如存款、取款、在线客服和会员中心。</p>`,
        },
      },
    },
    deposits: {
      title: '存款',
      articles: {
        'how-to-deposit': {
          title: '如何存款',
          content: `<ol>
<li>登录后选择页面顶部的<strong>存款</strong>。</li>
<li>选择支付方式并输入金额。每种方式的最低和最高金额显示在旁边。</li>
<li>按照支付页面的说明操作。银行转账时请准确复制附言：我们依靠它将您的付款与账户对应。</li>
<li>付款确认后余额会立即更新，通常只需几分钟。</li>
</ol>
<p>请仅使用您本人名下的账户或银行卡付款。第三方付款将被退回，并可能延误您的账户处理。</p>`,
        },
        'deposit-missing': {
          title: '存款未到账',
          content: `<p>大多数存款在 5 分钟内到账。银行非营业时间的转账可能需要更长时间。</p>
<ul>
<li>在会员中心查看<strong>账户记录</strong>：处理中的存款会列在那里。</li>
<li>确认您使用了支付页面上显示的准确金额和附言。</li>
<li>如果超过 30 分钟仍未到账，请联系客服，并提供时间、金额和付款凭证截图。</li>
</ul>
<p>切勿为了"催促"第一笔款项而再付一笔。</p>`,
        },
        'deposit-limits': {
          title: '设置存款限额',
          content: `<p>您可以在<strong>会员中心 → 负责任博彩</strong>中设置每日、每周或每月存款限额。</p>
<p>调低限额立即生效。调高或取消限额需经过 24 小时冷静期后才生效，以免一时冲动做出决定。</p>`,
        },
      },
    },
    withdrawals: {
      title: '取款',
      articles: {
        'how-to-withdraw': {
          title: '如何取款',
          content: `<ol>
<li>登录后选择<strong>取款</strong>。</li>
<li>首次取款请添加一个您本人名下的银行账户。户名必须与您账户的收款人姓名一致。</li>
<li>输入金额和支付密码，然后确认。</li>
</ol>
<p>您申请取款后，相应余额会立即冻结，因此不会被重复使用。如果取款被拒绝，全部金额将退回您的余额。</p>`,
        },
        'withdrawal-times': {
          title: '取款需要多长时间',
          content: `<p>大多数取款在 15 分钟内到账。首次取款、大额取款或异常活动可能需要简短审核，最长 24 小时。</p>
<p>红利可能附带流水要求。优惠页面会列明这些条件；未达到要求前取款可能导致红利被取消。</p>`,
        },
        'confirm-receipt': {
          title: '确认已收到取款',
          content: `<p>我们付款后，会请您确认：</p>
<ul>
<li><strong>已收到</strong>：全部金额已到账。</li>
<li><strong>未收到</strong>：上传银行流水截图，我们的工作人员会进行核查。</li>
</ul>
<p>如果您未在显示的时间内回复，该笔付款将视为已收到。</p>`,
        },
      },
    },
    security: {
      title: '账户安全',
      articles: {
        passwords: {
          title: '保护好您的密码',
          content: `<ul>
<li>使用一个未在其他网站使用过的密码。密码管理器可以让这件事变得简单。</li>
<li>我们的工作人员<strong>绝不会</strong>通过电话、聊天、电子邮件或社交媒体索要您的登录密码或支付密码。</li>
<li>在<strong>会员中心 → 我的账户</strong>中修改密码，需要输入当前密码。</li>
<li>如果您的账户由代理创建，首次登录时系统会要求您设置自己的密码。</li>
</ul>`,
        },
        'two-factor': {
          title: '双重验证',
          content: `<p>双重验证除了密码之外，还需要输入身份验证器应用生成的一次性验证码，因此仅凭被盗的密码无法进入您的账户。</p>
<p>从我们未见过的设备或网络登录时，可能需要通过短信、电子邮件或身份验证器进行额外验证。</p>`,
        },
        'suspicious-activity': {
          title: '发现异常情况时',
          content: `<p>登录后请查看显示的上次登录时间。如果发现并非您本人进行的登录、投注或取款：</p>
<ol>
<li>立即修改登录密码和支付密码。</li>
<li>退出所有其他设备。</li>
<li>联系客服，以便我们进行核查，必要时冻结您的账户。</li>
</ol>`,
        },
      },
    },
    'responsible-gaming': {
      title: '负责任博彩',
      articles: {
        'play-responsibly': {
          title: '理性游戏',
          content: `<p>游戏应当是一种娱乐，绝不是赚钱或逃避问题的方式。</p>
<ul>
<li>事先决定要花多少时间和金钱，达到后就停止。</li>
<li>切勿追逐损失：下一注与上一注毫无关系。</li>
<li>情绪低落、疲倦或饮酒后请不要游戏。</li>
<li>只用您输得起的钱来游戏。</li>
</ul>
<p>玩家须年满 21 岁。</p>`,
        },
        limits: {
          title: '存款、亏损和游戏时长限额',
          content: `<p>在<strong>会员中心 → 负责任博彩</strong>中，您可以设置：</p>
<ul>
<li>每日、每周或每月的<strong>存款限额</strong>。</li>
<li><strong>亏损限额</strong>：当期净亏损达到限额后，投注将暂停至本期结束。</li>
<li><strong>游戏时长限额</strong>和<strong>现实提醒</strong>：提醒您已游戏多长时间以及输赢情况。</li>
</ul>
<p>调低限额立即生效；调高限额 24 小时后生效。</p>`,
        },
        'time-out': {
          title: '暂停游戏或自我禁止',
          content: `<p><strong>暂停游戏</strong>会将您的账户锁定 24 小时至 6 周。<strong>自我禁止</strong>会将账户关闭 6 个月或更长时间，期满前不可撤销。</p>
<p>暂停期间您无法登录游戏，我们也会停止向您发送优惠信息。剩余余额仍可通过客服提取。</p>`,
        },
        'get-help': {
          title: '寻求帮助',
          content: `<p>如果游戏不再让您感到快乐，请找人倾诉。需要留意的迹象：花费超出计划、借钱游戏、向他人隐瞒游戏行为，或不玩时感到焦虑。</p>
<p>您可以向 Gamblers Anonymous（gamblersanonymous.org）和 GamCare（gamcare.org.uk）等机构获得免费且保密的帮助。我们的客服也可以随时为您设置限额或关闭账户。</p>`,
        },
      },
    },
    agents: {
      title: '代理与合作伙伴',
      articles: {
        'become-agent': {
          title: '成为代理',
          content: `<p>代理邀请玩家，并通过分红或工资合约从团队的活动中获得收益。</p>
<ul>
<li>分享您的邀请链接或邀请码：使用它注册的玩家将加入您的团队。</li>
<li>在<strong>代理中心</strong>跟进您的团队：概览、成员、投注、盈亏和收入报表。</li>
<li>您可以向团队成员和您的上级转账。</li>
</ul>
<p>请联系客服申请。</p>`,
        },
      },
    },
    ...helpLegalTranslations.CN,
  },
  TH: {
    'getting-started': {
      title: 'เริ่มต้นใช้งาน',
      articles: {
        'create-account': {
          title: 'การสร้างบัญชี',
          content: `<p>คุณต้องมี<strong>อายุ 21 ปีขึ้นไป</strong>จึงจะเปิดบัญชีและเล่นด้วยเงินจริงได้</p>
<ol>
<li>เลือก<strong>สมัครสมาชิก</strong>ที่ด้านบนของหน้าใดก็ได้</li>
<li>ตั้งชื่อผู้ใช้ความยาว 6 ถึง 16 ตัว ประกอบด้วยตัวอักษรและตัวเลข และขึ้นต้นด้วยตัวอักษร ชื่อผู้ใช้เปลี่ยนภายหลังไม่ได้</li>
<li>ตั้งรหัสผ่านความยาว 8 ถึง 20 ตัว ที่มีทั้งตัวอักษรและตัวเลข แล้วพิมพ์ซ้ำอีกครั้ง</li>
<li>กรอกช่องอื่น ๆ ที่แสดง ช่องที่มีเครื่องหมายดอกจันต้องกรอก</li>
<li>ยืนยันว่าคุณมีอายุ 21 ปีขึ้นไปและยอมรับข้อกำหนด แล้วเลือก<strong>สมัครสมาชิก</strong></li>
</ol>
<p>คุณยังสมัครด้วยหมายเลขโทรศัพท์มือถือได้ ระบบจะให้หมายเลขบัญชีแก่คุณ และคุณเข้าสู่ระบบได้ทั้งด้วยหมายเลขบัญชีหรือหมายเลขโทรศัพท์</p>
<p>หากเพื่อนหรือตัวแทนให้รหัสเชิญแก่คุณ ให้กรอกในช่องรหัสเชิญ เพื่อเชื่อมบัญชีของคุณกับพวกเขา</p>`,
        },
        'log-in': {
          title: 'การเข้าสู่ระบบ',
          content: `<p>เข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน ชื่อผู้ใช้ไม่แยกตัวพิมพ์เล็กใหญ่ แต่รหัสผ่านแยก</p>
<ul>
<li><strong>จดจำฉัน</strong> จะเก็บชื่อผู้ใช้ไว้บนอุปกรณ์นี้ 24 ชั่วโมง เราไม่เก็บรหัสผ่านของคุณไว้ในเบราว์เซอร์</li>
<li>หากใส่รหัสผ่านผิดหลายครั้ง เราจะขอให้คุณพิมพ์ตัวอักษรที่แสดงในรูปภาพ เพื่อป้องกันบัญชีจากการสุ่มเดาอัตโนมัติ</li>
<li>หลังเข้าสู่ระบบ บัญชีจะแสดงเวลาเข้าสู่ระบบครั้งก่อน หากคุณจำไม่ได้ว่าเป็นของคุณ ให้เปลี่ยนรหัสผ่านทันทีและติดต่อเรา</li>
</ul>
<p>ลืมรหัสผ่าน? ใช้<strong>ลืมรหัสผ่าน</strong>ในหน้าต่างเข้าสู่ระบบเพื่อรีเซ็ตทางอีเมลหรือหมายเลขโทรศัพท์</p>`,
        },
        'free-play': {
          title: 'ทดลองเล่นฟรี',
          content: `<p>เลือก<strong>ทดลองเล่น</strong>เพื่อสำรวจเกมด้วยเงินจำลองก่อนสมัครสมาชิก ยอดเงินทดลองเล่นไม่มีมูลค่าเป็นเงินสด และฝากหรือถอนไม่ได้</p>
<p>บางฟีเจอร์ เช่น การฝาก การถอน แชทกับฝ่ายบริการลูกค้า และศูนย์สมาชิก ต้องใช้บัญชีจริง</p>`,
        },
      },
    },
    deposits: {
      title: 'การฝากเงิน',
      articles: {
        'how-to-deposit': {
          title: 'วิธีฝากเงิน',
          content: `<ol>
<li>เข้าสู่ระบบแล้วเลือก<strong>ฝากเงิน</strong>ที่ด้านบนของหน้า</li>
<li>เลือกช่องทางชำระเงินและกรอกจำนวนเงิน ยอดขั้นต่ำและสูงสุดของแต่ละช่องทางแสดงอยู่ข้าง ๆ</li>
<li>ทำตามคำแนะนำของหน้าชำระเงิน สำหรับการโอนผ่านธนาคาร ให้คัดลอกข้อความอ้างอิงให้ตรงทุกตัว เพราะเราใช้ข้อความนี้จับคู่การชำระเงินกับบัญชีของคุณ</li>
<li>ยอดเงินจะอัปเดตทันทีที่การชำระเงินได้รับการยืนยัน ปกติภายในไม่กี่นาที</li>
</ol>
<p>ชำระเงินจากบัญชีหรือบัตรที่เป็นชื่อของคุณเท่านั้น การชำระเงินจากบุคคลอื่นจะถูกส่งคืนและอาจทำให้บัญชีของคุณล่าช้า</p>`,
        },
        'deposit-missing': {
          title: 'เงินฝากยังไม่เข้า',
          content: `<p>เงินฝากส่วนใหญ่เข้าภายใน 5 นาที การโอนนอกเวลาทำการของธนาคารอาจใช้เวลานานกว่า</p>
<ul>
<li>ตรวจสอบ<strong>ประวัติบัญชี</strong>ในศูนย์สมาชิก เงินฝากที่รอดำเนินการจะแสดงอยู่ที่นั่น</li>
<li>ตรวจสอบว่าคุณใช้จำนวนเงินและข้อความอ้างอิงตรงตามที่แสดงในหน้าชำระเงิน</li>
<li>หากผ่านไปเกิน 30 นาที ให้ติดต่อฝ่ายบริการลูกค้าพร้อมเวลา จำนวนเงิน และภาพหน้าจอสลิปการชำระเงิน</li>
</ul>
<p>อย่าโอนเงินซ้ำเพื่อ "เร่ง" รายการแรก</p>`,
        },
        'deposit-limits': {
          title: 'การตั้งขีดจำกัดการฝาก',
          content: `<p>คุณตั้งขีดจำกัดการฝากรายวัน รายสัปดาห์ หรือรายเดือนได้ที่<strong>ศูนย์สมาชิก → การเล่นอย่างรับผิดชอบ</strong></p>
<p>การลดขีดจำกัดมีผลทันที การเพิ่มหรือยกเลิกขีดจำกัดมีผลหลังช่วงพักคิด 24 ชั่วโมง เพื่อไม่ให้ตัดสินใจด้วยอารมณ์ชั่ววูบ</p>`,
        },
      },
    },
    withdrawals: {
      title: 'การถอนเงิน',
      articles: {
        'how-to-withdraw': {
          title: 'วิธีถอนเงิน',
          content: `<ol>
<li>เข้าสู่ระบบแล้วเลือก<strong>ถอนเงิน</strong></li>
<li>ครั้งแรกให้เพิ่มบัญชีธนาคารที่เป็นชื่อของคุณ ชื่อต้องตรงกับชื่อผู้รับเงินของบัญชี</li>
<li>กรอกจำนวนเงินและรหัสผ่านการชำระเงิน แล้วยืนยัน</li>
</ol>
<p>ยอดเงินจะถูกกันไว้ทันทีที่คุณขอถอน จึงไม่สามารถใช้ซ้ำได้ หากการถอนถูกปฏิเสธ เงินทั้งหมดจะกลับเข้ายอดเงินของคุณ</p>`,
        },
        'withdrawal-times': {
          title: 'การถอนเงินใช้เวลานานเท่าไร',
          content: `<p>การถอนส่วนใหญ่จ่ายภายใน 15 นาที การถอนครั้งแรก ยอดเงินจำนวนมาก หรือกิจกรรมที่ผิดปกติอาจต้องตรวจสอบสั้น ๆ ซึ่งใช้เวลาได้ถึง 24 ชั่วโมง</p>
<p>โบนัสอาจมีเงื่อนไขเทิร์นโอเวอร์ ซึ่งแสดงไว้ในหน้าโปรโมชั่น การถอนก่อนทำเงื่อนไขครบอาจทำให้เสียสิทธิ์โบนัส</p>`,
        },
        'confirm-receipt': {
          title: 'การยืนยันว่าได้รับเงินถอนแล้ว',
          content: `<p>หลังจากเราโอนเงิน เราจะขอให้คุณยืนยัน:</p>
<ul>
<li><strong>ได้รับแล้ว</strong>: ได้รับเงินครบจำนวน</li>
<li><strong>ยังไม่ได้รับ</strong>: อัปโหลดภาพหน้าจอรายการเดินบัญชี แล้วเจ้าหน้าที่ของเราจะตรวจสอบ</li>
</ul>
<p>หากคุณไม่ตอบภายในเวลาที่แสดง จะถือว่าได้รับเงินแล้ว</p>`,
        },
      },
    },
    security: {
      title: 'ความปลอดภัยของบัญชี',
      articles: {
        passwords: {
          title: 'รักษารหัสผ่านให้ปลอดภัย',
          content: `<ul>
<li>ใช้รหัสผ่านที่ไม่ได้ใช้กับเว็บไซต์อื่น โปรแกรมจัดการรหัสผ่านช่วยให้ทำได้ง่าย</li>
<li>เจ้าหน้าที่ของเรา<strong>จะไม่</strong>ขอรหัสผ่านหรือรหัสผ่านการชำระเงินของคุณ ไม่ว่าทางโทรศัพท์ แชท อีเมล หรือโซเชียลมีเดีย</li>
<li>เปลี่ยนรหัสผ่านได้ที่<strong>ศูนย์สมาชิก → บัญชีของฉัน</strong> โดยต้องใช้รหัสผ่านปัจจุบัน</li>
<li>หากตัวแทนเป็นผู้สร้างบัญชีให้คุณ ระบบจะขอให้คุณตั้งรหัสผ่านของตัวเองเมื่อเข้าสู่ระบบครั้งแรก</li>
</ul>`,
        },
        'two-factor': {
          title: 'การยืนยันตัวตนสองขั้นตอน',
          content: `<p>การยืนยันตัวตนสองขั้นตอนจะขอรหัสใช้ครั้งเดียวจากแอปยืนยันตัวตนนอกเหนือจากรหัสผ่าน ดังนั้นรหัสผ่านที่ถูกขโมยเพียงอย่างเดียวจึงเข้าบัญชีของคุณไม่ได้</p>
<p>การเข้าสู่ระบบจากอุปกรณ์หรือเครือข่ายที่เราไม่เคยเห็นอาจต้องตรวจสอบเพิ่มเติมทาง SMS อีเมล หรือแอปยืนยันตัวตน</p>`,
        },
        'suspicious-activity': {
          title: 'หากพบสิ่งผิดปกติ',
          content: `<p>ตรวจสอบเวลาเข้าสู่ระบบครั้งก่อนที่แสดงหลังเข้าสู่ระบบ หากพบการเข้าสู่ระบบ การเดิมพัน หรือการถอนที่คุณไม่ได้ทำ:</p>
<ol>
<li>เปลี่ยนรหัสผ่านและรหัสผ่านการชำระเงินทันที</li>
<li>ออกจากระบบในอุปกรณ์อื่นทั้งหมด</li>
<li>ติดต่อฝ่ายบริการลูกค้าเพื่อให้เราตรวจสอบ และระงับบัญชีของคุณหากจำเป็น</li>
</ol>`,
        },
      },
    },
    'responsible-gaming': {
      title: 'การเล่นอย่างรับผิดชอบ',
      articles: {
        'play-responsibly': {
          title: 'เล่นอย่างมีความรับผิดชอบ',
          content: `<p>เกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหาเงินหรือหนีปัญหา</p>
<ul>
<li>กำหนดล่วงหน้าว่าจะใช้เวลาและเงินเท่าไร และหยุดเมื่อถึงขีดนั้น</li>
<li>อย่าไล่ตามเงินที่เสียไป ตาถัดไปไม่รู้อะไรเกี่ยวกับตาที่แล้ว</li>
<li>อย่าเล่นขณะอารมณ์เสีย เหนื่อยล้า หรือดื่มแอลกอฮอล์</li>
<li>เล่นด้วยเงินที่คุณเสียได้เท่านั้น</li>
</ul>
<p>ผู้เล่นต้องมีอายุ 21 ปีขึ้นไป</p>`,
        },
        limits: {
          title: 'ขีดจำกัดการฝาก การเสีย และระยะเวลาการเล่น',
          content: `<p>ที่<strong>ศูนย์สมาชิก → การเล่นอย่างรับผิดชอบ</strong> คุณตั้งค่าได้ดังนี้:</p>
<ul>
<li><strong>ขีดจำกัดการฝาก</strong>รายวัน รายสัปดาห์ หรือรายเดือน</li>
<li><strong>ขีดจำกัดการเสีย</strong>: เมื่อยอดเสียสุทธิของช่วงเวลาถึงขีดจำกัด การเดิมพันจะหยุดจนกว่าจะหมดช่วงเวลานั้น</li>
<li><strong>ขีดจำกัดระยะเวลาการเล่น</strong>และ<strong>การแจ้งเตือน</strong>: เตือนว่าคุณเล่นมานานเท่าไร และได้หรือเสียไปเท่าไร</li>
</ul>
<p>การลดขีดจำกัดมีผลทันที การเพิ่มมีผลหลัง 24 ชั่วโมง</p>`,
        },
        'time-out': {
          title: 'การพักหรือการระงับตนเอง',
          content: `<p><strong>การพัก</strong>จะล็อกบัญชีของคุณตั้งแต่ 24 ชั่วโมงถึง 6 สัปดาห์ <strong>การระงับตนเอง</strong>จะปิดบัญชี 6 เดือนขึ้นไป และยกเลิกก่อนครบกำหนดไม่ได้</p>
<p>ระหว่างพัก คุณเข้าสู่ระบบเพื่อเล่นไม่ได้ และเราจะหยุดส่งโปรโมชั่นให้คุณ ยอดเงินคงเหลือยังถอนได้ผ่านฝ่ายบริการลูกค้า</p>`,
        },
        'get-help': {
          title: 'การขอความช่วยเหลือ',
          content: `<p>หากการเล่นเกมไม่สนุกอีกต่อไป ลองพูดคุยกับใครสักคน สัญญาณที่ควรระวัง: ใช้เงินมากกว่าที่ตั้งใจ ยืมเงินมาเล่น ปิดบังการเล่นจากผู้อื่น หรือรู้สึกกระวนกระวายเมื่อไม่ได้เล่น</p>
<p>คุณขอความช่วยเหลือฟรีและเป็นความลับได้จากองค์กรต่าง ๆ เช่น Gamblers Anonymous (gamblersanonymous.org) และ GamCare (gamcare.org.uk) ฝ่ายบริการลูกค้าของเรายังช่วยตั้งขีดจำกัดหรือปิดบัญชีให้คุณได้ทุกเมื่อ</p>`,
        },
      },
    },
    agents: {
      title: 'ตัวแทนและพันธมิตร',
      articles: {
        'become-agent': {
          title: 'การเป็นตัวแทน',
          content: `<p>ตัวแทนเชิญผู้เล่นและรับรายได้จากกิจกรรมของทีมผ่านสัญญาปันผลหรือเงินเดือน</p>
<ul>
<li>แชร์ลิงก์หรือรหัสเชิญของคุณ ผู้เล่นที่สมัครด้วยลิงก์นั้นจะเข้าร่วมทีมของคุณ</li>
<li>ติดตามทีมของคุณใน<strong>ศูนย์ตัวแทน</strong>: ภาพรวม สมาชิก การเดิมพัน กำไรขาดทุน และรายงานรายได้</li>
<li>คุณโอนยอดเงินให้สมาชิกในทีมและให้ตัวแทนต้นสายของคุณได้</li>
</ul>
<p>ติดต่อฝ่ายบริการลูกค้าเพื่อสมัคร</p>`,
        },
      },
    },
    ...helpLegalTranslations.TH,
  },
  ID: {
    'getting-started': {
      title: 'Memulai',
      articles: {
        'create-account': {
          title: 'Membuat akun',
          content: `<p>Anda harus berusia <strong>21 tahun ke atas</strong> untuk membuka akun dan bermain dengan uang sungguhan.</p>
<ol>
<li>Pilih <strong>Daftar</strong> di bagian atas halaman mana pun.</li>
<li>Pilih nama pengguna 6 sampai 16 huruf dan angka yang diawali huruf. Nama pengguna tidak dapat diubah setelahnya.</li>
<li>Pilih kata sandi 8 sampai 20 karakter yang memadukan huruf dan angka, lalu ketik dua kali.</li>
<li>Isi kolom lain yang ditampilkan. Kolom bertanda bintang wajib diisi.</li>
<li>Konfirmasikan bahwa Anda berusia 21 tahun ke atas dan menyetujui ketentuan, lalu pilih <strong>Daftar</strong>.</li>
</ol>
<p>Anda juga dapat mendaftar dengan nomor ponsel: Anda akan diberi nomor akun, dan dapat masuk dengan nomor tersebut atau dengan nomor ponsel Anda.</p>
<p>Jika teman atau agen memberi Anda kode undangan, masukkan di kolom kode undangan agar akun Anda terhubung dengan mereka.</p>`,
        },
        'log-in': {
          title: 'Masuk',
          content: `<p>Masuk dengan nama pengguna dan kata sandi. Nama pengguna tidak membedakan huruf besar dan kecil; kata sandi membedakannya.</p>
<ul>
<li><strong>Ingat saya</strong> menyimpan nama pengguna Anda di perangkat ini selama 24 jam. Kami tidak pernah menyimpan kata sandi Anda di peramban.</li>
<li>Setelah beberapa kali salah kata sandi, kami meminta Anda mengetik karakter yang ditampilkan dalam gambar. Ini melindungi akun Anda dari tebakan otomatis.</li>
<li>Setelah masuk, waktu masuk sebelumnya ditampilkan di akun Anda. Jika Anda tidak mengenalinya, segera ganti kata sandi dan hubungi kami.</li>
</ul>
<p>Lupa kata sandi? Gunakan <strong>Lupa kata sandi</strong> di jendela masuk untuk mengatur ulang melalui e-mail atau nomor ponsel.</p>`,
        },
        'free-play': {
          title: 'Mencoba permainan gratis',
          content: `<p>Pilih <strong>Coba gratis</strong> untuk menjelajahi permainan dengan uang mainan sebelum mendaftar. Saldo main gratis tidak memiliki nilai tunai dan tidak dapat didepositkan atau ditarik.</p>
<p>Beberapa fitur, seperti deposit, penarikan, obrolan layanan pelanggan, dan pusat member, memerlukan akun sungguhan.</p>`,
        },
      },
    },
    deposits: {
      title: 'Deposit',
      articles: {
        'how-to-deposit': {
          title: 'Cara melakukan deposit',
          content: `<ol>
<li>Masuk dan pilih <strong>Deposit</strong> di bagian atas halaman.</li>
<li>Pilih metode pembayaran dan masukkan jumlahnya. Batas minimum dan maksimum setiap metode ditampilkan di sebelahnya.</li>
<li>Ikuti petunjuk halaman pembayaran. Untuk transfer bank, salin referensi dengan tepat: itulah cara kami mencocokkan pembayaran dengan akun Anda.</li>
<li>Saldo Anda diperbarui segera setelah pembayaran dikonfirmasi, biasanya dalam beberapa menit.</li>
</ol>
<p>Bayar hanya dari rekening atau kartu atas nama Anda sendiri. Pembayaran dari pihak ketiga akan dikembalikan dan dapat menunda akun Anda.</p>`,
        },
        'deposit-missing': {
          title: 'Deposit saya belum masuk',
          content: `<p>Sebagian besar deposit masuk dalam 5 menit. Transfer bank di luar jam operasional bank bisa memakan waktu lebih lama.</p>
<ul>
<li>Periksa <strong>Riwayat akun</strong> di pusat member: deposit yang tertunda tercantum di sana.</li>
<li>Pastikan Anda menggunakan jumlah dan referensi yang persis seperti di halaman pembayaran.</li>
<li>Jika sudah lebih dari 30 menit, hubungi layanan pelanggan dengan waktu, jumlah, dan tangkapan layar bukti pembayaran Anda.</li>
</ul>
<p>Jangan pernah melakukan pembayaran kedua untuk "mendorong" pembayaran pertama.</p>`,
        },
        'deposit-limits': {
          title: 'Mengatur batas deposit',
          content: `<p>Anda dapat mengatur batas deposit harian, mingguan, atau bulanan di <strong>Pusat member → Bermain bertanggung jawab</strong>.</p>
<p>Menurunkan batas langsung berlaku. Menaikkan atau menghapus batas berlaku setelah masa tenang 24 jam, agar keputusan tidak diambil secara terburu-buru.</p>`,
        },
      },
    },
    withdrawals: {
      title: 'Penarikan',
      articles: {
        'how-to-withdraw': {
          title: 'Cara menarik dana',
          content: `<ol>
<li>Masuk dan pilih <strong>Tarik</strong>.</li>
<li>Pertama kali, tambahkan rekening bank atas nama Anda sendiri. Namanya harus sama dengan nama penerima di akun Anda.</li>
<li>Masukkan jumlah dan kata sandi pembayaran, lalu konfirmasi.</li>
</ol>
<p>Saldo Anda langsung ditahan begitu Anda meminta penarikan, sehingga tidak dapat dipakai dua kali. Jika penarikan ditolak, seluruh jumlahnya kembali ke saldo Anda.</p>`,
        },
        'withdrawal-times': {
          title: 'Berapa lama penarikan diproses',
          content: `<p>Sebagian besar penarikan dibayar dalam 15 menit. Penarikan pertama, jumlah besar, atau aktivitas tidak biasa mungkin memerlukan peninjauan singkat hingga 24 jam.</p>
<p>Bonus dapat disertai syarat turnover. Halaman promosi menampilkannya; penarikan sebelum syarat terpenuhi dapat membatalkan bonus.</p>`,
        },
        'confirm-receipt': {
          title: 'Mengonfirmasi bahwa penarikan telah diterima',
          content: `<p>Setelah kami mengirim pembayaran, kami meminta Anda untuk mengonfirmasinya:</p>
<ul>
<li><strong>Diterima</strong>: seluruh jumlah telah masuk.</li>
<li><strong>Belum diterima</strong>: unggah tangkapan layar mutasi rekening Anda dan staf kami akan menyelidikinya.</li>
</ul>
<p>Jika Anda tidak menjawab dalam waktu yang ditampilkan, pembayaran dianggap telah diterima.</p>`,
        },
      },
    },
    security: {
      title: 'Keamanan akun',
      articles: {
        passwords: {
          title: 'Menjaga kata sandi Anda tetap aman',
          content: `<ul>
<li>Gunakan kata sandi yang tidak Anda pakai di situs lain. Pengelola kata sandi membuatnya mudah.</li>
<li>Staf kami <strong>tidak pernah</strong> meminta kata sandi atau kata sandi pembayaran Anda, baik melalui telepon, obrolan, e-mail, maupun media sosial.</li>
<li>Ganti kata sandi Anda di <strong>Pusat member → Akun saya</strong>. Anda memerlukan kata sandi saat ini.</li>
<li>Jika akun Anda dibuat oleh agen, Anda akan diminta memilih kata sandi sendiri saat pertama kali masuk.</li>
</ul>`,
        },
        'two-factor': {
          title: 'Autentikasi dua faktor',
          content: `<p>Autentikasi dua faktor meminta kode sekali pakai dari aplikasi autentikator selain kata sandi Anda, sehingga kata sandi yang dicuri saja tidak cukup untuk masuk ke akun Anda.</p>
<p>Login dari perangkat atau jaringan yang belum pernah kami lihat dapat diminta pemeriksaan tambahan melalui SMS, e-mail, atau autentikator.</p>`,
        },
        'suspicious-activity': {
          title: 'Jika Anda melihat sesuatu yang tidak biasa',
          content: `<p>Periksa waktu masuk sebelumnya yang ditampilkan setelah Anda masuk. Jika Anda melihat login, taruhan, atau penarikan yang tidak Anda lakukan:</p>
<ol>
<li>Segera ganti kata sandi dan kata sandi pembayaran Anda.</li>
<li>Keluar dari semua perangkat lain.</li>
<li>Hubungi layanan pelanggan agar kami dapat meninjau dan, bila perlu, membekukan akun Anda.</li>
</ol>`,
        },
      },
    },
    'responsible-gaming': {
      title: 'Bermain bertanggung jawab',
      articles: {
        'play-responsibly': {
          title: 'Bermain secara bertanggung jawab',
          content: `<p>Permainan seharusnya menjadi hiburan, bukan cara untuk mencari uang atau melarikan diri dari masalah.</p>
<ul>
<li>Tentukan sejak awal berapa banyak waktu dan uang yang akan Anda habiskan, dan berhentilah saat mencapainya.</li>
<li>Jangan pernah mengejar kekalahan: taruhan berikutnya tidak tahu apa-apa tentang taruhan sebelumnya.</li>
<li>Jangan bermain saat Anda sedang kesal, lelah, atau di bawah pengaruh alkohol.</li>
<li>Bermainlah hanya dengan uang yang sanggup Anda relakan.</li>
</ul>
<p>Pemain harus berusia 21 tahun ke atas.</p>`,
        },
        limits: {
          title: 'Batas deposit, kekalahan, dan sesi',
          content: `<p>Di <strong>Pusat member → Bermain bertanggung jawab</strong> Anda dapat mengatur:</p>
<ul>
<li><strong>Batas deposit</strong> per hari, minggu, atau bulan.</li>
<li><strong>Batas kekalahan</strong>: begitu kekalahan bersih Anda dalam periode itu mencapai batas, taruhan dihentikan sampai periode berakhir.</li>
<li><strong>Batas sesi</strong> dan <strong>pengingat realitas</strong>: pengingat tentang berapa lama Anda bermain dan berapa yang Anda menangkan atau kalahkan.</li>
</ul>
<p>Batas yang lebih rendah langsung berlaku; batas yang lebih tinggi setelah 24 jam.</p>`,
        },
        'time-out': {
          title: 'Istirahat atau mengecualikan diri',
          content: `<p><strong>Time-out</strong> mengunci akun Anda selama 24 jam hingga 6 minggu. <strong>Pengecualian diri</strong> menutup akun selama 6 bulan atau lebih dan tidak dapat dibatalkan sebelum periodenya berakhir.</p>
<p>Selama istirahat Anda tidak dapat masuk untuk bermain, dan kami berhenti mengirimkan promosi. Sisa saldo tetap dapat ditarik melalui layanan pelanggan.</p>`,
        },
        'get-help': {
          title: 'Mendapatkan bantuan',
          content: `<p>Jika bermain tidak lagi terasa menyenangkan, bicaralah dengan seseorang. Tanda-tanda yang perlu diwaspadai: menghabiskan lebih dari yang direncanakan, meminjam uang untuk bermain, menyembunyikan kebiasaan bermain dari orang lain, atau merasa cemas saat tidak bermain.</p>
<p>Bantuan gratis dan rahasia tersedia dari organisasi seperti Gamblers Anonymous (gamblersanonymous.org) dan GamCare (gamcare.org.uk). Layanan pelanggan kami juga dapat mengatur batas atau menutup akun Anda kapan saja.</p>`,
        },
      },
    },
    agents: {
      title: 'Agen dan afiliasi',
      articles: {
        'become-agent': {
          title: 'Menjadi agen',
          content: `<p>Agen mengundang pemain dan memperoleh penghasilan dari aktivitas timnya melalui kontrak dividen atau gaji.</p>
<ul>
<li>Bagikan tautan atau kode undangan Anda: pemain yang mendaftar dengannya akan bergabung dengan tim Anda.</li>
<li>Pantau tim Anda di <strong>Pusat agen</strong>: ringkasan, anggota, taruhan, laba rugi, dan laporan penghasilan.</li>
<li>Anda dapat mentransfer saldo ke anggota tim Anda dan ke upline Anda sendiri.</li>
</ul>
<p>Hubungi layanan pelanggan untuk mendaftar.</p>`,
        },
      },
    },
    ...helpLegalTranslations.ID,
  },
};
