import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { MoonIcon, SunIcon } from '@/shared/components/icons';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectTheme, themeChanged } from '@/shared/store/preferences-slice';
import styles from './header.module.css';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const storedTheme = useAppSelector(selectTheme);
  // the server renders for no stored theme; the highlight follows <html data-theme> (set before paint) in the CSS
  const theme = useHydrated() ? storedTheme : 'light';
  return (
    <div className={styles.themeSwitch} role="group" aria-label={t('layout.theme')}>
      <button
        type="button"
        className={styles.themeOption}
        data-option="light"
        aria-pressed={theme === 'light'}
        aria-label={t('layout.themeLight')}
        title={t('layout.themeLight')}
        onClick={() => dispatch(themeChanged('light'))}
      >
        <SunIcon size={18} />
      </button>
      <button
        type="button"
        className={styles.themeOption}
        data-option="dark"
        aria-pressed={theme === 'dark'}
        aria-label={t('layout.themeDark')}
        title={t('layout.themeDark')}
        onClick={() => dispatch(themeChanged('dark'))}
      >
        <MoonIcon size={18} />
      </button>
    </div>
  );
}
