import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Logo } from '@/shared/components/logo';
import { paths } from '@/shared/config/paths';
import { useImageHost } from '@/shared/store/use-image-host';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectResources, selectSiteInfo } from '@/shared/store/system-status';
import styles from './footer.module.css';

/** Minimum age shown in the interface (product decision: 21 everywhere). */
export const MINIMUM_AGE = 21;

export function Footer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectSiteInfo);
  const resources = useAppSelector(selectResources);
  const { data } = useGameVendorsQuery();
  const imageUrl = useImageHost();
  const brand = info?.brandName ?? '';
  const affiliateUrl = resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url ?? null;
  const vendors = new Map<string, { name: string; iconUrl: string }>();
  for (const lane of data?.data.lanes ?? []) {
    for (const card of lane.cards) vendors.set(card.vassalage, { name: card.name, iconUrl: card.iconUrl });
  }

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.groups}>
          <section>
            <Logo name={brand} />
            <p className={styles.groupText} style={{ marginTop: 12 }}>
              {t('footer.aboutText', { brand })}
            </p>
          </section>
          <section>
            <h2 className={styles.groupTitle}>{t('footer.affiliateTitle')}</h2>
            <p className={styles.groupText}>{t('footer.affiliateText')}</p>
            <Button
              variant="accent"
              size="small"
              onClick={() => {
                if (affiliateUrl?.startsWith('/')) void navigate(affiliateUrl);
                else if (affiliateUrl) window.open(affiliateUrl, '_blank', 'noopener,noreferrer');
                else void navigate(paths.register.href());
              }}
            >
              {t('footer.affiliateStart')}
            </Button>
          </section>
          <section>
            <h2 className={styles.groupTitle}>{t('footer.responsibleTitle')}</h2>
            <p className={styles.groupText}>
              <span className={styles.age} aria-hidden="true">
                {MINIMUM_AGE}+
              </span>
              {t('footer.responsibleText', { age: MINIMUM_AGE })}
            </p>
            <Button variant="ghost" size="small" className={styles.toolsLink} onClick={() => dispatch(memberCentreOpened('responsibleGaming'))}>
              {t('footer.responsibleLink')}
            </Button>
          </section>
          <section>
            <h2 className={styles.groupTitle}>{t('footer.supportTitle')}</h2>
            <ul className={styles.links}>
              <li>
                <Link to={paths.news.href()}>{t('footer.news')}</Link>
              </li>
              <li>
                <Link to={paths.contact.href()}>{t('footer.contact')}</Link>
              </li>
              <li>
                <button type="button" className={styles.linkButton} onClick={() => dispatch(memberCentreOpened('supportTickets'))}>
                  {t('footer.supportTickets')}
                </button>
              </li>
            </ul>
          </section>
        </div>
        {vendors.size > 0 && (
          <div className={styles.vendors} aria-label={t('footer.vendors')} role="list">
            {[...vendors.entries()].map(([code, vendor]) => (
              <img
                key={code}
                role="listitem"
                className={styles.vendor}
                src={imageUrl(vendor.iconUrl)}
                alt={vendor.name}
                title={vendor.name}
                width={64}
                height={40}
                loading="lazy"
              />
            ))}
          </div>
        )}
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
      </div>
    </footer>
  );
}
