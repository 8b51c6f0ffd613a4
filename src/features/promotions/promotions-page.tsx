import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { GiftIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { Tabs } from '@/shared/components/tabs';
import { promotionTabs, type PromotionTab } from '@/shared/contract/promotions';
import { useAppSelector } from '@/shared/store/hooks';
import { PromotionCard } from './promotion-card';
import { PromotionDetail } from './promotion-detail';
import { useActivityListQuery } from './promotions-api';
import { PROMOTIONS_NS, PromotionTexts } from './promotion-texts';
import styles from './promotions.module.css';

/** `?id=` as a promotion id, or null. */
export function promotionIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /promotions: the spec's 15 tabs (those with promotions), cards with banner, title, period and state; `?id=` opens one. */
export function PromotionsPage() {
  const [params] = useSearchParams();
  const id = promotionIdOf(params);
  return (
    <div className={styles.page}>
      <PromotionTexts placeholder={<Skeleton style={{ height: 420 }} />}>{id === null ? <PromotionList /> : <PromotionDetail id={id} />}</PromotionTexts>
    </div>
  );
}

function PromotionList() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const token = useAppSelector((s) => s.session.token);
  const list = useActivityListQuery({ token });
  const [tab, setTab] = useState<PromotionTab>('all');
  const items = list.data?.items ?? [];
  // a tab with nothing in it is not shown
  const tabs = promotionTabs.filter((k) => k === 'all' || items.some((c) => c.tab === k)).map((k) => ({ key: k, label: t(`promotions:tabs.${k}`) }));
  const shown = items.filter((c) => tab === 'all' || c.tab === tab);

  return (
    <>
      <h1 className={styles.title}>{t('nav.promotions')}</h1>
      {list.isLoading ? (
        <div className={styles.grid} aria-busy="true">
          <Skeleton style={{ height: 280 }} />
          <Skeleton style={{ height: 280 }} />
          <Skeleton style={{ height: 280 }} />
        </div>
      ) : list.isError ? (
        <LoadFailed title={t('promotions:list.failed')} onRetry={() => void list.refetch()} />
      ) : (
        <Tabs items={tabs} selected={tabs.some((x) => x.key === tab) ? tab : 'all'} onSelect={setTab} label={t('promotions:list.tabsLabel')} className={styles.tabs}>
          {shown.length === 0 ? (
            <StateView icon={<GiftIcon size={28} />} title={t('promotions:list.emptyTitle')} text={t('promotions:list.emptyText')} />
          ) : (
            <ul className={styles.grid}>
              {shown.map((card) => (
                <PromotionCard key={card.id} card={card} />
              ))}
            </ul>
          )}
        </Tabs>
      )}
    </>
  );
}

/** /promoDetail?id=: the promotion alone. */
export function PromoDetailPage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [params] = useSearchParams();
  const id = promotionIdOf(params);
  return (
    <div className={styles.page}>
      <PromotionTexts placeholder={<Skeleton style={{ height: 420 }} />}>
        {id === null ? <StateView icon={<GiftIcon size={28} />} title={t('promotions:errors.notFound')} /> : <PromotionDetail id={id} />}
      </PromotionTexts>
    </div>
  );
}
