import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { merchants } from './system';

// Operator content: the help centre, banners, announcements, promotions, and
// their copies in other languages.

export const helpSections = pgTable(
  'help_sections',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('help_sections_merchant_idx').on(t.merchantCode)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: text('id').primaryKey(),
    sectionId: text('section_id').notNull().references(() => helpSections.id),
    title: text('title').notNull(),
    /** HTML; the site sanitises it */
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('help_articles_section_idx').on(t.sectionId)],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** stable natural key, so the seed can tell what it already wrote */
    code: text('code').notNull().unique(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    linkageType: text('linkage_type'),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantCode, t.groupName)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** B, PL, PU, PR or H (specification section 1) */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    popup: boolean('popup').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('announcements_merchant_idx').on(t.merchantCode, t.publishedAt)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantCode)],
);

/** Kinds of operator content that carry per-language copies in `content_translations`. */
export const translatableKinds = ['banner', 'announcement', 'promotion', 'help_section', 'help_article', 'agent_announcement', 'news'] as const;
export type TranslatableKind = (typeof translatableKinds)[number];

/**
 * Operator content per language: the base rows above hold the English copy;
 * a row here overrides some of their text fields (`fields`: title, subtitle,
 * summary, content) for one language. `code` is the base row's natural key
 * (banner, announcement and promotion code, help section and article id,
 * the agent centre's announcement code, news code).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    /** the site's language code: CN, EN, ID, TH, TY, VI */
    language: text('language').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.code, t.language] }),
    check(
      'content_translations_kind_ck',
      sql`${t.kind} in ('banner', 'announcement', 'promotion', 'help_section', 'help_article', 'agent_announcement', 'news')`,
    ),
    check('content_translations_fields_ck', sql`jsonb_typeof(${t.fields}) = 'object'`),
  ],
);
