import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleReadCache } from '../../server/src/db/read-cache';
import { contentTranslations } from '../../server/src/db/schema';
import { seedDatabase } from '../../server/src/seed/seed';
import { announcementSeeds, bannerSeeds, promotionSeeds } from '../../server/src/seed/data/content';
import { helpCenter, helpCenterTranslations } from '../../server/src/seed/data/help-center';
import { textEm } from '../../server/src/modules/media/art/kit';
import { api } from '../../src/shared/contract/api';
import { homeNoticeSchema, type HomeNotice } from '../../src/shared/contract/content';
import { type HelpSection } from '../../src/shared/contract/system';
import { call, startTestServer, type TestServer } from './helpers';

/** Operator content per language: the `Language` header picks the copy, the base (English) rows answer otherwise. */
describe('content in the visitor language', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  async function notice(language?: string): Promise<HomeNotice> {
    const r = await call<{ value: unknown }>(s, api.homeNotice, {}, language ? { headers: { language } } : {});
    expect(r.status).toBe(200);
    return homeNoticeSchema.parse(r.body.value);
  }

  const welcome = (n: HomeNotice) => n.banners.find((b) => b.url.startsWith('/media/banners/home-welcome.webp'));
  const welcomePopup = (n: HomeNotice) => n.popup.find((a) => a.type === 'PU');

  it('answers the home notice in Vietnamese on the default TY site', async () => {
    const ty = await notice('TY');
    expect(welcome(ty)?.title).toBe('Thưởng Chào Mừng 100%');
    expect(welcome(ty)?.url).toBe('/media/banners/home-welcome.webp?lang=TY');
    expect(welcomePopup(ty)?.title).toBe('Chào mừng đến với Lotus Play');
    expect(welcomePopup(ty)?.content).toContain('Hãy chơi có trách nhiệm');
    const promo = ty.promotion.find((p) => p.imageUrl.startsWith('/media/promotions/welcome-bonus.webp'));
    expect(promo?.title).toBe('Thưởng Chào Mừng 100%');
    expect(promo?.summary).toBe('Nhân đôi lần nạp đầu tiên, tối đa 5.000.000₫.');
    expect(promo?.imageUrl).toBe('/media/promotions/welcome-bonus.webp?lang=TY');
  });

  it('answers in English for EN, and with the base copy for an unknown or missing language', async () => {
    const en = await notice('EN');
    expect(welcome(en)?.title).toBe('Welcome Bonus 100%');
    expect(welcome(en)?.url).toBe('/media/banners/home-welcome.webp?lang=EN');
    expect(welcomePopup(en)?.title).toBe('Welcome to Lotus Play');
    for (const n of [await notice('XX'), await notice()]) {
      expect(welcome(n)?.title).toBe('Welcome Bonus 100%');
      expect(welcome(n)?.url).toBe('/media/banners/home-welcome.webp?lang=EN');
      expect(welcomePopup(n)?.title).toBe('Welcome to Lotus Play');
    }
    // the same rows in the same order, whatever the language
    const th = await notice('th');
    expect(th.banners.map((b) => b.bannerId)).toEqual(en.banners.map((b) => b.bannerId));
    expect(welcome(th)?.title).toBe('โบนัสต้อนรับ 100%');
  });

  it('links a promotion banner to the running promotion by its id', async () => {
    const en = await notice('EN');
    const banner = welcome(en);
    expect(banner?.linkageType).toBe('promotion');
    const promo = en.promotion.find((p) => p.imageUrl.startsWith('/media/promotions/welcome-bonus.webp'));
    expect(promo).toBeDefined();
    expect(banner?.link).toBe(String(promo?.id));
  });

  it('falls back field by field to the base row where a language has no copy', async () => {
    await s.db
      .update(contentTranslations)
      .set({ fields: { content: '<p>Chỉ có nội dung.</p>' } })
      .where(and(eq(contentTranslations.kind, 'announcement'), eq(contentTranslations.code, 'maintenance-notice'), eq(contentTranslations.language, 'VI')));
    const vi = await notice('VI');
    const maintenance = vi.popup.find((a) => a.type === 'PL');
    expect(maintenance?.title).toBe('Scheduled maintenance on Tuesday 02:00–04:00');
    expect(maintenance?.content).toBe('<p>Chỉ có nội dung.</p>');
  });

  it('answers the help centre in the visitor language', async () => {
    const help = async (language: string) =>
      (await call<{ value: HelpSection[] }>(s, api.helpCenter, {}, { headers: { language } })).body.value;
    const [cn, en] = await Promise.all([help('CN'), help('EN')]);
    expect(cn.map((x) => x.id)).toEqual(en.map((x) => x.id));
    expect(cn[0]?.title).toBe('新手入门');
    expect(cn[0]?.articles[0]?.title).toBe('创建账户');
    expect(cn[0]?.articles[0]?.content).toContain('年满 21 岁');
    expect(en[0]?.title).toBe('Getting started');
    const id = await help('ID');
    expect(id.find((x) => x.id === 'deposits')?.articles.map((a) => a.title)).toContain('Cara melakukan deposit');
  });

  it('answers the user agreement and the privacy policy in every language (the registration links the agreement)', async () => {
    const help = async (language: string) =>
      (await call<{ value: HelpSection[] }>(s, api.helpCenter, {}, { headers: { language } })).body.value;
    const titles: Record<string, [string, string]> = {
      EN: ['Terms and conditions', 'Privacy policy'],
      TY: ['Điều khoản và điều kiện', 'Chính sách bảo mật'],
      VI: ['Điều khoản và điều kiện', 'Chính sách bảo mật'],
      CN: ['条款与条件', '隐私政策'],
      TH: ['ข้อกำหนดและเงื่อนไข', 'นโยบายความเป็นส่วนตัว'],
      ID: ['Syarat dan ketentuan', 'Kebijakan privasi'],
    };
    for (const [language, [agreement, privacy]] of Object.entries(titles)) {
      const sections = await help(language);
      expect(sections.find((x) => x.id === 'agreement')?.title, language).toBe(agreement);
      expect(sections.find((x) => x.id === 'privacy')?.title, language).toBe(privacy);
      const terms = sections.find((x) => x.id === 'agreement')?.articles.map((a) => a.content).join(' ') ?? '';
      expect(terms, language).toContain('21');
    }
  });

  it('draws the banner and promotion art in the language of ?lang, English otherwise', async () => {
    const th = await s.app.inject({ method: 'GET', url: '/media/banners/home-welcome.svg?lang=TH' });
    expect(th.statusCode).toBe(200);
    expect(th.body).toContain('โบนัสต้อนรับ 100%');
    expect(th.body).toContain('ฝากครั้งแรกรับเพิ่มเท่าตัว');
    expect(th.body).toContain('รับเลย');
    expect(th.body).toContain('lang="th"');
    expect(th.body).toMatch(/font-family="[^"]*Noto Sans CJK SC[^"]*"/);
    expect(th.body).not.toContain('CLAIM NOW');

    const ty = await s.app.inject({ method: 'GET', url: '/media/banners/home-live.svg?lang=TY' });
    expect(ty.body).toContain('aria-label="Đêm Casino Trực Tiếp"');
    expect(ty.body).toContain('CHƠI NGAY');

    for (const url of ['/media/banners/home-welcome.svg?lang=EN', '/media/banners/home-welcome.svg?lang=../../x', '/media/banners/home-welcome.svg']) {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('WELCOME BONUS');
      expect(r.body, url).toContain('CLAIM NOW');
    }

    const promo = await s.app.inject({ method: 'GET', url: '/media/promotions/welcome-bonus.svg?lang=CN' });
    expect(promo.body).toContain('首存红利');
    expect(promo.body).toContain('新会员');
    // a different picture per language: the ETag tells them apart
    const promoEn = await s.app.inject({ method: 'GET', url: '/media/promotions/welcome-bonus.svg?lang=EN' });
    expect(promoEn.headers.etag).not.toBe(promo.headers.etag);
  });

  it('keeps long titles inside the banner: wrapped in balanced lines and sized to fit the text area', async () => {
    for (const [code, lang] of [['inhouse-originals', 'VI'], ['home-live', 'TY'], ['register-gift', 'TH'], ['down-app', 'ID'], ['help-center', 'CN']]) {
      const r = await s.app.inject({ method: 'GET', url: `/media/banners/${code}.svg?lang=${lang}` });
      const lines = [...r.body.matchAll(/<text x="140" y="[\d.]+" font-size="(\d+)"[^>]*>([^<]+)<\/text>/g)].map((m) => ({
        size: Number(m[1]),
        text: m[2] ?? '',
      }));
      expect(lines.length, code).toBeGreaterThanOrEqual(1);
      expect(lines.length, code).toBeLessThanOrEqual(2);
      // the title stays left of the illustration (x 140 to 1120)
      for (const line of lines) expect(textEm(line.text, 0.78) * line.size, `${code} ${line.text}`).toBeLessThanOrEqual(980);
      if (lines.length === 2) expect(textEm(lines[1]?.text ?? ''), code).toBeLessThanOrEqual(textEm(lines[0]?.text ?? ''));
    }
    const live = await s.app.inject({ method: 'GET', url: '/media/banners/home-live.svg?lang=VI' });
    expect(live.body).toContain('>ĐÊM CASINO</text>');
    expect(live.body).toContain('>TRỰC TIẾP</text>');
  });

  it('seeds a translation for every banner, announcement, promotion and help entry in TY, VI, CN, TH and ID', async () => {
    const rows = await s.db
      .select({ kind: contentTranslations.kind, language: contentTranslations.language, n: sql<number>`count(*)::int` })
      .from(contentTranslations)
      .groupBy(contentTranslations.kind, contentTranslations.language);
    const count = (kind: string, language: string) => rows.find((r) => r.kind === kind && r.language === language)?.n ?? 0;
    const articles = helpCenter.reduce((n, section) => n + section.articles.length, 0);
    for (const language of ['TY', 'VI', 'CN', 'TH', 'ID']) {
      expect(count('banner', language), language).toBe(bannerSeeds.length);
      expect(count('announcement', language), language).toBe(announcementSeeds.length);
      expect(count('promotion', language), language).toBe(promotionSeeds.length);
      expect(count('help_section', language), language).toBe(helpCenter.length);
      expect(count('help_article', language), language).toBe(articles);
    }
    // and no English rows: English is the base
    expect(rows.some((r) => r.language === 'EN')).toBe(false);
    // the help copy covers exactly the sections and articles of the base
    for (const copy of Object.values(helpCenterTranslations)) {
      expect(Object.keys(copy).sort()).toEqual(helpCenter.map((x) => x.id).sort());
      for (const section of helpCenter) {
        expect(Object.keys(copy[section.id]?.articles ?? {}).sort()).toEqual(section.articles.map((a) => a.id).sort());
      }
    }
  });

  it('seeds translations idempotently: a second start changes nothing, an older database gets them', async () => {
    const snapshot = async () =>
      s.db
        .select()
        .from(contentTranslations)
        .orderBy(contentTranslations.kind, contentTranslations.code, contentTranslations.language);
    const edited = { title: 'Tiêu đề do nhà điều hành sửa', subtitle: 'Phụ đề mới' };
    await s.db
      .update(contentTranslations)
      .set({ fields: edited })
      .where(and(eq(contentTranslations.kind, 'banner'), eq(contentTranslations.code, 'home-sports'), eq(contentTranslations.language, 'TY')));
    const before = await snapshot();
    await seedDatabase(s.db);
    // written here, not through the API: on PostgreSQL the read cache learns of it from the version feed (within 1 s)
    await settleReadCache(s.db);
    expect(await snapshot()).toEqual(before);
    expect((await notice('TY')).banners.find((b) => b.url.startsWith('/media/banners/home-sports.webp'))?.title).toBe(edited.title);

    // a data folder from before the translations: the table is empty, the next start fills it
    await s.db.delete(contentTranslations).where(eq(contentTranslations.language, 'CN'));
    await settleReadCache(s.db);
    expect(welcome(await notice('CN'))?.title).toBe('Welcome Bonus 100%');
    await seedDatabase(s.db);
    await settleReadCache(s.db);
    expect(welcome(await notice('CN'))?.title).toBe('首存红利 100%');
    expect((await snapshot()).length).toBe(before.length);
  });
});
