import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/shared/components/page-placeholder';
import { menuCategories } from '@/shared/config/game-categories';

/** Page group "egame": the category pages /rng /pvp /live /fish /sports /esports /inhouse. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = menuCategories.find((c) => `/${c.route}` === pathname);
  return <PagePlaceholder title={entry ? t(entry.labelKey) : ''} icon={entry ? <entry.Icon size={28} /> : undefined} />;
}
