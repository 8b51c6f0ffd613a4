import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import {
  eligibilityIssues,
  joinModesOf,
  kindsWithPrizes,
  paramsOfKind,
  periodsOfRankedKinds,
  paramRequired,
  promotionAuditActions,
  promotionLanguages,
  promotionParams,
  type OperatorPromotion,
  type PromotionCopy,
  type PromotionInput,
  type PromotionKind,
  type PromotionLanguage,
  type PromotionRuleInput,
  type PromotionStatus,
} from '../../../../src/shared/contract/promotions-operator';
import type { Db } from '../../db/client';
import { contentTranslations, merchants, promotionApplications, promotionRewards, promotionRules, promotions } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor, toMinor } from '../../lib/money';
import { audit, type AuditActor } from '../operator/audit';
import { scopeOf } from '../operator/members';

/*
 * The console's promotion editor (role admin): the card (the content
 * module's `promotions` row, English), its copy in the other languages
 * (`content_translations`), its period, and the rule the engine pays by
 * (`promotion_rules`). Pausing is the row's `enabled`: a paused promotion
 * leaves the site, joins and pays nothing; rewards already waiting stay
 * claimable. Every change is audited with what it was before.
 */

type Context = AuditActor & { operator: OperatorProfile };
type PromotionRow = typeof promotions.$inferSelect;
type RuleRow = typeof promotionRules.$inferSelect;

const MONEY_PARAMS = new Set(['amount', 'minDeposit', 'cap', 'minLoss', 'ticketStake']);

function statusOf(p: PromotionRow, now: Date): PromotionStatus {
  if (!p.enabled) return 'paused';
  if (p.startsAt > now) return 'scheduled';
  if (p.endsAt !== null && p.endsAt <= now) return 'ended';
  return 'running';
}

/** The rule as the editor holds it: money parameters in major units, those the kind does not use null. */
function ruleInputOf(rule: RuleRow): PromotionRuleInput {
  const params = rule.params;
  const value = (name: string) => {
    const raw = params[name];
    if (typeof raw !== 'number') return null;
    return MONEY_PARAMS.has(name) ? toMajor(BigInt(raw)) : raw;
  };
  return {
    kind: rule.kind as PromotionKind,
    joinMode: rule.joinMode as PromotionRuleInput['joinMode'],
    rewardType: rule.rewardType === 'bonus' ? 'bonus' : 'cash',
    period: rule.period as PromotionRuleInput['period'],
    turnoverMultiple: rule.turnoverMultiple,
    allowStacking: rule.allowStacking,
    amount: value('amount'),
    claimDays: value('claimDays'),
    percent: value('percent'),
    minDeposit: value('minDeposit'),
    cap: value('cap'),
    minLoss: value('minLoss'),
    days: value('days'),
    ticketStake: value('ticketStake'),
    top: value('top'),
    prizes: Array.isArray(params.prizes) ? (params.prizes as number[]).map((p) => toMajor(BigInt(p))) : null,
    minVipLevel: rule.minVipLevel,
    maxVipLevel: rule.maxVipLevel,
    minDeposits: rule.minDeposits,
    maxDeposits: rule.maxDeposits,
    newWithinDays: rule.newWithinDays,
    joinCode: rule.joinCode,
  };
}

/** The parameters the rule's kind needs (`paramsOfKind`), stored in minor units; a missing one is a field error. */
function paramsOf(rule: PromotionRuleInput): Record<string, number | number[]> {
  const params: Record<string, number | number[]> = {};
  const missing: string[] = paramsOfKind[rule.kind].filter((name) => rule[name] == null && paramRequired(rule.kind, name));
  const withPrizes = kindsWithPrizes.includes(rule.kind);
  if (withPrizes && (!rule.prizes || rule.prizes.length === 0)) missing.push('prizes');
  if (missing.length > 0) {
    throw apiError(
      'VALIDATION',
      `This kind needs ${missing.join(', ')}.`,
      missing.map((name) => ({ field: `rule.${name}`, key: 'validation.notEmpty' })),
    );
  }
  if (!joinModesOf[rule.kind].includes(rule.joinMode)) {
    throw apiError('VALIDATION', 'This kind is not joined this way.', [{ field: 'rule.joinMode', key: 'validation.invalid' }]);
  }
  if (withPrizes && !(periodsOfRankedKinds as readonly string[]).includes(rule.period)) {
    throw apiError('VALIDATION', 'This kind is paid at the end of a day, a week or a month.', [{ field: 'rule.period', key: 'validation.invalid' }]);
  }
  const issues = eligibilityIssues(rule);
  if (issues.length > 0) throw apiError('VALIDATION', 'Who may join is not consistent.', issues);
  for (const name of paramsOfKind[rule.kind]) {
    const v = rule[name];
    if (v === null || v === undefined) continue;
    params[name] = MONEY_PARAMS.has(name) ? Number(toMinor(v)) : v;
  }
  if (withPrizes && rule.prizes) params.prizes = rule.prizes.map((p) => Number(toMinor(p)));
  return params;
}

