import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import {
  jobWindows,
  vipLevels,
  announcements,
  banners,
  blockedNetworks,
  clubLabels,
  contentTranslations,
  countryCodes,
  depositChannels,
  depositTestCards,
  gameLanes,
  gameVendors,
  games,
  helpArticles,
  helpSections,
  memberLabelLinks,
  memberLabels,
  memberMessages,
  members,
  merchantDomains,
  merchantLanguages,
  merchantResources,
  newsArticles,
  merchants,
  promotionRules,
  rebateRates,
  promotions,
  registerFieldRules,
  registerSettings,
  whitelabelModules,
  banks,
  withdrawSettings,
  lotterySettings,
  protectionSettings,
  chatCannedAnswers,
  chatDesks,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import { toMinor } from '../lib/money';
import { searchKey } from '../modules/games/search-key';
import { findMemberByAccount } from '../modules/member/lookup';
import { createOperator } from '../modules/operator/accounts';
import { accountOf, houseAccountOf } from '../modules/wallet/accounts';
import { transfer } from '../modules/wallet/ledger';
import { rankedPrizesJob } from '../modules/promotions/raffle';
import { accountSeeds, clubLabelSeeds, GUEST_TEMPLATE, memberLabelSeeds, vipLevelSeeds, type AccountSeed } from './data/accounts';
import {
  blockedNetworks as blockedSeeds,
  brand,
  domains,
  fieldRules,
  languages,
  MERCHANT,
  modules,
  registerOptions,
  resources,
  type ModuleSeed,
} from './data/brand';
import { agentAnnouncementSeeds } from './data/agent';
import { announcementSeeds, bannerSeeds, eachLanguage, promotionSeeds, type SeedLanguage } from './data/content';
import { countries } from './data/countries';
import { channelSeeds, testCardSeeds } from './data/deposit';
import { helpCenter, helpCenterTranslations } from './data/help-center';
import { lanes, vendorSeeds } from './data/vendors';
import { operatorSeeds } from './data/operators';
import { promotionRuleSeeds, rebateRateSeeds } from './data/promotions';
import { buildGameSeeds } from './data/games';
import { seedAgentCentre } from './agent-centre';
import { seedAgentHistory } from './agent-history';
import { seedDemoHistory } from './demo-history';
import { seedPoints } from './points';
import { seedMissions } from './missions';
import { bankSeeds, DEMO_UPLINE, withdrawSettingSeed } from './data/withdraw';
import { lotterySettingSeeds } from './data/lottery';
import { newsSeeds } from './data/news';

/** Every instance seeds under this lock, inside one transaction: never twice, never half. */
const SEED_LOCK = 7_145_002;

const DAY = 86_400_000;

/*
 * The seed writes what is missing and leaves what exists alone (ON CONFLICT
 * DO NOTHING on natural keys), so a second start keeps every change made
 * since, and a newer seed can add rows to an older database.
 */

async function seedBrand(tx: Tx): Promise<void> {
  await tx.insert(merchants).values(brand).onConflictDoNothing();
  await tx
    .insert(merchantLanguages)
    .values(languages.map((l, i) => ({ merchantCode: MERCHANT, code: l.code, name: l.name, sortOrder: i })))
    .onConflictDoNothing();

  const rows: Array<typeof whitelabelModules.$inferInsert> = [];
  const walk = (list: ModuleSeed[], parent: string | null) => {
    list.forEach((m, i) => {
      rows.push({ merchantCode: MERCHANT, modId: m.modId, parentModId: parent, name: m.name, enabled: m.enabled, sortOrder: i });
      walk(m.children ?? [], m.modId);
    });
  };
  walk(modules, null);
  await tx.insert(whitelabelModules).values(rows).onConflictDoNothing();

  await tx
    .insert(merchantResources)
    .values(resources.map((r) => ({ merchantCode: MERCHANT, ...r })))
    .onConflictDoNothing();
  await tx
    .insert(merchantDomains)
    .values(domains.map((domain, i) => ({ domain, merchantCode: MERCHANT, mirror: true, sortOrder: i })))
    .onConflictDoNothing();
  await tx.insert(registerSettings).values({ merchantCode: MERCHANT, ...registerOptions }).onConflictDoNothing();
  await tx
    .insert(registerFieldRules)
    .values(Object.entries(fieldRules).map(([field, rule]) => ({ merchantCode: MERCHANT, field, ...rule })))
    .onConflictDoNothing();
  await tx.insert(blockedNetworks).values(blockedSeeds).onConflictDoNothing();
  await tx
    .insert(countryCodes)
    .values(countries.map(([countryCode, dialingCode, name], i) => ({ countryCode, dialingCode, name, sortOrder: i })))
    .onConflictDoNothing();
}

/** The brand's chat desk (always open, UTC+7) and a few canned answers for its staff. */
async function seedChat(tx: Tx): Promise<void> {
  await tx.insert(chatDesks).values({ merchantCode: MERCHANT, opensMinute: 0, closesMinute: 1440, utcOffsetMinutes: 420 }).onConflictDoNothing();
  const [any] = await tx.select({ id: chatCannedAnswers.id }).from(chatCannedAnswers).limit(1);
  if (any) return;
  await tx.insert(chatCannedAnswers).values([
    { merchantCode: MERCHANT, title: 'Greeting', body: 'Hello, thank you for contacting Lotus Play. How can I help you today?' },
    { merchantCode: MERCHANT, title: 'Deposit check', body: 'I am checking your deposit now. It usually takes a few minutes; your balance updates by itself.' },
    { merchantCode: MERCHANT, title: 'Withdrawal time', body: 'Withdrawals are reviewed within 15 minutes during opening hours, then paid to your bank card.' },
    { merchantCode: MERCHANT, title: 'Closing', body: 'Is there anything else I can help you with? Have a good day!' },
  ]);
}

async function seedHelp(tx: Tx): Promise<void> {
  await tx
    .insert(helpSections)
    .values(helpCenter.map((s, i) => ({ id: s.id, merchantCode: MERCHANT, title: s.title, sortOrder: i })))
    .onConflictDoNothing();
  await tx
    .insert(helpArticles)
    .values(
      helpCenter.flatMap((s) =>
        s.articles.map((a, i) => ({ id: `${s.id}/${a.id}`, sectionId: s.id, title: a.title, content: a.content, sortOrder: i })),
      ),
    )
    .onConflictDoNothing();
}

async function seedContent(tx: Tx, now: number): Promise<void> {
  await tx
    .insert(banners)
    .values(
      bannerSeeds.map((b, i) => ({
        code: b.code,
        merchantCode: MERCHANT,
        groupName: b.group,
        title: b.title,
        subtitle: b.subtitle,
        imageUrl: `/media/banners/${b.code}.webp`,
        linkageType: b.linkageType,
        link: b.link,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(announcements)
    .values(
      announcementSeeds.map((a) => ({
        code: a.code,
        merchantCode: MERCHANT,
        type: a.type,
        title: a.title,
        content: a.content,
        popup: a.popup,
        publishedAt: new Date(now - a.daysAgo * DAY),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(promotions)
    .values(
      promotionSeeds.map((p, i) => ({
        code: p.code,
        merchantCode: MERCHANT,
        category: p.category,
        title: p.title,
        summary: p.summary,
        content: p.content,
        imageUrl: `/media/promotions/${p.code}.webp`,
        startsAt: new Date(now - 7 * DAY),
        endsAt: p.endsInDays === null ? null : new Date(now + p.endsInDays * DAY),
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(newsArticles)
    .values(
      newsSeeds.map((n) => ({
        code: n.code,
        merchantCode: MERCHANT,
        title: n.title,
        summary: n.summary,
        content: n.content,
        publishedAt: new Date(now - n.daysAgo * DAY),
      })),
    )
    .onConflictDoNothing();
}

type TranslationRow = typeof contentTranslations.$inferInsert;

/** The help centre's rows of content_translations: TY gets the VI copy, like the rest of the content. */
function helpTranslationRows(): TranslationRow[] {
  const rows: TranslationRow[] = [];
  const languages: Array<[SeedLanguage, keyof typeof helpCenterTranslations]> = [
    ['TY', 'VI'],
    ['VI', 'VI'],
    ['CN', 'CN'],
    ['TH', 'TH'],
    ['ID', 'ID'],
  ];
  for (const [language, source] of languages) {
    const copy = helpCenterTranslations[source];
    for (const section of helpCenter) {
      const translated = copy[section.id];
      if (!translated) continue;
      rows.push({ kind: 'help_section', code: section.id, language, fields: { title: translated.title } });
      for (const article of section.articles) {
        const a = translated.articles[article.id];
        if (a) rows.push({ kind: 'help_article', code: `${section.id}/${article.id}`, language, fields: { title: a.title, content: a.content } });
      }
    }
  }
  return rows;
}

/**
 * The content in the site's other languages (content_translations). Like the
 * rest of the seed it adds what is missing and keeps what exists, so an
 * older database gets the translations on its next start and an operator's
 * edits survive.
 */
async function seedTranslations(tx: Tx): Promise<void> {
  const rows: TranslationRow[] = [
    ...bannerSeeds.flatMap((b) => eachLanguage(b.i18n).map(([language, fields]) => ({ kind: 'banner', code: b.code, language, fields }))),
    ...announcementSeeds.flatMap((a) =>
      eachLanguage(a.i18n).map(([language, fields]) => ({ kind: 'announcement', code: a.code, language, fields })),
    ),
    ...promotionSeeds.flatMap((p) =>
      eachLanguage(p.i18n).map(([language, fields]) => ({ kind: 'promotion', code: p.code, language, fields })),
    ),
    ...helpTranslationRows(),
    ...agentAnnouncementSeeds.flatMap((a) =>
      eachLanguage(a.i18n).map(([language, fields]) => ({ kind: 'agent_announcement', code: a.code, language, fields })),
    ),
    ...newsSeeds.flatMap((n) => eachLanguage(n.i18n).map(([language, fields]) => ({ kind: 'news', code: n.code, language, fields }))),
  ];
  await tx.insert(contentTranslations).values(rows).onConflictDoNothing();
}

/** The rules of the seeded promotions (data/promotions.ts), linked to their cards by code; an operator's changes are kept. */
async function seedPromotionRules(tx: Tx): Promise<void> {
  const rows = await tx
    .select({ id: promotions.id, code: promotions.code })
    .from(promotions)
    .where(inArray(promotions.code, promotionRuleSeeds.map((r) => r.code)));
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  const values = promotionRuleSeeds.flatMap(({ code, ...rule }) => {
    const promotionId = ids.get(code);
    return promotionId === undefined ? [] : [{ promotionId, ...rule }];
  });
  if (values.length > 0) await tx.insert(promotionRules).values(values).onConflictDoNothing();
  await tx
    .insert(rebateRates)
    .values(rebateRateSeeds.map((r) => ({ merchantCode: MERCHANT, ...r })))
    .onConflictDoNothing();
}

/** The brand's lottery prices, odds and limits (data/lottery.ts); a lottery added later gets its row on the next start. */
async function seedLottery(tx: Tx): Promise<void> {
  await tx
    .insert(lotterySettings)
    .values(
      lotterySettingSeeds().map((l) => ({
        merchantCode: MERCHANT,
        lotteryCode: l.lotteryCode,
        unitPrice: toMinor(l.unitPrice),
        maxStakePerDraw: toMinor(l.maxStakePerDraw),
        playTypes: l.playTypes,
      })),
    )
    .onConflictDoNothing();
}

async function seedGames(tx: Tx): Promise<void> {
  await tx
    .insert(gameLanes)
    .values(lanes.map((l, i) => ({ merchantCode: MERCHANT, category: l.category, title: l.title, classify: l.classify, sortOrder: i })))
    .onConflictDoNothing();
  await tx
    .insert(gameVendors)
    .values(
      vendorSeeds.map((v, i) => ({
        merchantCode: MERCHANT,
        category: v.category,
        code: v.code,
        name: v.name,
        gameType: v.category,
        accountTypeName: v.accountTypeName ?? null,
        isGame: v.isGame ?? null,
        isHot: v.hot ?? false,
        maintenance: v.maintenance ?? false,
        transferWallet: v.transferWallet ?? false,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await seedCatalogue(tx);
}

/** Rows per insert of the catalogue: 18 columns × 500 stays far below the 32k bind parameters of one statement. */
const CATALOGUE_BATCH = 500;

/** The 2,000+ games of the reference catalogue (data/games.ts); skipped at once when all are there. */
async function seedCatalogue(tx: Tx): Promise<void> {
  const seeds = buildGameSeeds();
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(games).where(eq(games.merchantCode, MERCHANT));
  if ((row?.n ?? 0) >= seeds.length) return;
  for (let i = 0; i < seeds.length; i += CATALOGUE_BATCH) {
    await tx
      .insert(games)
      .values(
        seeds.slice(i, i + CATALOGUE_BATCH).map((g) => ({
          merchantCode: MERCHANT,
          vendorCode: g.vendorCode,
          category: g.category,
          gameCode: g.gameCode,
          nodeId: g.nodeId,
          name: g.name,
          searchName: searchKey(g.name),
          classify: g.classify,
          minBet: g.minBet,
          lineNum: g.lineNum,
          isHot: g.isHot,
          popularity: g.popularity,
          defaultPlayType: g.defaultPlayType,
          inhouseKind: g.inhouseKind,
          maintenance: g.maintenance,
          sortOrder: g.sortOrder,
        })),
      )
      .onConflictDoNothing();
  }
}

async function seedLabels(tx: Tx): Promise<void> {
  await tx.insert(clubLabels).values(clubLabelSeeds.map((l) => ({ merchantCode: MERCHANT, ...l }))).onConflictDoNothing();
  await tx.insert(memberLabels).values(memberLabelSeeds.map((l) => ({ merchantCode: MERCHANT, ...l }))).onConflictDoNothing();
  await tx
    .insert(vipLevels)
    .values(
      vipLevelSeeds.map((v) => ({
        merchantCode: MERCHANT,
        level: v.level,
        name: v.name,
        color: v.color,
        color2: v.color2,
        requiredDeposit: toMinor(v.deposit),
        requiredTurnover: toMinor(v.turnover),
        rebateRate: v.rebate,
        dailyWithdrawalLimit: toMinor(v.withdrawalLimit),
        dailyWithdrawals: v.withdrawals,
        birthdayBonus: toMinor(v.birthday),
        upgradeBonus: toMinor(v.upgrade),
      })),
    )
    .onConflictDoNothing();
}

/** The house accounts the demo moves money through; the other purposes open on first use. */
async function seedHouseAccounts(tx: Tx): Promise<void> {
  for (const purpose of ['cash', 'games', 'bonus'] as const) await houseAccountOf(tx, MERCHANT, purpose);
}

async function memberId(tx: Tx, account: string): Promise<number | undefined> {
  return (await findMemberByAccount(tx, MERCHANT, account))?.id;
}

/** Creates a demo account with its wallet, then funds it with a deposit from the house cash account. */
async function seedAccount(tx: Tx, seed: AccountSeed, hashes: Map<string, Promise<string>>): Promise<number> {
  let id = await memberId(tx, seed.account);
  if (id === undefined) {
    let hash = hashes.get(seed.password);
    if (!hash) {
      hash = hashPassword(seed.password);
      hashes.set(seed.password, hash);
    }
    const [club] = seed.clubLabel
      ? await tx.select({ id: clubLabels.id }).from(clubLabels).where(eq(clubLabels.code, seed.clubLabel))
      : [];
    const [created] = await tx
      .insert(members)
      .values({
        merchantCode: MERCHANT,
        account: seed.account,
        nickname: seed.nickname,
        passwordHash: await hash,
        isAgent: seed.isAgent,
        uplineId: seed.upline ? ((await memberId(tx, seed.upline)) ?? null) : null,
        inviteCode: seed.inviteCode ?? null,
        clubLabelId: club?.id ?? null,
        email: seed.email ?? null,
        authenticatorSecret: seed.authenticatorSecret ?? null,
        language: brand.defaultLanguage,
        mustChangePassword: seed.mustChangePassword ?? false,
      })
      .returning({ id: members.id });
    if (!created) throw new Error(`seed: could not create ${seed.account}`);
    id = created.id;
    if (seed.memberLabels?.length) {
      const labels = await tx
        .select({ id: memberLabels.id })
        .from(memberLabels)
        .where(inArray(memberLabels.code, seed.memberLabels));
      await tx.insert(memberLabelLinks).values(labels.map((l) => ({ memberId: id as number, labelId: l.id })));
    }
  }
  const wallet = await accountOf(tx, id, 'main');
  const cash = await houseAccountOf(tx, MERCHANT, 'cash');
  // through the ledger, like any deposit: the key makes it happen once per database
  await transfer(tx, {
    idempotencyKey: `seed:${MERCHANT}:${seed.account}:opening-deposit`,
    from: cash,
    to: wallet,
    amount: toMinor(seed.deposit),
    kind: 'deposit',
    memo: 'Opening balance of the demo account',
  });
  return id;
}

async function seedMessages(tx: Tx, demoId: number): Promise<void> {
  const [existing] = await tx.select({ id: memberMessages.id }).from(memberMessages).where(eq(memberMessages.memberId, demoId)).limit(1);
  if (existing) return;
  await tx.insert(memberMessages).values([
    {
      memberId: demoId,
      title: 'Welcome to Lotus Play',
      content: '<p>Your account is ready. Set your deposit limits any time in the member centre.</p>',
    },
    {
      memberId: demoId,
      title: 'You reached VIP 5',
      content: '<p>Congratulations! VIP 5 members get a dedicated customer-service line and faster withdrawals.</p>',
    },
  ]);
}

/** The banks, the brand's withdrawal rules, and the demo member's upline (so the transfer to the upline can be tried). */
async function seedMoneyOut(tx: Tx, demoId: number | undefined): Promise<void> {
  await tx
    .insert(banks)
    .values(bankSeeds.map((b, i) => ({ ...b, sortOrder: i })))
    .onConflictDoNothing();
  const s = withdrawSettingSeed;
  await tx
    .insert(withdrawSettings)
    .values({
      merchantCode: MERCHANT,
      minAmount: toMinor(s.minAmount),
      maxAmount: toMinor(s.maxAmount),
      dailyCount: s.dailyCount,
      forcedReceiptMinutes: s.forcedReceiptMinutes,
      uplineMinAmount: toMinor(s.uplineMinAmount),
    })
    .onConflictDoNothing();
  const upline = await memberId(tx, DEMO_UPLINE);
  if (demoId !== undefined && upline !== undefined) {
    await tx.update(members).set({ uplineId: upline }).where(sql`${members.id} = ${demoId} and ${members.uplineId} is null`);
  }
}

async function seedGuestTemplate(tx: Tx): Promise<void> {
  if ((await memberId(tx, GUEST_TEMPLATE)) !== undefined) return;
  await tx.insert(members).values({
    merchantCode: MERCHANT,
    account: GUEST_TEMPLATE,
    nickname: 'Guest',
    // not an argon2 hash: no password ever matches it
    passwordHash: '!',
    isAgent: 4,
    status: 'template',
    language: brand.defaultLanguage,
  });
}

/** The brand's deposit channels and (with the sandbox provider) the sandbox telcos' test cards. */
async function seedDeposits(tx: Tx, testCards: boolean): Promise<void> {
  await tx
    .insert(depositChannels)
    .values(
      channelSeeds.map((c, i) => ({
        merchantCode: MERCHANT,
        code: c.code,
        kind: c.kind,
        name: c.name,
        minAmount: toMinor(c.min),
        maxAmount: toMinor(c.max),
        quickAmounts: c.quickAmounts,
        details: c.details,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  if (testCards) await tx.insert(depositTestCards).values(testCardSeeds()).onConflictDoNothing();
}

/** The console's demo staff accounts (data/operators.ts); an existing username is left as it is. */
async function seedOperators(tx: Tx, hashes: Map<string, Promise<string>>): Promise<void> {
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };
  for (const seed of operatorSeeds) await createOperator(tx, seed, hashOf);
}

export interface SeedOptions {
  now?: number;
  /**
   * the demo accounts (data/accounts.ts: members, agents, the agent's team) with their messages and
   * contracts (default true; production: DEMO_DATA, off unless set)
   */
  demoAccounts?: boolean;
  /** the demo staff accounts of the console (data/operators.ts; default: as demoAccounts; never in production) */
  demoStaff?: boolean;
  /** the sandbox telcos' test scratch cards, which pay deposits (default true; SANDBOX_PAY) */
  sandboxCards?: boolean;
  /** six months of the demo member's history (demo-history.ts): the server's start asks for it, tests when they need it */
  demoHistory?: boolean;
}

/**
 * What the server's start seeds for its configuration: the brand, its content and the catalogue always;
 * the demo accounts and their history with DEMO_DATA (on outside production); the demo staff accounts
 * only outside production, where their published passwords would stop the start (seed/demo-passwords.ts);
 * the sandbox telco's test cards with SANDBOX_PAY.
 */
export function seedOptionsFor(config: Pick<Config, 'production' | 'demoData' | 'sandboxPay'>): SeedOptions {
  return {
    demoAccounts: config.demoData,
    demoStaff: config.demoData && !config.production,
    sandboxCards: config.sandboxPay,
    demoHistory: config.demoData,
  };
}

/** Writes the reference brand, its content, the vendor catalogue and (by `options`) the demo accounts. Idempotent. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const demoAccounts = options.demoAccounts ?? true;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedBrand(tx);
    await seedHelp(tx);
    await seedChat(tx);
    await seedContent(tx, now);
    await seedTranslations(tx);
    await seedPromotionRules(tx);
    await seedMissions(tx, MERCHANT);
    await seedGames(tx);
    await seedLottery(tx);
    await seedLabels(tx);
    await seedHouseAccounts(tx);
    const hashes = new Map<string, Promise<string>>();
    const ids = new Map<string, number>();
    if (demoAccounts) {
      for (const seed of accountSeeds) ids.set(seed.account, await seedAccount(tx, seed, hashes));
      // the demo players have played here before: the responsible gaming information, shown once after
      // registering (docs/responsible-gaming.md), is behind them
      if (ids.size > 0) {
        await tx
          .insert(protectionSettings)
          .values([...ids.values()].map((memberId) => ({ memberId, infoSeenAt: new Date(now) })))
          .onConflictDoNothing();
      }
    }
    const demo = ids.get('demo');
    if (demo !== undefined) await seedMessages(tx, demo);
    await seedMoneyOut(tx, demo);
    await seedPoints(tx, MERCHANT, [demo, ids.get('agent')]);
    // the agent centre's announcements; its contracts only between the demo accounts
    await seedAgentCentre(tx, MERCHANT, ids, now);
    await seedGuestTemplate(tx);
    if (options.demoStaff ?? demoAccounts) await seedOperators(tx, hashes);
    await seedDeposits(tx, options.sandboxCards ?? true);
    // the demo players' seeded play is not a race they ran: the prizes of the periods that ended before the
    // first seed are not paid (a server first started just after a brand midnight would otherwise pay the
    // demo accounts the day's and the week's prizes at once); the job pays the periods that end from then
    // on. Only on a database where the job has never run: at a later start, a period that ended while the
    // server was down is the job's to catch up, not the seed's to skip
    if (demoAccounts) {
      const [ran] = await tx.select({ at: jobWindows.windowStart }).from(jobWindows).where(eq(jobWindows.jobName, rankedPrizesJob.name)).limit(1);
      if (!ran) {
        const every = rankedPrizesJob.everySeconds * 1000;
        const latest = Math.floor(now / every) * every - every;
        await tx.insert(jobWindows).values({ jobName: rankedPrizesJob.name, windowStart: new Date(latest) }).onConflictDoNothing();
      }
    }
  });
  if (demoAccounts && options.demoHistory) {
    await seedDemoHistory(db, MERCHANT, 'demo', now);
    await seedAgentHistory(db, MERCHANT, now);
  }
}
