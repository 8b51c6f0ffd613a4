import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '@/shared/components/icons';
import { ShieldIcon } from '@/shared/components/more-icons';
import { Badge } from '@/shared/console/badge';
import { useSignOutMutation } from '@/shared/console/console-api';
import { consolePaths } from '@/shared/console/console-paths';
import { consolePages } from '../pages';
import { broadcast } from '../session/session-channel';
import { signedOut } from '@/shared/console/session-slice';
import { useConsoleDispatch, useConsoleSelector } from '@/shared/console/console-store';
import { Preferences } from './preferences';
import { useShortcuts } from './shortcuts';
import styles from './console-shell.module.css';

/** The frame of every page once signed in: the navigation of the pages the role may open, the operator, the page. */
export function ConsoleShell() {
  const { t } = useTranslation('operator');
  const operator = useConsoleSelector((state) => state.session.operator);
  const dispatch = useConsoleDispatch();
  const navigate = useNavigate();
  const [signOut, signingOut] = useSignOutMutation();
  const pages = consolePages.filter((page) => page.nav && operator && page.roles.includes(operator.role));
  useShortcuts(pages);

  const onSignOut = async () => {
    // the session ends here whatever the server answers: a dead token is as good as a revoked one
    await signOut().catch(() => undefined);
    broadcast({ type: 'signOut' });
    dispatch(signedOut('signedOut'));
    void navigate(consolePaths.signIn, { replace: true });
  };

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#console-main">
        {t('shell.skipToContent')}
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <ShieldIcon size={18} />
          </span>
          <span>
            <strong>Lotus Play</strong>
            <span className={styles.brandSub}>{t('shell.console')}</span>
          </span>
        </div>
        <nav aria-label={t('shell.navigation')} className={styles.nav}>
          <ul>
            {pages.map((page) => {
              const Icon = page.nav!.icon;
              return (
                <li key={page.path}>
                  <NavLink to={`/${page.path}`} end={page.path === ''} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}>
                    <Icon size={18} />
                    <span>{t(`pages.${page.title}`)}</span>
                    {page.nav!.shortcut && (
                      <kbd className={styles.kbd} title={t('shell.shortcut', { key: page.nav!.shortcut })}>
                        g {page.nav!.shortcut}
                      </kbd>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {operator && (
          <div className={styles.who}>
            <div className={styles.whoName}>{operator.displayName}</div>
            <div className={styles.whoMeta}>
              <span>{operator.username}</span>
              <Badge tone={operator.role === 'admin' ? 'info' : 'neutral'}>{t(`roles.${operator.role}`)}</Badge>
            </div>
            <div className={styles.whoMeta}>{operator.merchantCode ?? t('shell.allBrands')}</div>
          </div>
        )}
      </aside>
      <div className={styles.main}>
        <header className={styles.topbar}>
          <span className={styles.hint}>{t('shell.searchHint')}</span>
          <Preferences />
          <button type="button" className={styles.signOut} onClick={() => void onSignOut()} disabled={signingOut.isLoading}>
            <LogoutIcon size={16} />
            {t('shell.signOut')}
          </button>
        </header>
        <main id="console-main" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
