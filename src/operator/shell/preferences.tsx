import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '@/shared/components/icons';
import { supportedLanguages, type SupportedLanguage } from '@/shared/i18n/language';
import { changeConsoleLanguage } from '../i18n';
import { useFormat } from '@/shared/i18n/use-format';
import { useTheme } from './theme';
import styles from './console-shell.module.css';

/** Each language in its own words: the list must be readable whatever is shown now. */
const languageNames: Record<SupportedLanguage, string> = {
  TY: 'Tiếng Việt (TY)',
  VI: 'Tiếng Việt',
  EN: 'English',
  CN: '简体中文',
  TH: 'ไทย',
  ID: 'Bahasa Indonesia',
};

/** The language list and the theme switch, on the sign-in page and in the top bar. */
export function Preferences() {
  const { t, i18n } = useTranslation('operator');
  const { language } = useFormat();
  const [theme, toggleTheme] = useTheme();
  return (
    <div className={styles.preferences}>
      <label className={styles.languageLabel}>
        <span className="visually-hidden">{t('shell.language')}</span>
        <select
          className={styles.languageSelect}
          value={language}
          onChange={(event) => void changeConsoleLanguage(i18n, event.target.value as SupportedLanguage)}
        >
          {supportedLanguages.map((code) => (
            <option key={code} value={code}>
              {languageNames[code]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.iconButton}
        onClick={toggleTheme}
        aria-label={theme === 'dark' ? t('shell.lightTheme') : t('shell.darkTheme')}
        title={theme === 'dark' ? t('shell.lightTheme') : t('shell.darkTheme')}
      >
        {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
      </button>
    </div>
  );
}
