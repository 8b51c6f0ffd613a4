import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/shared/components/feedback';
import { FacebookIcon, FileIcon, HeadsetIcon, InstagramIcon, TelegramIcon, WhatsappIcon, ZaloIcon } from '@/shared/components/icons';
import { HelpIcon, MessageIcon } from '@/shared/components/more-icons';
import { paths } from '@/shared/config/paths';
import type { Resource } from '@/shared/contract/system';
import { contactChannels, type ContactChannel } from '@/shared/lib/contact-channels';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { chatToggled } from '@/shared/store/menus-slice';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectIsLoggedIn } from '@/shared/store/session-slice';
import { selectResources, selectSiteInfo } from '@/shared/store/system-status';
import panels from '@/shared/styles/panels.module.css';
import { SupportTexts, useSupportT } from './support-texts';
import styles from './support.module.css';

/** The brand's networks (their own names, the same in every language), Zalo first: the brand is Vietnam-facing. */
const networks: Array<{ type: Resource['resourceType']; name: string; Icon: ComponentType<{ size?: number }> }> = [
  { type: 'ZALO', name: 'Zalo', Icon: ZaloIcon },
  { type: 'FACEBOOK', name: 'Facebook', Icon: FacebookIcon },
  { type: 'INSTAGRAM', name: 'Instagram', Icon: InstagramIcon },
  { type: 'TELEGRAM', name: 'Telegram', Icon: TelegramIcon },
  { type: 'WHATSAPP', name: 'WhatsApp', Icon: WhatsappIcon },
];

/** Contact us (/contact): live chat, Zalo, e-mail and the hotline of the brand, its networks, and the written desk. */
export function ContactPage() {
  return (
    <SupportTexts placeholder={<Skeleton style={{ height: 320 }} />}>
      <Contact />
    </SupportTexts>
  );
}

function Channel({ icon, title, text, href, external, onClick }: { icon: ReactNode; title: string; text: string; href?: string; external?: boolean; onClick?: () => void }) {
  const { t } = useSupportT();
  const body = (
    <>
      <span className={styles.channelIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.channelText}>
        <strong>{title}</strong>
        <span>{text}</span>
        {external && <span className="visually-hidden">{t('contact.opensNew')}</span>}
      </span>
    </>
  );
  return (
    <li>
      {href ? (
        <a className={styles.channel} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {body}
        </a>
      ) : (
        <button type="button" className={styles.channel} onClick={onClick}>
          {body}
        </button>
      )}
    </li>
  );
}

function Contact() {
  const { t } = useSupportT();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const info = useAppSelector(selectSiteInfo);
  const resources = useAppSelector(selectResources);
  const needsLogin = (action: () => void) => () => {
    if (loggedIn) action();
    else dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
  };
  // the chat on this site opens in its window; a chat elsewhere is a link (contactChannels)
  const channels = info ? contactChannels(info.customerService).filter((c) => c.kind !== 'liveChat') : [];
  const zaloResource = resources.find((r) => r.resourceType === 'ZALO');
  const names: Record<ContactChannel['kind'], string> = { liveChat: t('contact.liveChat'), zalo: t('contact.zalo'), email: t('contact.email'), hotline: t('contact.hotline') };
  const icons: Record<ContactChannel['kind'], ReactNode> = { liveChat: <HeadsetIcon size={18} />, zalo: <ZaloIcon size={18} />, email: <MessageIcon size={18} />, hotline: <HeadsetIcon size={18} /> };
  const social = networks.flatMap((n) => {
    const url = resources.find((r) => r.resourceType === n.type)?.url;
    return url ? [{ ...n, url }] : [];
  });

  return (
    <div className={panels.page}>
      <header>
        <h1 className={styles.pageTitle}>{t('contact.title')}</h1>
        <p className={styles.lead}>{t('contact.lead')}</p>
      </header>
      {(zaloResource || channels.some((c) => c.kind === 'zalo')) && (
        <a
          className={styles.zaloCallout}
          href={zaloResource?.url ?? channels.find((c) => c.kind === 'zalo')?.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className={styles.channelIcon} aria-hidden="true">
            <ZaloIcon size={18} />
          </span>
          <span>
            <strong>{t('contact.newPlayer')}</strong>
            <span>{t('contact.newPlayerText')}</span>
          </span>
        </a>
      )}
      <section className={panels.panel} aria-labelledby="contact-service">
        <h2 id="contact-service" className={styles.sectionTitle}>
          {t('contact.service')}
        </h2>
        <ul className={styles.channels}>
          <Channel icon={<HeadsetIcon size={18} />} title={t('contact.liveChat')} text={t('contact.liveChatText')} onClick={needsLogin(() => dispatch(chatToggled(true)))} />
          {channels.map((c) => (
            <Channel key={c.kind} icon={icons[c.kind]} title={names[c.kind]} text={c.shown} href={c.href} external={c.external} />
          ))}
          <Channel icon={<FileIcon size={18} />} title={t('contact.tickets')} text={t('contact.ticketsText')} onClick={needsLogin(() => dispatch(memberCentreOpened('supportTickets')))} />
          <Channel icon={<MessageIcon size={18} />} title={t('contact.feedback')} text={t('contact.feedbackText')} onClick={needsLogin(() => dispatch(memberCentreOpened('feedback')))} />
          <li>
            <Link className={styles.channel} to={paths.help.href()}>
              <span className={styles.channelIcon} aria-hidden="true">
                <HelpIcon size={18} />
              </span>
              <span className={styles.channelText}>
                <strong>{t('contact.help')}</strong>
                <span>{t('contact.helpText')}</span>
              </span>
            </Link>
          </li>
        </ul>
      </section>
      {social.length > 0 && (
        <section className={panels.panel} aria-labelledby="contact-social">
          <h2 id="contact-social" className={styles.sectionTitle}>
            {t('contact.social')}
          </h2>
          <ul className={styles.channels}>
            {social.map((n) => (
              <Channel key={n.type} icon={<n.Icon size={18} />} title={n.name} text={n.url.replace(/^https?:\/\/(www\.)?/i, '')} href={n.url} external />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
