import { asc, eq, inArray } from 'drizzle-orm';
import type { HelpSection } from '../../../../src/shared/contract/system';
import type { Db } from '../../db/client';
import { helpArticles, helpSections } from '../../db/schema';
import { contentLanguage, loadTranslations, pick } from '../content/i18n';

/** The brand's help centre, sections and their articles in order, in the asked language where translated. */
export async function helpCenter(db: Db, merchantCode: string, wantedLanguage: string | null): Promise<HelpSection[]> {
  const sections = await db
    .select()
    .from(helpSections)
    .where(eq(helpSections.merchantCode, merchantCode))
    .orderBy(asc(helpSections.sortOrder));
  if (sections.length === 0) return [];
  const articles = await db
    .select()
    .from(helpArticles)
    .where(
      inArray(
        helpArticles.sectionId,
        sections.map((s) => s.id),
      ),
    )
    .orderBy(asc(helpArticles.sortOrder));
  const language = contentLanguage(wantedLanguage);
  const [sectionText, articleText] = await Promise.all([
    loadTranslations(db, 'help_section', sections.map((s) => s.id), language),
    loadTranslations(db, 'help_article', articles.map((a) => a.id), language),
  ]);
  return sections.map(
    (s): HelpSection => ({
      id: s.id,
      title: pick(sectionText.get(s.id), 'title', s.title),
      articles: articles
        .filter((a) => a.sectionId === s.id)
        .map((a) => ({
          id: a.id,
          title: pick(articleText.get(a.id), 'title', a.title),
          content: pick(articleText.get(a.id), 'content', a.content),
        })),
    }),
  );
}
