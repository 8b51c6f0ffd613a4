import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { DownloadIcon, GlobeIcon } from '@/shared/components/icons';
import { Tabs } from '@/shared/components/tabs';
import { paths } from '@/shared/config/paths';
import type { Resource } from '@/shared/contract/system';
import { useAppSelector } from '@/shared/store/hooks';
import { selectResources, selectSiteInfo } from '@/shared/store/system-status';
import { DownloadTexts, DOWNLOAD_NS } from './download-texts';
import { useAppInstalled, useInstallPrompt } from './installed-app';
import styles from './download.module.css';

/** The QR code of step 1: size 100, margin 0 (spec section 2, "App download"). */
export const QR_SIZE = 100;
export const QR_MARGIN = 0;

export const platforms = ['android', 'ios'] as const;
export type Platform = (typeof platforms)[number];

/** The resource each tab's link comes from (spec: "Resource links read: Android and MOBILECONFIG"). */
export const platformResource: Record<Platform, Resource['resourceType']> = { android: 'Android', ios: 'MOBILECONFIG' };

const stepKeys = ['scan', 'menu', 'add', 'confirm'] as const;

/** The tab to open with: the one the link names (`?app=ios`, the resources' links), else the phone's own. */
function initialPlatform(params: URLSearchParams): Platform {
  const named = (params.get('app') ?? params.get('platform') ?? '').toLowerCase();
  if (named === 'ios' || named === 'android') return named;
  return /iPhone|iPad|iPod/.test(navigator.userAgent) ? 'ios' : 'android';
}

export function AppDownloadPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('nav.download')}</h1>
      <DownloadTexts placeholder={<Skeleton style={{ height: 420 }} />}>
        <AppDownloadContent />
      </DownloadTexts>
    </div>
  );
}

function AppDownloadContent() {
  const { t } = useTranslation(DOWNLOAD_NS);
  const [params] = useSearchParams();
  const [platform, setPlatform] = useState<Platform>(() => initialPlatform(params));
  const resources = useAppSelector(selectResources);
  const brand = useAppSelector(selectSiteInfo)?.brandName ?? '';
  const installed = useAppInstalled();
  const { prompt, install } = useInstallPrompt();
  const speedTest = resources.find((r) => r.resourceType === 'SpeedTest')?.url ?? paths.mirrors.href();

  const link = resources.find((r) => r.resourceType === platformResource[platform])?.url;
  const absolute = link ? new URL(link, window.location.origin).href : null;
  const name = t(`download:platform.${platform}`);

  return (
    <>
      <p className={styles.intro}>{t('download:page.intro', { brand })}</p>
      {installed ? (
        <p role="status" className={styles.installed}>
          <DownloadIcon size={20} />
          {t('download:page.installed', { brand })}
        </p>
      ) : (
        prompt && (
          <div className={styles.installBar}>
            <span>{t('download:page.installHere', { brand })}</span>
            <Button icon={<DownloadIcon size={18} />} onClick={() => void install()}>
              {t('download:page.install')}
            </Button>
          </div>
        )
      )}
      <Tabs
        className={styles.tabs}
        label={t('download:page.tabs')}
        items={platforms.map((key) => ({ key, label: t(`download:platform.${key}`) }))}
        selected={platform}
        onSelect={setPlatform}
      >
        <ol className={styles.steps}>
          {stepKeys.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h2 className={styles.stepTitle}>
                <span className="visually-hidden">{t('download:page.step', { n: index + 1 })} </span>
                {t(`download:steps.${platform}.${step}.title`)}
              </h2>
              <p className={styles.stepText}>{t(`download:steps.${platform}.${step}.text`, { brand })}</p>
              {step === 'scan' &&
                (absolute ? (
                  <figure className={styles.qr}>
                    <div className={styles.qrBox}>
                      <QRCodeSVG value={absolute} size={QR_SIZE} marginSize={QR_MARGIN} title={t('download:qr', { platform: name })} />
                    </div>
                    <figcaption className={styles.qrLink}>{absolute}</figcaption>
                  </figure>
                ) : (
                  <p className={styles.noLink}>{t('download:noLink', { platform: name })}</p>
                ))}
            </li>
          ))}
        </ol>
      </Tabs>
      <Link className={styles.mirrorsLink} to={speedTest}>
        <GlobeIcon size={22} />
        <span>
          <strong>{t('download:page.mirrors')}</strong>
          <span className={styles.mirrorsHint}>{t('download:page.mirrorsHint')}</span>
        </span>
      </Link>
    </>
  );
}
