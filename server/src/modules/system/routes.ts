import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/endpoints';
import type { HelpSection, SystemStatus } from '../../../../src/shared/contract/models';
import { countryCodes, helpArticles, helpSections, merchantDomains } from '../../db/schema';
import { isBlocked } from '../../http/guards';
import { hostOf } from '../../http/merchant';
import { route } from '../../http/route';
import { contentLanguage, loadTranslations, pick } from '../content/i18n';
import { locate } from './location';
import { loadRegisterSettings } from './register-settings';
import { buildSiteInfo, whitelabelTree } from './site-info';

/** Brand configuration and the other public, read-only calls the site makes at start. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.systemStatus, async (ctx) => {
    const merchant = await ctx.merchant(hostOf(ctx.input.url));
    const location = locate(ctx.ip);
    const [info, blocked] = await Promise.all([buildSiteInfo(ctx.deps.db, merchant), isBlocked(ctx.deps.db, ctx.ip)]);
    // a blocked visitor learns about the restriction, not about maintenance
    const status: SystemStatus['status'] = blocked ? 2 : merchant.maintenance ? 1 : 0;
    return {
      status,
      maintenance:
        status === 1
          ? {
              title: merchant.maintenanceTitle,
              message: merchant.maintenanceMessage,
              until: merchant.maintenanceUntil?.toISOString() ?? null,
            }
          : null,
      regionRestriction: status === 2 ? { ip: location.ip, country: location.country } : null,
      location,
      info,
    };
  });

  route(app, api.whitelabel, async (ctx) => whitelabelTree(ctx.deps.db, (await ctx.merchant()).code));

  route(app, api.registerSettings, async (ctx) => loadRegisterSettings(ctx.deps.db, (await ctx.merchant()).code));

  route(app, api.domainRoute, async (ctx) => {
    const merchant = await ctx.merchant();
    const mirrors = await ctx.deps.db
      .select({ domain: merchantDomains.domain })
      .from(merchantDomains)
      .where(and(eq(merchantDomains.merchantCode, merchant.code), eq(merchantDomains.mirror, true)))
      .orderBy(asc(merchantDomains.sortOrder), asc(merchantDomains.domain));
    // the address the visitor already uses comes first: it is known to work
    const own = `${ctx.request.protocol}://${ctx.request.host}`;
    const list = [own, ...mirrors.map((m) => `https://${m.domain}`)];
    return { domainList: [...new Set(list)] };
  });

  route(app, api.helpCenter, async (ctx) => {
    const merchant = await ctx.merchant();
    const db = ctx.deps.db;
    const sections = await db
      .select()
      .from(helpSections)
      .where(eq(helpSections.merchantCode, merchant.code))
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
    const language = contentLanguage(ctx.language);
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
  });

  route(app, api.countryCodes, async (ctx) =>
    ctx.deps.db
      .select({ countryCode: countryCodes.countryCode, dialingCode: countryCodes.dialingCode, name: countryCodes.name })
      .from(countryCodes)
      .orderBy(asc(countryCodes.sortOrder)),
  );

  route(app, api.publicKey, async (ctx) => ({ keyId: ctx.deps.keys.keyId, publicKey: ctx.deps.keys.publicKey }));
}
