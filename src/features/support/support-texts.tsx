import { useEffect, useState, type ReactNode } from 'react';
import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';

/*
 * The texts of the support desk (`support:`, locales/support/support-<language>.json).
 * The desk adds them itself, in the active language only, when it opens,
 * instead of through the site's namespace table (shared/i18n/i18n.ts): that
 * table travels with the first screen, which should not grow for this page.
 * So the namespace is never asked of i18next's loader (which knows only the
 * table): the desk's components take `useSupportT`, not `useTranslation('support')`.
 */

export const supportLocaleFiles = import.meta.glob<ResourceKey>('../../../locales/support/*.json', { import: 'default' });

/** Whether the desk's texts of the active language are in; loads them when they are not. */
function useSupportTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [, setLoads] = useState(0);
  const loaded = i18n.hasResourceBundle(language, 'support');
  useEffect(() => {
    if (loaded) return;
    let current = true;
    const load = supportLocaleFiles[`../../../locales/support/support-${language}.json`];
    void load?.().then((texts) => {
      i18n.addResourceBundle(language, 'support', texts, true, true);
      // draw again now that they are in
      if (current) setLoads((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, loaded]);
  return loaded;
}

/** The desk drawn once its texts have loaded in the active language; until then `placeholder`. */
export function SupportTexts({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useSupportTexts() ? children : placeholder;
}

/** The desk's `t` (keys `support:…`), drawn again when the language changes. */
export function useSupportT() {
  const { i18n } = useTranslation();
  return { t: i18n.getFixedT(i18n.language, 'support') };
}
