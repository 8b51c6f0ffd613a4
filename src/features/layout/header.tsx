import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Logo } from '@/shared/components/logo';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { paths } from '@/shared/config/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { memberCentreOpened } from '@/shared/store/centres';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectHasRealAccount, selectIsLoggedIn, selectMemberInfo } from '@/shared/store/session-slice';
import { isModuleEnabled, selectSiteInfo, selectSystemStatus } from '@/shared/store/system-status';
import { BalanceDisplay } from './balance-display';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

export interface HeaderProps {
  /** more visitor actions before the login button (the app puts the social sign-in drop-down here) */
  visitorActions?: ReactNode;
}

export function Header({ visitorActions }: HeaderProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // the server renders every page for a visitor: a stored session shows only once hydrated
  // (index.html hides the visitor's buttons before the first paint when a session token is stored)
  const hydrated = useHydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn) && hydrated;
  const user = useAppSelector(selectMemberInfo);
  const status = useAppSelector(selectSystemStatus);
  const info = useAppSelector(selectSiteInfo);
  const memberCentreAllowed = useAppSelector(selectHasRealAccount) && isModuleEnabled(status, 'MEMBERCENTER');
  const directRegister = isModuleEnabled(status, 'DIRECTREG3');
  const freePlayOn = (status?.info.settings.freePlay ?? false) && isModuleEnabled(status, 'FREEPLAY');
  const brand = info?.brandName ?? '';

  return (
    <header className={styles.header} data-member={loggedIn || undefined}>
      <div className={styles.left}>
        <Link to={paths.home.href()} className={styles.logoLink} aria-label={brand || t('nav.home')}>
          <Logo name={brand} nameClassName={styles.brandName} />
        </Link>
        <ThemeSwitch />
      </div>
      <div className={styles.right}>
        {!loggedIn && (
          <div className={styles.visitorActions} data-visitor-actions="">
            {freePlayOn && (
              <Button variant="ghost" className={styles.hideNarrow} onClick={() => dispatch(modalOpened({ name: 'freePlay' }))}>
                {t('auth.freeTrial')}
              </Button>
            )}
            {visitorActions}
            {/* data-early-login: before the app has run, a press opens the server's copy of the login dialog */}
            <Button variant="ghost" data-intent="login" data-early-login="" onClick={() => dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }))}>
              {t('session.login')}
            </Button>
            {directRegister && (
              <Button
                variant="accent"
                data-intent="login"
                onClick={() => dispatch(modalOpened({ name: 'login', options: { tab: 'register' } }))}
              >
                {t('session.register')}
              </Button>
            )}
          </div>
        )}
        {loggedIn && (
          <>
            {memberCentreAllowed && (
              <>
                <Button variant="accent" onClick={() => dispatch(memberCentreOpened('depositv2'))}>
                  {t('wallet.deposit')}
                </Button>
                <Button variant="ghost" className={styles.withdraw} onClick={() => dispatch(memberCentreOpened('withdraw'))}>
                  {t('wallet.withdraw')}
                </Button>
              </>
            )}
            <BalanceDisplay />
            {user && <UserMenu user={user} memberCentreAllowed={memberCentreAllowed} />}
          </>
        )}
      </div>
    </header>
  );
}
