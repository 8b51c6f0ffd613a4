import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { FacebookIcon, FileIcon, GoogleMark, HistoryIcon, LockIcon, UserIcon, WalletIcon } from '@/shared/components/icons';
import { MessageIcon, ShieldIcon } from '@/shared/components/more-icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { MemberAvatar } from './member-avatar';
import type { AccountOverview } from '@/shared/contract/account';
import type { MemberInfo } from '@/shared/contract/member';
import { socialProviders } from '@/shared/contract/social';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { useAccountOverviewQuery } from './account-api';
import { LastLoginLine, MemberBadge, PageTitle } from './account-bits';
import styles from './account.module.css';

interface SecurityRow {
  key: string;
  icon: ReactNode;
  title: string;
  /** what is set now; absent where the page cannot know (payment password, bank cards) */
  state?: { text: string; good: boolean } | undefined;
  action?: { label: string; run: () => void } | undefined;
  note?: string | undefined;
}

/** My account: who is logged in, how well the account is protected, and the way to each setting. */
export function Component() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectMemberInfo);
  const overview = useAccountOverviewQuery();

  if (overview.isError) {
    return (
      <LoadFailed title={t('account.loadFailed')} onRetry={() => void overview.refetch()} />
    );
  }
  if (!overview.data || !user) {
    return (
      <div className={styles.page} aria-busy="true">
<PageTitle page="securityCenter" />
        <Skeleton className={styles.skeletonHero} />
        <Skeleton className={styles.skeletonList} />
      </div>
    );
  }
  const data = overview.data;
  const rows = securityRows(t, data, user, {
    open: (page) => dispatch(memberCentreOpened(page)),
    changePassword: () => dispatch(modalOpened({ name: 'changePassword', options: { forced: false } })),
  });

  return (
    <div className={styles.page}>
<PageTitle page="securityCenter" />
      <section className={styles.hero} aria-label={t('account.summary')}>
        <MemberAvatar src={user.avatarUrl} name={user.nickname || user.account} size={72} className={styles.heroAvatar} />
        <div className={styles.heroText}>
          <p className={styles.heroName}>{user.nickname || user.account}</p>
          <p className={styles.muted}>
            {t('account.accountName')}: <strong>{user.account}</strong>
          </p>
          <MemberBadge user={user} onOpen={(page) => dispatch(memberCentreOpened(page))} />
          <LastLoginLine login={data.previousLogin} />
        </div>
        <SecurityMeter score={data.securityScore} level={data.securityLevel} />
      </section>

      <ul className={styles.items} aria-label={t('account.items')}>
        {rows.map((row) => (
          <li key={row.key} className={styles.item}>
            <span className={styles.itemIcon} aria-hidden="true">
              {row.icon}
            </span>
            <div className={styles.itemText}>
              <span className={styles.itemTitle}>{row.title}</span>
              {row.note && <span className={styles.muted}>{row.note}</span>}
            </div>
            <span className={styles.itemState}>
              {row.state && <span className={row.state.good ? styles.stateGood : styles.stateBad}>{row.state.text}</span>}
            </span>
            <span className={styles.itemAction}>
              {row.action && (
                <Button variant="subtle" size="small" onClick={row.action.run} aria-label={`${row.title}: ${row.action.label}`}>
                  {row.action.label}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SecurityMeter({ score, level }: { score: number; level: AccountOverview['securityLevel'] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.meter}>
      <span className={styles.muted}>{t('account.securityLevel')}</span>
      <strong className={styles[`level_${level}`]}>{t(`account.level.${level}`)}</strong>
      <div
        className={styles.meterTrack}
        role="meter"
        aria-label={t('account.securityLevel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score}% · ${t(`account.level.${level}`)}`}
      >
        <span className={`${styles.meterFill} ${styles[`fill_${level}`]}`} style={{ width: `${score}%` }} />
      </div>
      <span className={styles.muted}>{score}%</span>
    </div>
  );
}

type Translate = TFunction;
type CentreTarget = 'profile' | 'paymentPassword' | 'bankCards' | 'authenticator' | 'loginHistory' | 'responsibleGaming';

export function securityRows(
  t: Translate,
  data: AccountOverview,
  user: MemberInfo,
  go: { open: (page: CentreTarget) => void; changePassword: () => void },
): SecurityRow[] {
  const set = (good: boolean, on: string, off: string) => ({ text: good ? on : off, good });
  const mobile = data.mobileNum ? `${data.countryDialingCode ?? ''} ${data.mobileNum}`.trim() : null;
  const identityRows = socialProviders.map((provider): SecurityRow => {
    const linked = data.identities.find((i) => i.provider === provider);
    const name = provider === 'google.com' ? 'Google' : 'Facebook';
    return {
      key: provider,
      icon: provider === 'google.com' ? <GoogleMark size={18} /> : <FacebookIcon size={18} />,
      title: t('account.item.identity', { provider: name }),
      state: set(linked !== undefined, t('account.state.linked'), t('account.state.notLinked')),
      note: linked ? (linked.email ?? undefined) : t('account.identityHint', { provider: name }),
    };
  });
  return [
    {
      key: 'profile',
      icon: <UserIcon size={18} />,
      title: t('memberCentre.profile'),
      note: user.nickname || user.account,
      action: { label: t('account.action.edit'), run: () => go.open('profile') },
    },
    {
      key: 'password',
      icon: <LockIcon size={18} />,
      title: t('account.item.loginPassword'),
      state: set(true, t('account.state.set'), ''),
      action: { label: t('account.action.change'), run: go.changePassword },
    },
    {
      key: 'payeeName',
      icon: <FileIcon size={18} />,
      title: t('account.item.payeeName'),
      state: set(data.payeeName !== null, t('account.state.locked'), t('account.state.notSet')),
      note: data.payeeName ?? undefined,
      action: data.payeeName ? undefined : { label: t('account.action.setUp'), run: () => go.open('profile') },
    },
    {
      key: 'paymentPassword',
      icon: <ShieldIcon size={18} />,
      title: t('memberCentre.paymentPassword'),
      state: set(data.paymentPasswordSet, t('account.state.set'), t('account.state.notSet')),
      note: data.paymentPasswordSet ? undefined : t('account.paymentPasswordHint'),
      action: { label: data.paymentPasswordSet ? t('account.action.manage') : t('account.action.setUp'), run: () => go.open('paymentPassword') },
    },
    {
      key: 'bankCards',
      icon: <WalletIcon size={18} />,
      title: t('memberCentre.bankCards'),
      state: set(data.bankCardCount > 0, t('account.state.cards', { count: data.bankCardCount }), t('account.state.noCards')),
      note: data.bankCardCount > 0 ? undefined : t('account.bankCardsHint'),
      action: { label: data.bankCardCount > 0 ? t('account.action.manage') : t('account.action.bind'), run: () => go.open('bankCards') },
    },
    {
      key: 'email',
      icon: <MessageIcon size={18} />,
      title: t('account.item.email'),
      state: set(data.email !== null, t('account.state.bound'), t('account.state.notBound')),
      note: data.email ?? undefined,
      action: { label: data.email ? t('account.action.change') : t('account.action.bind'), run: () => go.open('profile') },
    },
    {
      key: 'mobile',
      icon: <MessageIcon size={18} />,
      title: t('account.item.mobile'),
      state: set(mobile !== null, t('account.state.bound'), t('account.state.notBound')),
      note: mobile ?? undefined,
      action: { label: mobile ? t('account.action.change') : t('account.action.bind'), run: () => go.open('profile') },
    },
    {
      key: 'authenticator',
      icon: <ShieldIcon size={18} />,
      title: t('memberCentre.authenticator'),
      state: set(data.authenticatorOn, t('account.state.on'), t('account.state.off')),
      action: { label: data.authenticatorOn ? t('account.action.manage') : t('account.action.setUp'), run: () => go.open('authenticator') },
    },
    ...identityRows,
    {
      key: 'loginHistory',
      icon: <HistoryIcon size={18} />,
      title: t('memberCentre.loginHistory'),
      action: { label: t('account.action.view'), run: () => go.open('loginHistory') },
    },
    {
      key: 'responsibleGaming',
      icon: <ShieldIcon size={18} />,
      title: t('memberCentre.responsibleGaming'),
      action: { label: t('account.action.manage'), run: () => go.open('responsibleGaming') },
    },
  ];
}
