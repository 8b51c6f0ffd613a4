import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { exclusionDurations, limitKinds, realityCheckInForce, realityCheckIntervals, timeOutDurations, type Protection } from '@/shared/contract/protection';
import { formFailureProblem } from '@/shared/form/failure';
import { useProblemText } from '@/shared/form/problem';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectCurrencySymbol, selectSiteInfo } from '@/shared/store/system-status';
import { toastShown } from '@/shared/store/toasts-slice';
import panels from '@/shared/styles/panels.module.css';
import { BlockDialog, type BlockAsked } from './block-dialog';
import { LimitPanel } from './limit-panel';
import { useProtectionQuery, useReturnFromExclusionMutation, useSetRealityCheckMutation } from './protection-api';
import styles from './protection.module.css';
import { PROTECTION_NS, ProtectionTexts } from './protection-texts';

/** The reality check: off or an interval; the brand's interval, when it sets one, is the longest there is (and off is not offered). */
function RealityCheckPanel({ minutes, brandMinutes, brand }: { minutes: number | null; brandMinutes: number | null; brand: string }) {
  const { t } = useTranslation(PROTECTION_NS);
  const inForce = realityCheckInForce(minutes, brandMinutes);
  const dispatch = useAppDispatch();
  const text = useProblemText();
  const [set] = useSetRealityCheckMutation();
  const choose = (value: (typeof realityCheckIntervals)[number] | null) =>
    set({ minutes: value })
      .unwrap()
      .catch((error: unknown) => {
        const problem = formFailureProblem(error);
        if (problem) dispatch(toastShown({ tone: 'error', key: null, text: text(problem) }));
      });
  return (
    <section className={panels.panel} aria-labelledby="reality-check">
      <h3 id="reality-check" className={styles.panelTitle}>
        {t('protection:realityCheck.title')}
      </h3>
      <p className={styles.muted}>{t('protection:realityCheck.text')}</p>
      {brandMinutes !== null && (minutes === null || minutes > brandMinutes) && (
        <p className={panels.note} data-testid="brand-rule">
          {t('protection:brandRule.realityCheck', { brand, count: brandMinutes })}
        </p>
      )}
      <div className={panels.segmented} role="group" aria-label={t('protection:realityCheck.title')}>
        <button type="button" aria-pressed={inForce === null} disabled={brandMinutes !== null} onClick={() => void choose(null)}>
          {t('protection:realityCheck.off')}
        </button>
        {realityCheckIntervals.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={inForce === value}
            disabled={brandMinutes !== null && value > brandMinutes}
            onClick={() => void choose(value)}
          >
            {t('protection:minutes', { count: value })}
          </button>
        ))}
      </div>
    </section>
  );
}

