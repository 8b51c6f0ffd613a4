import { contentLanguage, type ContentLanguage } from '../content/i18n';

/*
 * Every text message and e-mail the platform writes to a member, in the
 * site's six languages (TY and VI Vietnamese, CN simplified Chinese, EN, ID
 * Indonesian, TH Thai). A message goes out in the language the member reads
 * the site in: the request's `Language` header, else the language stored on
 * the member, else the brand's default (`messageLanguage`).
 *
 * The code of a message stands alone between spaces or punctuation, and a
 * reset link keeps its `resetToken=` parameter: the outbox reads them back
 * for development and tests (outbox.ts `codeOf`).
 */

export type MessageLanguage = ContentLanguage;

/** The first known language of `candidates` (request, member, brand), else English. */
export function messageLanguage(...candidates: Array<string | null | undefined>): MessageLanguage {
  for (const candidate of candidates) {
    const known = contentLanguage(candidate);
    if (known) return known;
  }
  return 'EN';
}

interface Code {
  brand: string;
  code: string;
  minutes: number;
}
interface Greeting extends Code {
  nickname: string;
}
interface ResetLink {
  brand: string;
  nickname: string;
  account: string;
  minutes: number;
  link: string;
}
export interface Email {
  subject: string;
  body: string;
}

interface MessageTexts {
  /** a text message with a verification code (registration, login, password reset, new network, binding a number) */
  codeSms(p: Code): string;
  /** the code that resets the payment password, by text message or e-mail */
  paymentPasswordCode(p: Code): Email;
  /** the link of a password reset by e-mail */
  resetEmail(p: ResetLink): Email;
  /** the code of a login from a new network, by e-mail */
  deviceEmail(p: Greeting): Email;
  /** the code that binds an e-mail address to the account */
  bindEmail(p: Greeting): Email;
}

