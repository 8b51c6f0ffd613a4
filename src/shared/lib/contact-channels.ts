import type { SiteInfo } from '@/shared/contract/system';

type CustomerService = SiteInfo['customerService'];

export interface ContactChannel {
  kind: 'liveChat' | 'zalo' | 'email' | 'hotline';
  href: string;
  /** what the visitor sees next to the channel's name */
  shown: string;
  /** opens in a new tab (a web page), not in a mail or phone app */
  external: boolean;
}

const webUrl = /^https?:\/\/\S+$/i;

/**
 * The customer-service channels that still work while the site is closed by
 * the status gate. A chat that lives on this site (e.g. `/helpmc`) sits
 * behind the same closed gate, so only a chat on another origin is offered;
 * Zalo, e-mail and the hotline always reach someone.
 */
export function contactChannels(service: CustomerService): ContactChannel[] {
  const channels: ContactChannel[] = [];
  const chat = service.liveChatUrl.trim();
  if (webUrl.test(chat)) channels.push({ kind: 'liveChat', href: chat, shown: new URL(chat).host, external: true });
  const zalo = service.zalo.trim();
  if (webUrl.test(zalo)) {
    channels.push({ kind: 'zalo', href: zalo, shown: zalo.replace(/^https?:\/\/(www\.)?/i, ''), external: true });
  } else if (/^\+?[\d\s.-]{6,}$/.test(zalo)) {
    channels.push({ kind: 'zalo', href: `https://zalo.me/${zalo.replace(/\D/g, '')}`, shown: zalo, external: true });
  }
  const email = service.email.trim();
  if (/^[^\s@]+@[^\s@]+$/.test(email)) channels.push({ kind: 'email', href: `mailto:${email}`, shown: email, external: false });
  const hotline = service.hotline.trim();
  if (/\d{3,}/.test(hotline.replace(/\D/g, ''))) {
    channels.push({ kind: 'hotline', href: `tel:${hotline.replace(/[^\d+]/g, '')}`, shown: hotline, external: false });
  }
  return channels;
}
