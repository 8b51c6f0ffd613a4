import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LoginRecord } from '@/shared/contract/account';
import type { MemberInfo } from '@/shared/contract/member';
import { htmlLang } from '@/shared/i18n/language';
import { formatDateTime } from '@/shared/lib/format-date';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import styles from './account.module.css';

type Translate = TFunction;

/** Where a login came from, in words: the local network, a country (by the browser's own names), or unknown. */
export function placeText(t: Translate, place: string, locale: string): string {
  if (place === 'local') return t('account.place.local');
  if (place === 'unknown') return t('account.place.unknown');
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(place) ?? place;
  } catch {
    return place;
  }
}

/** The login before this one: when, where from and on what. */
export function LastLoginLine({ login }: { login: Omit<LoginRecord, 'id' | 'success'> | null }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  if (!login) return <p className={styles.muted}>{t('account.firstLogin')}</p>;
  const parts = [placeText(t, login.place, htmlLang[language]), login.ip, login.device].filter(Boolean).join(' · ');
  return (
    <p className={styles.muted}>
      {t('account.previousLogin')}: <time dateTime={login.at}>{formatDateTime(login.at, language)}</time> ({parts})
    </p>
  );
}

/** The VIP label (its own colours) opening the VIP rank, or the member label, or "Member". */
export function MemberBadge({ user, onOpen }: { user: MemberInfo; onOpen: (page: 'playerRank') => void }) {
  const { t } = useTranslation();
  const club = user.clubLabel;
  const label = user.memberLabel[0];
  if (club) {
    return (
      <button
        type="button"
        className={styles.badge}
        style={{ background: `linear-gradient(90deg, ${club.color}, ${club.color2})`, color: '#1a0b2e' }}
        onClick={() => onOpen('playerRank')}
      >
        {club.labelName}
      </button>
    );
  }
  return (
    <span className={styles.badge} style={label ? { background: label.bgColor, color: label.textColor } : undefined}>
      {label?.labelName ?? t('layout.member')}
    </span>
  );
}

/** The page's title inside the centre (the centre's menu names it too). */
export function PageTitle({ page }: { page: 'securityCenter' | 'profile' | 'playerRank' | 'authenticator' | 'loginHistory' }) {
  const { t } = useTranslation();
  return <h2 className={styles.pageTitle}>{t(`memberCentre.${page}`)}</h2>;
}
