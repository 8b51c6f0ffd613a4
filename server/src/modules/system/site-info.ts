import { and, asc, eq } from 'drizzle-orm';
import { type Resource, type SiteInfo, type WhitelabelNode, resourceTypes } from '../../../../src/shared/contract/system';
import type { Db } from '../../db/client';
import { countryCodes, merchantLanguages, merchantResources, whitelabelModules } from '../../db/schema';
import type { Merchant } from '../../http/merchant';

/** The module rows as the tree the site walks: children in their sort order under their parent. */
export async function whitelabelTree(db: Db, merchantCode: string): Promise<WhitelabelNode[]> {
  const rows = await db
    .select()
    .from(whitelabelModules)
    .where(eq(whitelabelModules.merchantCode, merchantCode))
    .orderBy(asc(whitelabelModules.sortOrder), asc(whitelabelModules.modId));
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.modId, { modId: row.modId, name: row.name, enabled: row.enabled, childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId);
    if (!node) continue;
    const parent = row.parentModId ? nodes.get(row.parentModId) : undefined;
    // a dangling parent reference shows the module at the top rather than losing it
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

const isResourceType = (value: string): value is Resource['resourceType'] =>
  (resourceTypes as readonly string[]).includes(value);

export async function buildSiteInfo(db: Db, merchant: Merchant): Promise<SiteInfo> {
  const [languages, modules, resources] = await Promise.all([
    db
      .select({ code: merchantLanguages.code, name: merchantLanguages.name })
      .from(merchantLanguages)
      .where(eq(merchantLanguages.merchantCode, merchant.code))
      .orderBy(asc(merchantLanguages.sortOrder)),
    whitelabelTree(db, merchant.code),
    db.select().from(merchantResources).where(eq(merchantResources.merchantCode, merchant.code)),
  ]);
  return {
    brandName: merchant.brandName,
    merchantCode: merchant.code,
    platform: merchant.platform,
    lotteryType: merchant.lotteryType,
    device: merchant.device,
    prizeModes: merchant.prizeModes,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    defaultLanguage: merchant.defaultLanguage,
    languages,
    modules,
    settings: merchant.settings,
    resources: resources
      .filter((r) => isResourceType(r.resourceType))
      .sort((a, b) => resourceTypes.indexOf(a.resourceType as never) - resourceTypes.indexOf(b.resourceType as never))
      .map((r) => ({
        resourceType: r.resourceType as Resource['resourceType'],
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
        labelNameEn: r.labelNameEn,
      })),
    customerService: merchant.customerService,
    analytics: { gtagId: merchant.gtagId },
    imageCDNs: merchant.imageCdns,
    launchGameCDNs: merchant.launchGameCdns,
  };
}

/** The code of a language the brand offers, or undefined when it does not offer it. */
export async function offeredLanguage(db: Db, merchantCode: string, code: string): Promise<string | undefined> {
  const [known] = await db
    .select({ code: merchantLanguages.code })
    .from(merchantLanguages)
    .where(and(eq(merchantLanguages.merchantCode, merchantCode), eq(merchantLanguages.code, code)))
    .limit(1);
  return known?.code;
}

export async function countryCodeList(db: Db): Promise<{ countryCode: string; dialingCode: string; name: string }[]> {
  return db
    .select({ countryCode: countryCodes.countryCode, dialingCode: countryCodes.dialingCode, name: countryCodes.name })
    .from(countryCodes)
    .orderBy(asc(countryCodes.sortOrder));
}
