import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { ChevronLeftIcon } from '@/shared/components/icons';
import { JOIN_CODE_MAX, promotionTabOf, type ActivityCard, type Ineligibility } from '@/shared/contract/promotions';
import {
  categoryTab,
  editableRewardTypes,
  joinModesOf,
  kindsWithPrizes,
  paramsOfKind,
  PRIZES_MAX,
  paramRequired,
  promotionCategories,
  promotionKinds,
  promotionLanguages,
  promotionPeriods,
  PROMOTION_CONTENT_MAX,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TITLE_MAX,
  type OperatorPromotion,
  type PromotionCategory,
  type PromotionInput,
  type PromotionKind,
  type PromotionLanguage,
  type PromotionParam,
  type PromotionRuleInput,
} from '@/shared/contract/promotions-operator';
import card from '@/shared/console/card.module.css';
import { useConsoleSelector } from '@/shared/console/console-store';
import { consolePaths } from '@/shared/console/console-paths';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { PageHeader } from '@/shared/console/page-header';
import { ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { ContractForm } from '@/shared/form/contract-form';
import type { Problem } from '@/shared/form/problem';
import { SelectField } from '@/shared/form/select-field';
import { TextAreaField } from '@/shared/form/text-area-field';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import * as z from 'zod/mini';
import { IneligibleNote } from '../code-form';
import { PromotionCard } from '../promotion-card';
import { PromotionTexts } from '../promotion-texts';
import { PromotionStatusBadge } from './promotion-labels';
import { usePausePromotionMutation, usePromotionQuery, useSavePromotionMutation } from './promotions-editor-api';
import styles from './promotions-console.module.css';

type CopyField = 'title' | 'summary' | 'content';
type CopyValues = Record<`${CopyField}${PromotionLanguage}`, string>;
type ParamValues = Record<PromotionParam, string>;

type EditorValues = CopyValues &
  ParamValues & {
    merchantCode: string;
    category: PromotionCategory;
    imageUrl: string;
    startsAt: string;
    endsAt: string;
    sortOrder: string;
    hasRule: boolean;
    kind: PromotionKind;
    joinMode: PromotionRuleInput['joinMode'];
    rewardType: PromotionRuleInput['rewardType'];
    period: PromotionRuleInput['period'];
    turnoverMultiple: string;
    allowStacking: boolean;
    /** leaderboard and raffle: amounts by place, separated by semicolons */
    prizes: string;
  } & Record<EligibilityField, string>;

/** Who may join: bounds left empty do not apply. */
type EligibilityField = 'minVipLevel' | 'maxVipLevel' | 'minDeposits' | 'maxDeposits' | 'newWithinDays' | 'joinCode';
const eligibilityLimits: Record<Exclude<EligibilityField, 'joinCode'>, { min: number; max: number; whole: boolean }> = {
  minVipLevel: { min: 0, max: 100, whole: true },
  maxVipLevel: { min: 0, max: 100, whole: true },
  minDeposits: { min: 0, max: 10_000, whole: true },
  maxDeposits: { min: 0, max: 10_000, whole: true },
  newWithinDays: { min: 1, max: 3650, whole: true },
};
const JOIN_CODE = /^[A-Za-z0-9_-]+$/;

// the editor's fields are typed as text and judged by `checks` (the call's limits); the call's schema judges what is sent
const editorSchema = z.object({});

/** `2026-11-28T10:00` in the browser's time zone, as a datetime-local input holds it. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const fromLocalInput = (value: string): string | null => {
  if (value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const paramLimits: Record<PromotionParam, { min: number; max: number; whole: boolean }> = {
  amount: { min: 0, max: 1_000_000_000, whole: false },
  claimDays: { min: 1, max: 365, whole: true },
  percent: { min: 0.01, max: 1000, whole: false },
  minDeposit: { min: 0, max: 1_000_000_000, whole: false },
  cap: { min: 0, max: 1_000_000_000, whole: false },
  minLoss: { min: 0, max: 1_000_000_000, whole: false },
  days: { min: 2, max: 31, whole: true },
  ticketStake: { min: 0.01, max: 1_000_000_000, whole: false },
  top: { min: 1, max: 100, whole: true },
};

/** The prizes by place as typed: amounts separated by semicolons, the first place first (`2000000; 1000000`); null when one is not a positive amount. */
function prizesOf(text: string): number[] | null {
  const parts = text
    .split(';')
    .map((p) => p.trim().replace(/,/g, ''))
    .filter((p) => p !== '');
  const amounts = parts.map(Number);
  if (amounts.length > PRIZES_MAX || amounts.some((n) => !Number.isFinite(n) || n <= 0 || n > 1_000_000_000)) return null;
  return amounts;
}

function numberProblem(text: string, { min, max, whole }: { min: number; max: number; whole: boolean }, required = true): Problem | null {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return required ? { key: 'validation.notEmpty' } : null;
  const n = Number(value);
  if (!Number.isFinite(n) || (whole && !Number.isInteger(n))) return { key: 'operator:promotions.badNumber' };
  if (n < min || n > max) return { key: 'operator:promotions.between', params: { min, max } };
  return null;
}

const numberOf = (text: string) => Number(text.trim().replace(/,/g, ''));

function valuesOf(p: OperatorPromotion | undefined, merchantCode: string): EditorValues {
  const copies = Object.fromEntries(
    promotionLanguages.flatMap((l) => (['title', 'summary', 'content'] as const).map((f) => [`${f}${l}`, p?.copies[l]?.[f] ?? ''])),
  ) as CopyValues;
  const rule = p?.rule;
  const param = (name: PromotionParam) => (rule?.[name] === null || rule?.[name] === undefined ? '' : String(rule[name]));
  const bound = (name: Exclude<EligibilityField, 'joinCode'>) => (rule?.[name] === null || rule?.[name] === undefined ? '' : String(rule[name]));
  return {
    ...copies,
    merchantCode: p?.merchantCode ?? merchantCode,
    category: (promotionCategories as readonly string[]).includes(p?.category ?? '') ? (p?.category as PromotionCategory) : 'others',
    imageUrl: p?.imageUrl ?? '',
    startsAt: toLocalInput(p?.startsAt ?? new Date().toISOString()),
    endsAt: toLocalInput(p?.endsAt ?? null),
    sortOrder: String(p?.sortOrder ?? 0),
    hasRule: p ? p.rule !== null : true,
    kind: rule?.kind ?? 'application',
    joinMode: rule?.joinMode ?? 'application',
    rewardType: rule?.rewardType ?? 'bonus',
    period: rule?.period ?? 'once',
    turnoverMultiple: String(rule?.turnoverMultiple ?? 0),
    allowStacking: rule?.allowStacking ?? false,
    amount: param('amount'),
    claimDays: param('claimDays'),
    percent: param('percent'),
    minDeposit: param('minDeposit'),
    cap: param('cap'),
    minLoss: param('minLoss'),
    days: param('days'),
    ticketStake: param('ticketStake'),
    top: param('top'),
    prizes: (rule?.prizes ?? []).join('; '),
    minVipLevel: bound('minVipLevel'),
    maxVipLevel: bound('maxVipLevel'),
    minDeposits: bound('minDeposits'),
    maxDeposits: bound('maxDeposits'),
    newWithinDays: bound('newWithinDays'),
    joinCode: rule?.joinCode ?? '',
  };
}

function inputOf(v: EditorValues, id: number | undefined): PromotionInput {
  const copies = Object.fromEntries(
    promotionLanguages.map((l) => [l, { title: v[`title${l}`].trim(), summary: v[`summary${l}`].trim(), content: v[`content${l}`] }]),
  ) as PromotionInput['copies'];
  const param = (name: PromotionParam) => (paramsOfKind[v.kind].includes(name) && v[name].trim() !== '' ? numberOf(v[name]) : null);
  const bound = (name: Exclude<EligibilityField, 'joinCode'>) => (v[name].trim() === '' ? null : numberOf(v[name]));
  return {
    ...(id === undefined ? {} : { id }),
    ...(v.merchantCode ? { merchantCode: v.merchantCode } : {}),
    category: v.category,
    copies,
    imageUrl: v.imageUrl.trim(),
    startsAt: fromLocalInput(v.startsAt) ?? new Date().toISOString(),
    endsAt: fromLocalInput(v.endsAt),
    sortOrder: numberOf(v.sortOrder),
    rule: v.hasRule
      ? {
          kind: v.kind,
          joinMode: v.joinMode,
          rewardType: v.rewardType,
          period: v.period,
          turnoverMultiple: numberOf(v.turnoverMultiple),
          allowStacking: v.allowStacking,
          amount: param('amount'),
          claimDays: param('claimDays'),
          percent: param('percent'),
          minDeposit: param('minDeposit'),
          cap: param('cap'),
          minLoss: param('minLoss'),
          days: param('days'),
          ticketStake: param('ticketStake'),
          top: param('top'),
          prizes: kindsWithPrizes.includes(v.kind) ? prizesOf(v.prizes) : null,
          minVipLevel: bound('minVipLevel'),
          maxVipLevel: bound('maxVipLevel'),
          minDeposits: bound('minDeposits'),
          maxDeposits: bound('maxDeposits'),
          newWithinDays: bound('newWithinDays'),
          joinCode: v.joinMode === 'code' ? v.joinCode.trim() : null,
        }
      : null,
  };
}

/** What a member outside the first bound typed is told on the site (the promotion's detail), as `ineligibilityOf` orders them. */
function firstBound(v: EditorValues): Ineligibility | null {
  const n = (text: string) => {
    const value = text.trim();
    if (value === '') return null;
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed >= 0 ? parsed : null;
  };
  const pair = (reason: 'vipLevel' | 'deposits', min: string, max: string): Ineligibility | null =>
    n(min) === null && n(max) === null ? null : { reason, min: n(min), max: n(max) };
  const days = n(v.newWithinDays);
  return pair('vipLevel', v.minVipLevel, v.maxVipLevel) ?? pair('deposits', v.minDeposits, v.maxDeposits) ?? (days ? { reason: 'newPlayers', min: null, max: days } : null);
}

/** A drawing of the banner until the promotion has its generated artwork (an image address typed, or saved once). */
const PLACEHOLDER_BANNER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#6a3df0"/><stop offset="1" stop-color="#ff8a3d"/></linearGradient></defs><rect width="640" height="240" fill="url(#g)"/></svg>')}`;

/** The card as the site draws it (the promotions feature's own component), from what is typed, in the language being edited. */
function CardPreview({ values, language, code }: { values: EditorValues; language: PromotionLanguage; code: string | null }) {
  const { t } = useTranslation('operator');
  const title = values[`title${language}`] || values.titleEN;
  const summary = values[`summary${language}`] || values.summaryEN;
  const content = values[`content${language}`] || values.contentEN;
  const preview: ActivityCard = {
    id: 0,
    category: values.category,
    tab: promotionTabOf(values.category),
    title: title || t('promotions.untitled'),
    summary,
    imageUrl: values.imageUrl.trim() || (code ? `/media/promotions/${code}.webp?lang=${language}` : PLACEHOLDER_BANNER),
    startsAt: fromLocalInput(values.startsAt) ?? new Date().toISOString(),
    endsAt: fromLocalInput(values.endsAt),
    joinMode: values.hasRule ? values.joinMode : null,
    state: values.hasRule ? (values.joinMode === 'auto' ? 'joined' : 'join') : null,
  };
  const ineligible = values.hasRule ? firstBound(values) : null;
  return (
    <section className={`${card.card} ${styles.preview}`} aria-label={t('promotions.preview')}>
      <h2 className={card.cardTitle}>{t('promotions.preview')}</h2>
      <PromotionTexts placeholder={<LoadingState />}>
        {/* the site's card, drawn but not used: nothing in it is a link or a button here */}
        <ul className={styles.previewList} inert>
          <PromotionCard card={preview} />
        </ul>
      </PromotionTexts>
      {ineligible && (
        <>
          <h3 className={card.cardTitle}>{t('promotions.previewIneligible')}</h3>
          <PromotionTexts placeholder={<LoadingState />}>
            <IneligibleNote ineligible={ineligible} />
          </PromotionTexts>
        </>
      )}
      {content && (
        <>
          <h3 className={card.cardTitle}>{t('promotions.contentPreview')}</h3>
          <div className={styles.contentPreview} dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />
        </>
      )}
    </section>
  );
}

function EditorForm({ promotion }: { promotion: OperatorPromotion | undefined }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const brand = useConsoleSelector((state) => state.session.operator?.merchantCode ?? null);
  const [language, setLanguage] = useState<PromotionLanguage>('EN');
  const [saved, setSaved] = useState(false);
  const [save, result] = useSavePromotionMutation();
  const editor = useContractForm<EditorValues>({
    schema: editorSchema,
    defaultValues: valuesOf(promotion, brand ?? ''),
    checks: (v) => {
      const problems: Partial<Record<keyof EditorValues & string, Problem | null>> = {
        titleEN: v.titleEN.trim() === '' ? { key: 'validation.notEmpty' } : null,
        merchantCode: !promotion && !brand && v.merchantCode.trim() === '' ? { key: 'validation.notEmpty' } : null,
        startsAt: fromLocalInput(v.startsAt) === null ? { key: 'validation.notEmpty' } : null,
        endsAt:
          v.endsAt.trim() !== '' && (fromLocalInput(v.endsAt) === null || Date.parse(v.endsAt) <= Date.parse(v.startsAt)) ? { key: 'operator:promotions.endBeforeStart' } : null,
        sortOrder: numberProblem(v.sortOrder, { min: -1000, max: 1000, whole: true }),
      };
      if (v.hasRule) {
        problems.turnoverMultiple = numberProblem(v.turnoverMultiple, { min: 0, max: 100, whole: true });
        for (const name of paramsOfKind[v.kind]) problems[name] = numberProblem(v[name], paramLimits[name], paramRequired(v.kind, name));
        if (kindsWithPrizes.includes(v.kind)) {
          const prizes = prizesOf(v.prizes);
          problems.prizes = v.prizes.trim() === '' ? { key: 'validation.notEmpty' } : prizes === null || prizes.length === 0 ? { key: 'operator:promotions.badPrizes' } : null;
        }
        for (const [name, limits] of Object.entries(eligibilityLimits) as Array<[keyof typeof eligibilityLimits, (typeof eligibilityLimits)[keyof typeof eligibilityLimits]]>) {
          problems[name] = numberProblem(v[name], limits, false);
        }
        // a maximum under its minimum: the server's rule (eligibilityIssues) said here first
        const below = (min: string, max: string) => min.trim() !== '' && max.trim() !== '' && numberOf(max) < numberOf(min);
        if (!problems.maxVipLevel && below(v.minVipLevel, v.maxVipLevel)) problems.maxVipLevel = { key: 'operator:promotions.maxBelowMin' };
        if (!problems.maxDeposits && below(v.minDeposits, v.maxDeposits)) problems.maxDeposits = { key: 'operator:promotions.maxBelowMin' };
        if (v.joinMode === 'code') {
          const code = v.joinCode.trim();
          problems.joinCode = code === '' ? { key: 'validation.notEmpty' } : code.length > JOIN_CODE_MAX || !JOIN_CODE.test(code) ? { key: 'operator:promotions.badCode' } : null;
        }
      }
      return problems;
    },
  });
  const values = useWatch({ control: editor.control }) as EditorValues;
  const kind = values.kind;
  // a kind is joined in the ways the engine knows for it
  useEffect(() => {
    const modes = joinModesOf[kind];
    if (!modes.includes(editor.getValues('joinMode'))) editor.setValue('joinMode', modes[0]!);
  }, [kind, editor]);

  const onSubmit = async (v: EditorValues) => {
    setSaved(false);
    const answer = await save(inputOf(v, promotion?.id));
    if ('data' in answer && answer.data) {
      setSaved(true);
      if (!promotion) void navigate(consolePaths.promotion(answer.data.id), { replace: true });
    }
  };
  const kindLocked = promotion?.inUse === true && promotion.rule !== null;

  return (
    <div className={styles.editor}>
      <ContractForm form={editor} className={styles.fields} onSubmit={(v) => void onSubmit(v)} aria-label={t('promotions.form')}>
        <fieldset className={styles.fieldset}>
          <legend>{t('promotions.card')}</legend>
          <div className={styles.row}>
            <SelectField
              name="category"
              label={t('promotions.category')}
              required
              options={promotionCategories.map((c) => ({ value: c, label: c === 'referral' ? t('promotions.categoryReferral') : t(`promotions.tabs.${categoryTab(c)}`) }))}
            />
            {!promotion && !brand && <TextField name="merchantCode" label={t('promotions.brand')} required maxLength={32} />}
            <TextField name="sortOrder" label={t('promotions.sortOrder')} inputMode="numeric" description={t('promotions.sortOrderHint')} />
          </div>
          <TextField name="imageUrl" label={t('promotions.banner')} maxLength={500} description={t('promotions.bannerHint')} />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('promotions.copy')}</legend>
          <div className={styles.tabs} role="group" aria-label={t('promotions.language')}>
            {promotionLanguages.map((l) => (
              <button key={l} type="button" className={styles.tab} aria-pressed={language === l} onClick={() => setLanguage(l)}>
                {t(`promotions.languages.${l}`)}
              </button>
            ))}
          </div>
          <p className={form.hint}>{language === 'EN' ? t('promotions.baseHint') : t('promotions.otherHint')}</p>
          {/* one language at a time: the others keep what was typed */}
          <TextField key={`title${language}`} name={`title${language}`} label={t('promotions.title')} maxLength={PROMOTION_TITLE_MAX} required={language === 'EN'} />
          <TextAreaField key={`summary${language}`} name={`summary${language}`} label={t('promotions.summary')} maxLength={PROMOTION_SUMMARY_MAX} rows={2} />
          <TextAreaField
            key={`content${language}`}
            name={`content${language}`}
            label={t('promotions.content')}
            maxLength={PROMOTION_CONTENT_MAX}
            rows={6}
            description={t('promotions.contentHint')}
          />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('promotions.schedule')}</legend>
          <div className={styles.row}>
            <TextField name="startsAt" type="datetime-local" label={t('promotions.startsAt')} required />
            <TextField name="endsAt" type="datetime-local" label={t('promotions.endsAt')} description={t('promotions.endsAtHint')} />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('promotions.rule')}</legend>
          <CheckboxField name="hasRule" label={t('promotions.hasRule')} disabled={kindLocked} />
          {values.hasRule && (
            <>
              <div className={styles.row}>
                <SelectField name="kind" label={t('promotions.kind')} disabled={kindLocked} options={promotionKinds.map((k) => ({ value: k, label: t(`promotions.kinds.${k}`) }))} />
                <SelectField name="joinMode" label={t('promotions.joinMode')} options={joinModesOf[kind].map((m) => ({ value: m, label: t(`promotions.joinModes.${m}`) }))} />
                <SelectField name="rewardType" label={t('promotions.rewardType')} options={editableRewardTypes.map((r) => ({ value: r, label: t(`promotions.rewardTypes.${r}`) }))} />
                <SelectField name="period" label={t('promotions.repeat')} options={promotionPeriods.map((p) => ({ value: p, label: t(`promotions.periods.${p}`) }))} />
              </div>
              {kindLocked && <p className={form.hint}>{t('promotions.kindLocked')}</p>}
              <p className={form.hint}>{t(`promotions.eligibility.${kind}`)}</p>
              <div className={styles.row}>
                {paramsOfKind[kind].map((name) => (
                  <TextField key={name} name={name} label={t(`promotions.params.${name}`)} inputMode="decimal" required={paramRequired(kind, name)} />
                ))}
                <TextField name="turnoverMultiple" label={t('promotions.turnoverMultiple')} inputMode="numeric" description={t('promotions.turnoverHint')} />
              </div>
              {kindsWithPrizes.includes(kind) && <TextField name="prizes" label={t('promotions.params.prizes')} description={t('promotions.prizesHint')} required />}
              <CheckboxField name="allowStacking" label={t('promotions.allowStacking')} />
              {values.joinMode === 'code' && (
                <TextField name="joinCode" label={t('promotions.joinCode')} maxLength={JOIN_CODE_MAX} required description={t('promotions.joinCodeHint')} autoComplete="off" />
              )}
              <fieldset className={styles.fieldset}>
                <legend>{t('promotions.whoMayJoin')}</legend>
                <p className={form.hint}>{t('promotions.whoMayJoinHint')}</p>
                <div className={styles.row}>
                  <TextField name="minVipLevel" label={t('promotions.minVipLevel')} inputMode="numeric" />
                  <TextField name="maxVipLevel" label={t('promotions.maxVipLevel')} inputMode="numeric" />
                  <TextField name="minDeposits" label={t('promotions.minDeposits')} inputMode="numeric" />
                  <TextField name="maxDeposits" label={t('promotions.maxDeposits')} inputMode="numeric" />
                  <TextField name="newWithinDays" label={t('promotions.newWithinDays')} inputMode="numeric" description={t('promotions.newWithinDaysHint')} />
                </div>
              </fieldset>
            </>
          )}
        </fieldset>

        {result.isError && (
          <p className={form.alert} role="alert">
            {errorText(result.error)}
          </p>
        )}
        {saved && !result.isLoading && (
          <p className={form.hint} role="status">
            {t('promotions.saved')}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={result.isLoading}>
            {promotion ? t('promotions.save') : t('promotions.create')}
          </Button>
        </div>
      </ContractForm>
      <CardPreview values={values} language={language} code={promotion?.code ?? null} />
    </div>
  );
}