const en: MessageTexts = {
  codeSms: ({ brand, code, minutes }) => `[${brand}] Your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  paymentPasswordCode: ({ brand, code, minutes }) => ({
    subject: `${brand}: reset your payment password`,
    body: `[${brand}] Your code to reset the payment password is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  }),
  resetEmail: ({ brand, nickname, account, minutes, link }) => ({
    subject: `${brand}: reset your password`,
    body: `Hello ${nickname},\n\nSomeone asked to reset the password of your account ${account}. Open this link within ${minutes} minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
  }),
  deviceEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}: confirm a new network`,
    body: `Hello ${nickname},\n\nYour verification code is ${code}. It expires in ${minutes} minutes.\n\nIf you are not logging in right now, change your password.`,
  }),
  bindEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}: confirm your e-mail address`,
    body: `Hello ${nickname},\n\nYour verification code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not ask to bind this address to your account, ignore this message.`,
  }),
};

const vi: MessageTexts = {
  codeSms: ({ brand, code, minutes }) =>
    `[${brand}] Mã xác minh của bạn là ${code}. Mã hết hạn sau ${minutes} phút. Tuyệt đối không chia sẻ mã này với bất kỳ ai.`,
  paymentPasswordCode: ({ brand, code, minutes }) => ({
    subject: `${brand}: đặt lại mật khẩu thanh toán`,
    body: `[${brand}] Mã đặt lại mật khẩu thanh toán của bạn là ${code}. Mã hết hạn sau ${minutes} phút. Tuyệt đối không chia sẻ mã này với bất kỳ ai.`,
  }),
  resetEmail: ({ brand, nickname, account, minutes, link }) => ({
    subject: `${brand}: đặt lại mật khẩu`,
    body: `Xin chào ${nickname},\n\nCó người đã yêu cầu đặt lại mật khẩu cho tài khoản ${account} của bạn. Hãy mở liên kết này trong vòng ${minutes} phút để chọn mật khẩu mới:\n\n${link}\n\nNếu không phải bạn, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.`,
  }),
  deviceEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}: xác nhận mạng mới`,
    body: `Xin chào ${nickname},\n\nMã xác minh của bạn là ${code}. Mã hết hạn sau ${minutes} phút.\n\nNếu bạn không đăng nhập vào lúc này, hãy đổi mật khẩu.`,
  }),
  bindEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}: xác nhận địa chỉ e-mail`,
    body: `Xin chào ${nickname},\n\nMã xác minh của bạn là ${code}. Mã hết hạn sau ${minutes} phút.\n\nNếu bạn không yêu cầu liên kết địa chỉ này với tài khoản của mình, hãy bỏ qua thư này.`,
  }),
};

const cn: MessageTexts = {
  codeSms: ({ brand, code, minutes }) => `【${brand}】您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉任何人。`,
  paymentPasswordCode: ({ brand, code, minutes }) => ({
    subject: `${brand}：重置资金密码`,
    body: `【${brand}】您重置资金密码的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉任何人。`,
  }),
  resetEmail: ({ brand, nickname, account, minutes, link }) => ({
    subject: `${brand}：重置密码`,
    body: `${nickname}，您好：\n\n有人申请重置您的账号 ${account} 的密码。请在 ${minutes} 分钟内打开以下链接设置新密码：\n\n${link}\n\n如果不是您本人操作，请忽略此邮件，您的密码保持不变。`,
  }),
  deviceEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}：确认新的网络`,
    body: `${nickname}，您好：\n\n您的验证码是 ${code}，${minutes} 分钟内有效。\n\n如果您现在没有在登录，请修改密码。`,
  }),
  bindEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}：确认您的电子邮箱`,
    body: `${nickname}，您好：\n\n您的验证码是 ${code}，${minutes} 分钟内有效。\n\n如果您没有申请将此邮箱绑定到您的账号，请忽略此邮件。`,
  }),
};

const id: MessageTexts = {
  codeSms: ({ brand, code, minutes }) =>
    `[${brand}] Kode verifikasi Anda adalah ${code}. Berlaku selama ${minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
  paymentPasswordCode: ({ brand, code, minutes }) => ({
    subject: `${brand}: atur ulang kata sandi pembayaran`,
    body: `[${brand}] Kode untuk mengatur ulang kata sandi pembayaran Anda adalah ${code}. Berlaku selama ${minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
  }),
  resetEmail: ({ brand, nickname, account, minutes, link }) => ({
    subject: `${brand}: atur ulang kata sandi Anda`,
    body: `Halo ${nickname},\n\nSeseorang meminta pengaturan ulang kata sandi akun ${account} Anda. Buka tautan ini dalam ${minutes} menit untuk membuat kata sandi baru:\n\n${link}\n\nJika ini bukan Anda, abaikan e-mail ini: kata sandi Anda tetap seperti sebelumnya.`,
  }),
  deviceEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}: konfirmasi jaringan baru`,
    body: `Halo ${nickname},\n\nKode verifikasi Anda adalah ${code}. Berlaku selama ${minutes} menit.\n\nJika Anda tidak sedang masuk saat ini, ubah kata sandi Anda.`,
  }),
  bindEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}: konfirmasi alamat e-mail Anda`,
    body: `Halo ${nickname},\n\nKode verifikasi Anda adalah ${code}. Berlaku selama ${minutes} menit.\n\nJika Anda tidak meminta untuk menautkan alamat ini ke akun Anda, abaikan pesan ini.`,
  }),
};

const th: MessageTexts = {
  codeSms: ({ brand, code, minutes }) => `[${brand}] รหัสยืนยันของคุณคือ ${code} ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้ใด`,
  paymentPasswordCode: ({ brand, code, minutes }) => ({
    subject: `${brand}: ตั้งรหัสผ่านการชำระเงินใหม่`,
    body: `[${brand}] รหัสสำหรับตั้งรหัสผ่านการชำระเงินใหม่ของคุณคือ ${code} ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้ใด`,
  }),
  resetEmail: ({ brand, nickname, account, minutes, link }) => ({
    subject: `${brand}: ตั้งรหัสผ่านใหม่`,
    body: `สวัสดี ${nickname}\n\nมีผู้ขอตั้งรหัสผ่านใหม่ของบัญชี ${account} ของคุณ เปิดลิงก์นี้ภายใน ${minutes} นาทีเพื่อตั้งรหัสผ่านใหม่:\n\n${link}\n\nหากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะยังคงเหมือนเดิม`,
  }),
  deviceEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}: ยืนยันเครือข่ายใหม่`,
    body: `สวัสดี ${nickname}\n\nรหัสยืนยันของคุณคือ ${code} ใช้ได้ภายใน ${minutes} นาที\n\nหากคุณไม่ได้กำลังเข้าสู่ระบบอยู่ในขณะนี้ โปรดเปลี่ยนรหัสผ่าน`,
  }),
  bindEmail: ({ brand, nickname, code, minutes }) => ({
    subject: `${brand}: ยืนยันที่อยู่อีเมลของคุณ`,
    body: `สวัสดี ${nickname}\n\nรหัสยืนยันของคุณคือ ${code} ใช้ได้ภายใน ${minutes} นาที\n\nหากคุณไม่ได้ขอผูกที่อยู่นี้กับบัญชีของคุณ โปรดเพิกเฉยต่อข้อความนี้`,
  }),
};

const texts: Record<MessageLanguage, MessageTexts> = { TY: vi, VI: vi, CN: cn, EN: en, ID: id, TH: th };

/** The messages in one language. */
export function messagesIn(language: MessageLanguage): MessageTexts {
  return texts[language];
}
