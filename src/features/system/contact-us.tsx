import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { HeadsetIcon } from '@/shared/components/icons';
import { MessageIcon } from '@/shared/components/more-icons';
import type { SiteInfo } from '@/shared/contract/system';
import { contactChannels, type ContactChannel } from '@/shared/lib/contact-channels';
import styles from './status-page.module.css';

/**
 * Contact Us of the status pages, always shown: opens the list of the
 * customer-service channels of the status answer, each a working link.
 */
export function ContactUs({ service }: { service: SiteInfo['customerService'] }) {
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
