import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import type { ActivityCard } from '@/shared/contract/promotions';
import { useFormat } from '@/shared/i18n/use-format';
import { PROMOTIONS_NS } from './promotion-texts';
import { StateAction } from './state-action';
import styles from './promotions.module.css';

/** The period as the cards show it: the start date, and the end date or "no end date". */
export function PeriodText({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const format = useFormat();
  const from = format.date(startsAt);
  return <>{endsAt ? t('promotions:period.range', { from, to: format.date(endsAt) }) : t('promotions:period.open', { from })}</>;
}

/** A card of the list: banner, title, period and the state; the whole card opens the promotion. */
export function PromotionCard({ card }: { card: ActivityCard }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <li className={styles.card}>
      <Link to={paths.promotions.href(card.id)} className={styles.cardLink} aria-label={`${card.title}: ${t('promotions:list.details')}`}>
        <img className={styles.banner} src={card.imageUrl} alt="" width={640} height={240} loading="lazy" />
      </Link>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={paths.promotions.href(card.id)}>{card.title}</Link>
        </h2>
        <p className={styles.summary}>{card.summary}</p>
        <div className={styles.cardFoot}>
          <span className={styles.period}>
            <PeriodText startsAt={card.startsAt} endsAt={card.endsAt} />
          </span>
          <StateAction state={card.state} />
        </div>
      </div>
    </li>
  );
}
