import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalanceQuery } from '@/shared/api/core-api';
import { CountBadge } from '@/shared/components/count-badge';
import { DropdownMenu, menuItemClass } from '@/shared/components/dropdown-menu';
import {
  ChevronDownIcon,
  FileIcon,
  LockIcon,
  LogoutIcon,
  MoonIcon,
  StarIcon,
  SunIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@/shared/components/icons';
import type { MemberInfo } from '@/shared/contract/member';
import { isGuestType } from '@/shared/contract/member-rules';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { agentCentreOpened, memberCentreOpened } from '@/shared/store/centres';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectTheme, themeChanged } from '@/shared/store/preferences-slice';
import { selectIsAgent } from '@/shared/store/session-slice';
import { useProtectedImage } from '@/shared/store/use-protected-image';
import styles from './header.module.css';

export const DEFAULT_AVATAR = '/media/avatars/default.svg';

/** Where a member's header hides its theme switch (header.module.css): the account menu offers it instead. */
export const NARROW_MEMBER_HEADER = '(max-width: 480px)';
/** Where a member's header has no room for Withdraw (header.module.css): the account menu offers it instead. */
export const WITHDRAW_IN_MENU = '(max-width: 374px), (min-width: 481px) and (max-width: 900px)';

function Avatar({ src, className }: { src: string | null; className?: string }) {
  // a member's uploaded avatar is served to its owner's session only: fetched with the token
  const image = useProtectedImage(src);
  // the image that failed to draw: a new avatar gets its chance
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  return (
    <img
      className={className}
      src={!image.src || image.failed || brokenSrc === image.src ? DEFAULT_AVATAR : image.src}
      alt=""
      width={34}
      height={34}
      onError={() => setBrokenSrc(image.src)}
    />
  );
}

export function UserMenu({ user, memberCentreAllowed }: { user: MemberInfo; memberCentreAllowed: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const canOpenAgentCentre = useAppSelector(selectIsAgent);
  // the balance answer carries the unread platform messages (the header's balance polls it)
  const unread = useBalanceQuery().data?.unreadMessages ?? 0;
  const unreadId = useId();
  const theme = useAppSelector(selectTheme);
  const themeInMenu = useMediaQuery(NARROW_MEMBER_HEADER);
  const withdrawInMenu = useMediaQuery(WITHDRAW_IN_MENU) && memberCentreAllowed;
  const label = user.clubLabel;
  const memberLabel = user.memberLabel[0];

  const header = (close: () => void) => (
    <div className={styles.menuHead}>
      <button
        type="button"
        className={styles.menuHeadAvatar}
        aria-label={t('layout.editProfile')}
        onClick={() => {
          close();
          dispatch(memberCentreOpened('profile'));
        }}
      >
        <Avatar src={user.avatarUrl} />
        <span className={styles.editBadge} aria-hidden="true">
          {t('layout.edit')}
        </span>
      </button>
      <div>
        <p className={styles.nickname}>{user.nickname || user.account}</p>
        <button
          type="button"
          className={styles.label}
          style={
            label
              ? { background: `linear-gradient(90deg, ${label.color}, ${label.color2})`, color: '#fff' }
              : memberLabel
                ? { background: memberLabel.bgColor, color: memberLabel.textColor }
                : undefined
          }
          onClick={() => {
            close();
            // the rank label opens the VIP rank page: the member's level, the ladder and the way up
            dispatch(memberCentreOpened('playerRank'));
          }}
        >
          {label?.labelName ?? memberLabel?.labelName ?? t('layout.member')}
        </button>
      </div>
    </div>
  );

  return (
    <DropdownMenu
      label={t('layout.accountMenu')}
      trigger={(props) => (
        <button
          type="button"
          className={styles.avatarButton}
          aria-describedby={unread > 0 ? unreadId : undefined}
          // where the focus goes when a dialog whose opener is gone closes (the login popup's Log in)
          data-focus-return
          {...props}
        >
          <span className={styles.avatarWrap}>
            <Avatar src={user.avatarUrl} className={styles.avatar} />
            {unread > 0 && (
              <CountBadge
                id={unreadId}
                count={unread}
                description={t('layout.unreadMessages', { count: unread })}
                className={styles.avatarBadge}
              />
            )}
          </span>
          <ChevronDownIcon size={16} />
          {/* the name from the content, not aria-label: the badge's number is on the button too (WCAG 2.5.3) */}
          <span className="visually-hidden">{t('layout.accountMenu')}</span>
        </button>
      )}
    >
      {(close) => {
        const open = (action: () => void) => () => {
          close();
          action();
        };
        return (
          <>
            {header(close)}
            {withdrawInMenu && (
              <button type="button" role="menuitem" className={menuItemClass} onClick={open(() => dispatch(memberCentreOpened('withdraw')))}>
                <WalletIcon size={18} />
                {t('wallet.withdraw')}
              </button>
            )}
            {memberCentreAllowed && (
              <>
                <button type="button" role="menuitem" className={menuItemClass} onClick={open(() => dispatch(memberCentreOpened()))}>
                  <UserIcon size={18} />
                  {t('layout.memberCentre')}
                </button>
                <button
                  type="button"
                  role="menuitem"
                  className={menuItemClass}
                  onClick={open(() => dispatch(memberCentreOpened('transactionHistory')))}
                >
                  <FileIcon size={18} />
                  {t('layout.accountRecord')}
                </button>
                <button
                  type="button"
                  role="menuitem"
                  className={menuItemClass}
                  onClick={open(() => dispatch(memberCentreOpened('personalHistoryCopy')))}
                >
                  <StarIcon size={18} />
                  {t('layout.bettingRecord')}
                </button>
              </>
            )}
            {canOpenAgentCentre && (
              <button type="button" role="menuitem" className={menuItemClass} onClick={open(() => dispatch(agentCentreOpened()))}>
                <UsersIcon size={18} />
                {t('layout.agentCentre')}
              </button>
            )}
            {!isGuestType(user.isAgent) && (
              // a free-play guest has no password to change
              <button
                type="button"
                role="menuitem"
                className={menuItemClass}
                onClick={open(() => dispatch(modalOpened({ name: 'changePassword', options: { forced: false } })))}
              >
                <LockIcon size={18} />
                {t('layout.changePassword')}
              </button>
            )}
            {themeInMenu && (
              <button
                type="button"
                role="menuitem"
                className={menuItemClass}
                onClick={open(() => dispatch(themeChanged(theme === 'dark' ? 'light' : 'dark')))}
              >
                {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
                {t(theme === 'dark' ? 'layout.themeLight' : 'layout.themeDark')}
              </button>
            )}
            <div className={styles.menuSeparator} role="separator" />
            <button
              type="button"
              role="menuitem"
              className={menuItemClass}
              onClick={open(() => dispatch(modalOpened({ name: 'logoutConfirm' })))}
            >
              <LogoutIcon size={18} />
              {t('session.signOut')}
            </button>
          </>
        );
      }}
    </DropdownMenu>
  );
}
