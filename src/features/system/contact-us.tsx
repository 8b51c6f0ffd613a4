import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { HeadsetIcon } from '@/shared/components/icons';
import { MessageIcon } from '@/shared/components/more-icons';
import type { SiteInfo } from '@/shared/contract/system';
import styles from './status-page.module.css';

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

/**
 * Contact Us of the status pages, always shown: opens the list of the
 * customer-service channels of the status answer, each a working link.
 */
export function ContactUs({ service }: { service: CustomerService }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const channels = contactChannels(service);
  const names: Record<ContactChannel['kind'], ReactNode> = {
    liveChat: t('status.channelLiveChat'),
    zalo: t('status.channelZalo'),
    email: t('status.channelEmail'),
    hotline: t('status.channelHotline'),
  };
  return (
    <div className={styles.contact}>
      <Button
        size="large"
        icon={<HeadsetIcon size={18} />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('status.contactUs')}
      </Button>
      <section id={panelId} hidden={!open} aria-label={t('status.contactUs')} className={styles.channels}>
        <p className={styles.channelsIntro}>{channels.length > 0 ? t('status.contactIntro') : t('status.noChannels')}</p>
        {channels.length > 0 && (
          <ul className={styles.channelList}>
            {channels.map((channel) => (
              <li key={channel.kind}>
                <a
                  className={styles.channel}
                  href={channel.href}
                  {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <MessageIcon size={16} />
                  <span className={styles.channelName}>{names[channel.kind]}</span>
                  <span className={styles.channelValue}>{channel.shown}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