async function present(db: Db, rows: Array<{ promotion: PromotionRow; rule: RuleRow | null }>, now = new Date()): Promise<OperatorPromotion[]> {
  if (rows.length === 0) return [];
  const codes = rows.map((r) => r.promotion.code);
  const ids = rows.map((r) => r.promotion.id);
  const [texts, rewarded, applied] = await Promise.all([
    db
      .select()
      .from(contentTranslations)
      .where(and(eq(contentTranslations.kind, 'promotion'), inArray(contentTranslations.code, codes))),
    db.select({ id: promotionRewards.promotionId, n: count() }).from(promotionRewards).where(inArray(promotionRewards.promotionId, ids)).groupBy(promotionRewards.promotionId),
    db
      .select({ id: promotionApplications.promotionId, n: count() })
      .from(promotionApplications)
      .where(inArray(promotionApplications.promotionId, ids))
      .groupBy(promotionApplications.promotionId),
  ]);
  const used = new Set([...rewarded, ...applied].filter((r) => r.n > 0).map((r) => r.id));
  return rows.map(({ promotion: p, rule }) => {
    const copies: Partial<Record<PromotionLanguage, PromotionCopy>> = { EN: { title: p.title, summary: p.summary, content: p.content } };
    for (const t of texts.filter((x) => x.code === p.code)) {
      const language = t.language as PromotionLanguage;
      if (!promotionLanguages.includes(language) || language === 'EN') continue;
      copies[language] = { title: t.fields.title ?? '', summary: t.fields.summary ?? '', content: t.fields.content ?? '' };
    }
    return {
      id: p.id,
      code: p.code,
      merchantCode: p.merchantCode,
      category: p.category,
      copies,
      imageUrl: p.imageUrl,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt?.toISOString() ?? null,
      sortOrder: p.sortOrder,
      paused: !p.enabled,
      status: statusOf(p, now),
      rule: rule ? ruleInputOf(rule) : null,
      inUse: used.has(p.id),
    };
  });
}

const scoped = (operator: OperatorProfile) => {
  const scope = scopeOf(operator);
  return scope === null ? undefined : eq(promotions.merchantCode, scope);
};

async function rowsOf(db: Db, operator: OperatorProfile, id?: number, lock = false) {
  const query = db
    .select({ promotion: promotions, rule: promotionRules })
    .from(promotions)
    .leftJoin(promotionRules, eq(promotionRules.promotionId, promotions.id))
    .where(and(scoped(operator), id === undefined ? undefined : eq(promotions.id, id)))
    .orderBy(asc(promotions.merchantCode), asc(promotions.sortOrder), asc(promotions.id));
  return lock ? query.for('update', { of: promotions }) : query;
}

export async function listPromotions(db: Db, operator: OperatorProfile): Promise<{ items: OperatorPromotion[] }> {
  return { items: await present(db, await rowsOf(db, operator)) };
}

async function one(db: Db, operator: OperatorProfile, id: number, lock = false): Promise<OperatorPromotion> {
  const [shown] = await present(db, await rowsOf(db, operator, id, lock));
  if (!shown) throw apiError('NOT_FOUND', 'This promotion does not exist.');
  return shown;
}

export const getPromotion = (db: Db, operator: OperatorProfile, id: number) => one(db, operator, id);

