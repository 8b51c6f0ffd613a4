import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { NewsArticle, NewsCard } from '../../../../src/shared/contract/support';
import { newsLanguages, supportAuditActions, type NewsCopy, type NewsInput, type NewsLanguage, type OperatorNews } from '../../../../src/shared/contract/support-operator';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { contentTranslations, merchants, newsArticles } from '../../db/schema';
import { apiError } from '../../http/status';
import { loadTranslations, pick, type ContentLanguage, type TranslatedFields } from '../content/i18n';
import { audit, type AuditActor } from '../operator/audit';
import { scopeOf } from '../operator/members';

/*
 * The brand's news: the base row holds the English copy, the other five
 * languages live in content_translations (kind `news`), as the help centre
 * and the promotions do. The site shows published articles (enabled, their
 * time come); the console (role admin) writes them, audited.
 */

type NewsRow = typeof newsArticles.$inferSelect;

const published = (merchantCode: string, now: Date) =>
  and(eq(newsArticles.merchantCode, merchantCode), eq(newsArticles.enabled, true), lte(newsArticles.publishedAt, now));

function cardOf(row: NewsRow, text: Map<string, TranslatedFields>): NewsCard {
  const fields = text.get(row.code);
  return { id: row.id, title: pick(fields, 'title', row.title), summary: pick(fields, 'summary', row.summary), publishedAt: row.publishedAt.toISOString() };
}

export async function newsList(db: Db, merchantCode: string, language: ContentLanguage | null, now: Date = new Date()): Promise<{ items: NewsCard[] }> {
  const rows = await db.select().from(newsArticles).where(published(merchantCode, now)).orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id)).limit(100);
  const text = await loadTranslations(db, 'news', rows.map((r) => r.code), language);
  return { items: rows.map((r) => cardOf(r, text)) };
}

export async function newsArticle(db: Db, merchantCode: string, id: number, language: ContentLanguage | null, now: Date = new Date()): Promise<NewsArticle> {
  const [row] = await db.select().from(newsArticles).where(and(eq(newsArticles.id, id), published(merchantCode, now)));
  if (!row) throw apiError('NOT_FOUND', 'There is no such article.');
  const text = await loadTranslations(db, 'news', [row.code], language);
  const fields = text.get(row.code);
  return { ...cardOf(row, text), content: pick(fields, 'content', row.content) };
}

// ——— the console ———

async function present(db: Db, rows: NewsRow[]): Promise<OperatorNews[]> {
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, 'news'), inArray(contentTranslations.code, rows.map((r) => r.code))));
  return rows.map((row) => {
    const copies: Partial<Record<NewsLanguage, NewsCopy>> = { EN: { title: row.title, summary: row.summary, content: row.content } };
    for (const t of texts.filter((x) => x.code === row.code)) {
      const language = t.language as NewsLanguage;
      if (!newsLanguages.includes(language) || language === 'EN') continue;
      copies[language] = { title: t.fields.title ?? '', summary: t.fields.summary ?? '', content: t.fields.content ?? '' };
    }
    return { id: row.id, merchantCode: row.merchantCode, enabled: row.enabled, publishedAt: row.publishedAt.toISOString(), copies };
  });
}

export async function listNewsForDesk(db: Db, operator: OperatorProfile): Promise<{ items: OperatorNews[] }> {
  const rows = await db
    .select()
    .from(newsArticles)
    .where(operator.merchantCode === null ? undefined : eq(newsArticles.merchantCode, operator.merchantCode))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(200);
  return { items: await present(db, rows) };
}

const factsOf = (n: OperatorNews | null) =>
  n && { enabled: n.enabled, title: n.copies.EN?.title, languages: Object.keys(n.copies).sort() };

/** Creates or changes an article and its copies in one transaction, audited with before and after. */
export async function saveNews(db: Db, ctx: AuditActor & { operator: OperatorProfile }, input: NewsInput): Promise<OperatorNews> {
  return db.transaction(async (tx) => {
    let before: NewsRow | undefined;
    if (input.id !== undefined) {
      [before] = await tx
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.id, input.id), ctx.operator.merchantCode === null ? undefined : eq(newsArticles.merchantCode, ctx.operator.merchantCode)))
        .for('update');
      if (!before) throw apiError('NOT_FOUND', 'There is no such article.');
    }
    const [shownBefore] = before ? await present(tx, [before]) : [];
    const merchantCode = before?.merchantCode ?? scopeOf(ctx.operator) ?? input.merchantCode;
    if (!merchantCode) throw apiError('VALIDATION', 'Choose the brand.', [{ field: 'merchantCode', key: 'validation.notEmpty' }]);
    const [brand] = await tx.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, merchantCode));
    if (!brand) throw apiError('VALIDATION', 'There is no such brand.', [{ field: 'merchantCode', key: 'validation.invalid' }]);
    const base = { title: input.copies.EN.title, summary: input.copies.EN.summary, content: input.copies.EN.content, enabled: input.enabled, updatedAt: new Date() };
    let row: NewsRow | undefined;
    if (before) {
      [row] = await tx.update(newsArticles).set(base).where(eq(newsArticles.id, before.id)).returning();
    } else {
      [row] = await tx
        .insert(newsArticles)
        .values({ ...base, code: `news-${randomBytes(5).toString('hex')}`, merchantCode })
        .returning();
    }
    if (!row) throw new Error('news not written');
    await tx.delete(contentTranslations).where(and(eq(contentTranslations.kind, 'news'), eq(contentTranslations.code, row.code)));
    const others = newsLanguages
      .filter((l) => l !== 'EN')
      .flatMap((language) => {
        const copy = input.copies[language];
        if (!copy || (copy.title === '' && copy.summary === '' && copy.content === '')) return [];
        const fields = Object.fromEntries(Object.entries(copy).filter(([, v]) => v !== ''));
        return [{ kind: 'news', code: row.code, language, fields }];
      });
    if (others.length > 0) await tx.insert(contentTranslations).values(others);
    const [after] = await present(tx, [row]);
    if (!after) throw new Error('news not shown');
    await audit(tx, ctx, before ? supportAuditActions.newsUpdate : supportAuditActions.newsCreate, { type: 'news', id: row.id, merchantCode: row.merchantCode }, {
      before: factsOf(shownBefore ?? null),
      after: factsOf(after),
    });
    return after;
  });
}
