import { Suspense, lazy } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery } from '@/shared/api/core-api';
import { Spinner } from '@/shared/components/feedback';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  FacebookIcon,
  GiftIcon,
  GlobeIcon,
  HeadsetIcon,
  HomeIcon,
  InstagramIcon,
  TelegramIcon,
  WhatsappIcon,
  ZaloIcon,
} from '@/shared/components/icons';
import { paths } from '@/shared/config/paths';
import type { Resource } from '@/shared/contract/system';
import { isSupportedLanguage } from '@/shared/i18n/language';
import { useImageHost } from '@/shared/store/use-image-host';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { memberCentreOpened } from '@/shared/store/centres';
import { chatToggled, leftMenuModeToggled, selectLeftMenuMini } from '@/shared/store/menus-slice';
import { modalOpened } from '@/shared/store/modals-slice';
import { languageChanged, selectLanguage } from '@/shared/store/preferences-slice';
import { selectIsLoggedIn, selectMemberInfo } from '@/shared/store/session-slice';
import { selectBrandSettings, selectLanguages, selectModuleOn, selectResources } from '@/shared/store/system-status';
import { VIP_RANK_ABOVE } from '@/shared/contract/chat-rules';
import { isGuestType } from '@/shared/contract/member-rules';
import { useChatUnreadQuery } from './chat-unread-api';
import { menuCategories, vendorsForRoute } from '@/shared/config/game-categories';
import { MenuItem } from './menu-item';
import styles from './left-menu.module.css';

const DownloadQr = lazy(() => import('./download-qr'));

const socialIcons = {
  FACEBOOK: FacebookIcon,
  INSTAGRAM: InstagramIcon,
  TELEGRAM: TelegramIcon,
  WHATSAPP: WhatsappIcon,
  ZALO: ZaloIcon,
} as const;

/** The networks' own names (brand names, the same in every language). */
const socialNames: Record<keyof typeof socialIcons, string> = {
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  TELEGRAM: 'Telegram',
  WHATSAPP: 'WhatsApp',
  ZALO: 'Zalo',
};


function resourceUrl(resources: readonly Resource[], type: Resource['resourceType']) {
  return resources.find((r) => r.resourceType === type)?.url ?? null;
}