/** Creates or changes a promotion, its copy and its rule in one transaction, audited with before and after. */
export async function savePromotion(db: Db, ctx: Context, input: PromotionInput): Promise<OperatorPromotion> {
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  if (endsAt !== null && endsAt <= startsAt) {
    throw apiError('VALIDATION', 'The end must come after the start.', [{ field: 'endsAt', key: 'operator:promotions.endBeforeStart' }]);
  }
  const params = input.rule ? paramsOf(input.rule) : null;
  return db.transaction(async (tx) => {
    const before = input.id === undefined ? null : await one(tx, ctx.operator, input.id, true);
    if (before && before.rule && input.rule && before.inUse && before.rule.kind !== input.rule.kind) {
      throw apiError('CONFLICT', 'Members already took part: the kind cannot change.', undefined, { reason: 'promotionInUse' });
    }
    if (before && before.rule && !input.rule && before.inUse) {
      throw apiError('CONFLICT', 'Members already took part: the rule cannot be removed.', undefined, { reason: 'promotionInUse' });
    }
    const merchantCode = before?.merchantCode ?? scopeOf(ctx.operator) ?? input.merchantCode;
    if (!merchantCode) throw apiError('VALIDATION', 'Choose the brand.', [{ field: 'merchantCode', key: 'validation.notEmpty' }]);
    const [brand] = await tx.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, merchantCode));
    if (!brand) throw apiError('VALIDATION', 'There is no such brand.', [{ field: 'merchantCode', key: 'validation.invalid' }]);
    const code = before?.code ?? `promo-${randomBytes(5).toString('hex')}`;
    const card = {
      category: input.category,
      title: input.copies.EN.title,
      summary: input.copies.EN.summary,
      content: input.copies.EN.content,
      imageUrl: input.imageUrl || `/media/promotions/${code}.webp`,
      startsAt,
      endsAt,
      sortOrder: input.sortOrder,
    };
    let id: number;
    if (before) {
      id = before.id;
      await tx.update(promotions).set(card).where(eq(promotions.id, id));
    } else {
      const [created] = await tx.insert(promotions).values({ ...card, code, merchantCode }).returning({ id: promotions.id });
      if (!created) throw new Error('promotion not created');
      id = created.id;
    }
    await tx.delete(contentTranslations).where(and(eq(contentTranslations.kind, 'promotion'), eq(contentTranslations.code, code)));
    const others = promotionLanguages
      .filter((l) => l !== 'EN')
      .flatMap((language) => {
        const copy = input.copies[language];
        if (!copy || (copy.title === '' && copy.summary === '' && copy.content === '')) return [];
        const fields = Object.fromEntries(Object.entries(copy).filter(([, v]) => v !== ''));
        return [{ kind: 'promotion', code, language, fields }];
      });
    if (others.length > 0) await tx.insert(contentTranslations).values(others);
    if (input.rule && params) {
      const [stored] = await tx.select({ kind: promotionRules.kind, params: promotionRules.params }).from(promotionRules).where(eq(promotionRules.promotionId, id));
      // what the editor does not hold (cashback's game categories) stays as it was while the kind does
      const kept = stored && stored.kind === input.rule.kind ? Object.fromEntries(Object.entries(stored.params).filter(([name]) => !(promotionParams as readonly string[]).includes(name))) : {};
      const rule = {
        kind: input.rule.kind,
        joinMode: input.rule.joinMode,
        rewardType: input.rule.rewardType,
        period: input.rule.period,
        turnoverMultiple: input.rule.turnoverMultiple,
        allowStacking: input.rule.allowStacking,
        params: { ...kept, ...params },
        minVipLevel: input.rule.minVipLevel ?? null,
        maxVipLevel: input.rule.maxVipLevel ?? null,
        minDeposits: input.rule.minDeposits ?? null,
        maxDeposits: input.rule.maxDeposits ?? null,
        newWithinDays: input.rule.newWithinDays ?? null,
        // the code only where members join by it
        joinCode: input.rule.joinMode === 'code' ? (input.rule.joinCode ?? null) : null,
      };
      await tx
        .insert(promotionRules)
        .values({ promotionId: id, ...rule })
        .onConflictDoUpdate({ target: promotionRules.promotionId, set: { ...rule, updatedAt: new Date() } });
    } else {
      await tx.delete(promotionRules).where(eq(promotionRules.promotionId, id));
    }
    const after = await one(tx, ctx.operator, id);
    const facts = (p: OperatorPromotion | null) => p && { category: p.category, title: p.copies.EN?.title, startsAt: p.startsAt, endsAt: p.endsAt, rule: p.rule, languages: Object.keys(p.copies) };
    await audit(tx, ctx, before ? promotionAuditActions.update : promotionAuditActions.create, { type: 'promotion', id, merchantCode }, { before: facts(before), after: facts(after) });
    return after;
  });
}

/** Pauses (hidden, joins and pays nothing) or resumes a promotion; a repeat changes and records nothing. */
export async function pausePromotion(db: Db, ctx: Context, input: { id: number; paused: boolean }): Promise<OperatorPromotion> {
  return db.transaction(async (tx) => {
    const before = await one(tx, ctx.operator, input.id, true);
    if (before.paused === input.paused) return before;
    await tx.update(promotions).set({ enabled: !input.paused }).where(eq(promotions.id, before.id));
    await audit(tx, ctx, input.paused ? promotionAuditActions.pause : promotionAuditActions.resume, { type: 'promotion', id: before.id, merchantCode: before.merchantCode }, {
      before: { paused: before.paused },
      after: { paused: input.paused },
    });
    return one(tx, ctx.operator, before.id);
  });
}
