import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateView } from './feedback';
import { StarIcon } from './icons';

/** A titled page whose content is still being built; the shell around it is real. */
export function PagePlaceholder({ title, icon }: { title: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" style={{ margin: '8px 0 0', fontSize: 26 }}>
        {title}
      </h1>
      <StateView icon={icon ?? <StarIcon size={28} />} title={t('common.comingSoonTitle')} text={t('common.comingSoonText')} />
    </section>
  );
}
