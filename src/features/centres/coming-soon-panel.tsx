import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WrenchIcon } from '@/shared/components/icons';
import styles from './coming-soon-panel.module.css';

/** A page of the window being put together: drawn in the theme's colours, so it suits light and dark alike. */
function WorkInProgressArt() {
  return (
    <svg className={styles.art} viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <ellipse className={styles.blob} cx="120" cy="88" rx="108" ry="64" />
      <rect className={styles.card} x="50" y="32" width="140" height="100" rx="14" />
      <path className={styles.cardTop} d="M64 32h112a14 14 0 0 1 14 14v8H50v-8a14 14 0 0 1 14-14z" />
      <circle className={styles.dot} cx="64" cy="43" r="3" />
      <circle className={styles.dot} cx="74" cy="43" r="3" />
      <circle className={styles.dot} cx="84" cy="43" r="3" />
      <rect className={styles.line} x="66" y="66" width="62" height="9" rx="4.5" />
      <rect className={styles.lineSoft} x="66" y="83" width="104" height="6" rx="3" />
      <rect className={styles.lineSoft} x="66" y="95" width="84" height="6" rx="3" />
      <rect className={styles.track} x="66" y="111" width="108" height="8" rx="4" />
      <rect className={styles.progress} x="66" y="111" width="70" height="8" rx="4" />
      <g className={styles.gear} transform="translate(186 40)">
        <circle className={styles.gearTeeth} r="17" />
        <circle className={styles.gearBody} r="13" />
        <circle className={styles.gearHole} r="5" />
      </g>
      <path className={styles.sparkle} d="M34 44l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
      <path className={styles.sparkleSmall} d="M208 112l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
    </svg>
  );
}

/**
 * What a centre shows for a page of its registry that is not built yet:
 * the page's own title and a sentence saying it is on its way, inside the
 * centre (the menu stays usable). Never another page in its place.
 */
export function ComingSoonPanel({ title }: { title: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="coming-soon">
      <WorkInProgressArt />
      <p className={styles.tag}>
        <WrenchIcon size={14} />
        {t('common.comingSoonTitle')}
      </p>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.text}>{t('centres.comingSoonText')}</p>
    </section>
  );
}
