import { useEffect, useState, type ReactNode } from 'react';
import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';

/*
 * The texts of the points mall (`points:`, locales/points/points-<language>.json).
 * The mall adds them itself, in the active language only, when it opens,
 * instead of through the site's namespace table (shared/i18n/i18n.ts): that
 * table travels with the first screen, which should not grow for this page.
 * So the namespace is never asked of i18next's loader (which knows only the
 * table): the mall's components take `usePointsT`, not `useTranslation('points')`.
 */

export const pointsLocaleFiles = import.meta.glob<ResourceKey>('../../../locales/points/*.json', { import: 'default' });

/** Whether the mall's texts of the active language are in; loads them when they are not. */
function usePointsTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [, setLoads] = useState(0);
  const loaded = i18n.hasResourceBundle(language, 'points');
  useEffect(() => {
    if (loaded) return;
    let current = true;
    const load = pointsLocaleFiles[`../../../locales/points/points-${language}.json`];
    void load?.().then((texts) => {
      i18n.addResourceBundle(language, 'points', texts, true, true);
      // draw again now that they are in
      if (current) setLoads((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, loaded]);
  return loaded;
}

/** The mall drawn once its texts have loaded in the active language; until then `placeholder`. */
export function PointsTexts({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return usePointsTexts() ? children : placeholder;
}

/** The mall's `t` (keys `points:…`), drawn again when the language changes. */
export function usePointsT() {
  const { i18n } = useTranslation();
  return { t: i18n.getFixedT(i18n.language, 'points') };
}