export function LeftMenu() {
  const { t } = useTranslation();
  const imageUrl = useImageHost();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mini = useAppSelector(selectLeftMenuMini);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const languages = useAppSelector(selectLanguages);
  const language = useAppSelector(selectLanguage);
  const resources = useAppSelector(selectResources);
  const split = useAppSelector(selectBrandSettings);
  const { data } = useGameVendorsQuery();
  const lanes = data?.data.lanes ?? [];
  const member = useAppSelector(selectMemberInfo);
  const chatOn = useAppSelector((state) => selectModuleOn(state, 'CBS3'));
  // the spec's VIP customer service for rank level above 4, live chat otherwise
  const vip = (member?.clubLabel?.rankLevel ?? 0) > VIP_RANK_ABOVE;
  const unreadChat = useChatUnreadQuery(undefined, { skip: !loggedIn || !chatOn || !member || isGuestType(member.isAgent) }).data?.count ?? 0;
  const chatBadge = { count: unreadChat, description: t('nav.unreadChat', { count: unreadChat }) };

  const needsLogin = (action: () => void) => () => {
    if (loggedIn) action();
    else dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
  };

  const android = resourceUrl(resources, 'Android');
  const ios = resourceUrl(resources, 'MOBILECONFIG');
  // absolute addresses made only when the submenu opens: the server renders this menu too, with no window
  const qrCodes = () => [
    ...(android ? [{ label: 'Android', url: new URL(android, window.location.origin).href }] : []),
    ...(ios ? [{ label: 'iOS', url: new URL(ios, window.location.origin).href }] : []),
  ];
  const socials = (Object.keys(socialIcons) as (keyof typeof socialIcons)[])
    .map((type) => ({ type, url: resourceUrl(resources, type), Icon: socialIcons[type] }))
    .filter((s) => s.url);
  const currentLanguageName = languages.find((l) => l.code === language)?.name ?? language;

  return (
    <nav className={mini ? `${styles.menu} ${styles.mini}` : styles.menu} aria-label={t('nav.main')}>
      <div className={styles.scroll}>
        <ul className={`${styles.list} ${styles.group}`}>
          <MenuItem label={t('nav.home')} Icon={HomeIcon} mini={mini} to={paths.home.href()} end />
          {menuCategories.map((entry) => {
            const vendors = vendorsForRoute(entry.route, lanes, split);
            // In-House is always listed, like Home; the game categories only when they have vendors (spec section 2).
            if (vendors.length === 0 && entry.route !== 'inhouse') return null;
            const href = `/${entry.route}`;
            return (
              <MenuItem
                key={entry.route}
                label={t(entry.labelKey)}
                Icon={entry.Icon}
                mini={mini}
                to={href}
                submenu={
                  vendors.length === 0
                    ? undefined
                    : (close) => (
                        <>
                          <Link className={styles.flyoutItem} to={href} onClick={close}>
                            {t('nav.all')}
                          </Link>
                          {vendors.map((vendor) => (
                            <Link
                              key={vendor.nodeId}
                              className={styles.flyoutItem}
                              to={`${href}?vendor=${encodeURIComponent(vendor.vassalage)}`}
                              onClick={close}
                            >
                              <img className={styles.vendorIcon} src={imageUrl(vendor.iconUrl)} alt="" width={40} height={25} loading="lazy" />
                              {vendor.name}
                            </Link>
                          ))}
                        </>
                      )
                }
              />
            );
          })}
        </ul>
        <ul className={`${styles.list} ${styles.group}`}>
          <MenuItem label={t('nav.promotions')} Icon={GiftIcon} mini={mini} to={paths.promotions.href()} />
          <MenuItem
            label={t('nav.customerService')}
            Icon={HeadsetIcon}
            mini={mini}
            badge={chatBadge}
            submenu={(close) => (
              <>
                {chatOn && (
                  <button
                    type="button"
                    className={styles.flyoutItem}
                    onClick={() => {
                      close();
                      needsLogin(() => dispatch(chatToggled(true)))();
                    }}
                  >
                    {vip ? t('nav.vipService') : t('nav.liveChat')}
                    {unreadChat > 0 && (
                      <span className={styles.badge} aria-hidden="true">
                        {unreadChat > 99 ? '99+' : unreadChat}
                      </span>
                    )}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.flyoutItem}
                  onClick={() => {
                    close();
                    needsLogin(() => dispatch(memberCentreOpened('messageV2')))();
                  }}
                >
                  {t('nav.platformMessages')}
                </button>
                <button
                  type="button"
                  className={styles.flyoutItem}
                  onClick={() => {
                    close();
                    dispatch(modalOpened({ name: 'announcements' }));
                  }}
                >
                  {t('nav.announcements')}
                </button>
                <button
                  type="button"
                  className={styles.flyoutItem}
                  onClick={() => {
                    close();
                    void navigate(paths.help.href());
                  }}
                >
                  {t('nav.helpCentre')}
                </button>
              </>
            )}
          />
          <MenuItem
            label={t('nav.download')}
            Icon={DownloadIcon}
            mini={mini}
            to={paths.download.href()}
            submenu={
              android || ios
                ? () => (
                    <Suspense fallback={<Spinner />}>
                      <DownloadQr codes={qrCodes()} />
                    </Suspense>
                  )
                : undefined
            }
          />
          {languages.length > 1 && (
            <MenuItem
              label={currentLanguageName}
              Icon={GlobeIcon}
              mini={mini}
              submenu={(close) => (
                <div role="group" aria-label={t('nav.language')}>
                  {languages
                    .filter((l) => isSupportedLanguage(l.code))
                    .map((l) => (
                      <button
                        key={l.code}
                        type="button"
                        lang={l.code === 'CN' ? 'zh' : undefined}
                        className={styles.flyoutItem}
                        aria-current={l.code === language ? 'true' : undefined}
                        onClick={() => {
                          close();
                          if (isSupportedLanguage(l.code)) dispatch(languageChanged(l.code));
                        }}
                      >
                        {l.name}
                      </button>
                    ))}
                </div>
              )}
            />
          )}
        </ul>
        {socials.length > 0 && (
          <div className={styles.socials}>
            {socials.map(({ type, url, Icon }) => (
              <a key={type} className={styles.social} href={url ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={socialNames[type]} title={socialNames[type]}>
                <Icon size={18} />
              </a>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className={styles.collapse}
        aria-pressed={mini}
        aria-label={mini ? t('nav.expandMenu') : t('nav.collapseMenu')}
        onClick={() => dispatch(leftMenuModeToggled())}
      >
        {mini ? <ChevronRightIcon size={16} /> : <ChevronLeftIcon size={16} />}
        {!mini && <span className={styles.collapseLabel}>{t('nav.collapseMenu')}</span>}
      </button>
    </nav>
  );
}