function HistoryPanel({ history, symbol }: { history: Protection['history']; symbol: string }) {
  const { t } = useTranslation(PROTECTION_NS);
  const format = useFormat({ symbol });
  const figures = [
    ['net30', format.money(history.netDeposits30Days)],
    ['net6m', format.money(history.netDeposits6Months)],
    ['net12m', format.money(history.netDeposits12Months)],
    ['previousLogin', history.previousLoginAt ? format.dateTime(history.previousLoginAt, { seconds: false }) : t('protection:history.never')],
  ] as const;
  return (
    <section className={panels.panel} aria-labelledby="account-history">
      <h3 id="account-history" className={styles.panelTitle}>
        {t('protection:history.title')}
      </h3>
      <dl className={panels.figures}>
        {figures.map(([key, value]) => (
          <div key={key} className={panels.figure}>
            <dt>{t(`protection:history.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BlockState({ block }: { block: NonNullable<Protection['block']> }) {
  const { t } = useTranslation(PROTECTION_NS);
  const format = useFormat();
  const [ask, asking] = useReturnFromExclusionMutation();
  const dispatch = useAppDispatch();
  const text = useProblemText();
  const until = block.endsAt ? format.dateTime(block.endsAt, { seconds: false }) : null;
  return (
    <div className={panels.note} role="status">
      {block.awaitingReturn
        ? block.returnAt
          ? t('protection:block.returnAt', { at: format.dateTime(block.returnAt, { seconds: false }) })
          : t('protection:block.ended')
        : until
          ? t(`protection:block.${block.kind}`, { until })
          : t('protection:block.permanent')}
      {block.awaitingReturn && !block.returnAt && (
        <Button
          size="small"
          loading={asking.isLoading}
          onClick={() =>
            void ask()
              .unwrap()
              .catch((error: unknown) => {
                const problem = formFailureProblem(error);
                if (problem) dispatch(toastShown({ tone: 'error', key: null, text: text(problem) }));
              })
          }
        >
          {t('protection:block.return')}
        </Button>
      )}
    </div>
  );
}

function BlocksPanel({ onAsk }: { onAsk: (asked: BlockAsked) => void }) {
  const { t } = useTranslation(PROTECTION_NS);
  return (
    <>
      <section className={panels.panel} aria-labelledby="time-out">
        <h3 id="time-out" className={styles.panelTitle}>
          {t('protection:timeOut.title')}
        </h3>
        <p className={styles.muted}>{t('protection:timeOut.text')}</p>
        <div className={styles.choices}>
          {timeOutDurations.map((duration) => (
            <Button key={duration} variant="subtle" size="small" onClick={() => onAsk({ kind: 'timeOut', duration })}>
              {t(`protection:duration.${duration}`)}
            </Button>
          ))}
        </div>
      </section>
      <section className={panels.panel} aria-labelledby="self-exclusion">
        <h3 id="self-exclusion" className={styles.panelTitle}>
          {t('protection:exclusion.title')}
        </h3>
        <p className={styles.muted}>{t('protection:exclusion.text')}</p>
        <div className={styles.choices}>
          {exclusionDurations.map((duration) => (
            <Button key={duration} variant="subtle" size="small" onClick={() => onAsk({ kind: 'selfExclusion', duration })}>
              {t(`protection:duration.${duration}`)}
            </Button>
          ))}
        </div>
      </section>
    </>
  );
}

/** Responsible gaming: limits, the reality check, time-out and self-exclusion, the account's history (once its texts have loaded). */
export function Component() {
  return (
    <ProtectionTexts placeholder={<Skeleton style={{ height: 240 }} />}>
      <ResponsibleGaming />
    </ProtectionTexts>
  );
}

function ResponsibleGaming() {
  const { t } = useTranslation(PROTECTION_NS);
  const symbol = useAppSelector(selectCurrencySymbol);
  const brand = useAppSelector(selectSiteInfo)?.brandName ?? '';
  const protection = useProtectionQuery();
  const [asked, setAsked] = useState<BlockAsked | null>(null);
  const data = protection.data;
  return (
    <div className={panels.page}>
      <h2 className={styles.pageTitle}>{t('memberCentre.responsibleGaming')}</h2>
      <p className={styles.muted}>{t('protection:intro')}</p>
      {protection.isError && !data ? (
        <LoadFailed title={t('protection:loadFailed')} onRetry={() => void protection.refetch()} />
      ) : !data ? (
        <Skeleton style={{ height: 240 }} />
      ) : (
        <>
          {data.block && <BlockState block={data.block} />}
          {limitKinds.map((kind) => (
            <LimitPanel key={kind} kind={kind} limits={data.limits} symbol={symbol} brandRules={data.brandRules} brand={brand} />
          ))}
          <RealityCheckPanel minutes={data.realityCheckMinutes} brandMinutes={data.brandRules.realityCheckMinutes} brand={brand} />
          {!data.block && <BlocksPanel onAsk={setAsked} />}
          <HistoryPanel history={data.history} symbol={symbol} />
        </>
      )}
      {asked && <BlockDialog asked={asked} onClose={() => setAsked(null)} />}
    </div>
  );
}
