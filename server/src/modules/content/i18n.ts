import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentTranslations, type TranslatableKind } from '../../db/schema';

/**
 * Languages of operator content: the site's language codes. The base rows
 * (banners, announcements, promotions, help centre) hold the English copy;
 * `content_translations` holds the others.
 */
export const contentLanguages = ['TY', 'VI', 'EN', 'CN', 'TH', 'ID'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** The language of the base rows. */
export const BASE_LANGUAGE: ContentLanguage = 'EN';

/** A known language code (any case) or null: an unknown `Language` header or `lang` query gets the base copy. */
export function contentLanguage(value: unknown): ContentLanguage | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return (contentLanguages as readonly string[]).includes(code) ? (code as ContentLanguage) : null;
}

export type TranslatedFields = Partial<Record<'title' | 'subtitle' | 'summary' | 'content', string>>;

/**
 * The translated fields of `codes` of one kind in `language`, by code. Empty
 * for the base language or an unknown one: the base rows answer then.
 */
export async function loadTranslations(
  db: Db,
  kind: TranslatableKind,
  codes: readonly string[],
  language: ContentLanguage | null,
): Promise<Map<string, TranslatedFields>> {
  const found = new Map<string, TranslatedFields>();
  if (!language || language === BASE_LANGUAGE || codes.length === 0) return found;
  const rows = await db
    .select({ code: contentTranslations.code, fields: contentTranslations.fields })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.language, language),
        inArray(contentTranslations.code, [...new Set(codes)]),
      ),
    );
  for (const row of rows) found.set(row.code, row.fields);
  return found;
}

/** The translation of one field when it has a non-empty one, else the base row's text. */
export function pick(fields: TranslatedFields | undefined, key: keyof TranslatedFields, base: string): string {
  const value = fields?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : base;
}