/** Creates a promotion (`/promotions/new`) or edits one: card, copy per language, schedule and rule, with the site's card beside it. */
export default function PromotionEditorPage() {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const param = useParams().promotionId;
  const id = Number(param);
  const existing = param !== undefined && param !== 'new';
  const detail = usePromotionQuery(id, { skip: !existing || !Number.isInteger(id) || id <= 0, refetchOnMountOrArgChange: true });
  const [pause, pausing] = usePausePromotionMutation();

  if (existing && detail.isLoading) return <LoadingState />;
  if (existing && (detail.isError || !detail.data)) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const p = existing ? detail.data : undefined;

  return (
    <>
      <PageHeader
        before={
          <Link className={table.rowLink} to={consolePaths.promotions}>
            <ChevronLeftIcon size={14} /> {t('pages.promotions')}
          </Link>
        }
        title={p ? (p.copies.EN?.title ?? p.code) : t('promotions.new')}
        subtitle={p && <PromotionStatusBadge status={p.status} />}
        actions={
          p && (
            <Button variant={p.paused ? 'primary' : 'danger'} loading={pausing.isLoading} onClick={() => void pause({ id: p.id, paused: !p.paused })}>
              {p.paused ? t('promotions.resume') : t('promotions.pause')}
            </Button>
          )
        }
      />
      {pausing.isError && (
        <p className={form.alert} role="alert">
          {errorText(pausing.error)}
        </p>
      )}
      {/* a fresh form per promotion and per save, from what the server holds */}
      <EditorForm key={p ? `${p.id}` : 'new'} promotion={p} />
    </>
  );
}
