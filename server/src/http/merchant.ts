import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readCache, type ReadCache } from '../db/read-cache';
import { merchantDomains, merchants } from '../db/schema';
import { apiError } from './status';

export type Merchant = typeof merchants.$inferSelect;

/** "https://www.lotus.example:8443/path" or "www.lotus.example" → "www.lotus.example" */
export function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
  try {
    return new URL(withScheme).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * The brand a request speaks to: the Merchant header when given, else the
 * brand owning the host, else the default brand. An unknown Merchant header
 * is an error rather than a silent fallback, so a misconfigured site shows up.
 */
export async function resolveMerchant(
  db: Db,
  merchantHeader: string | undefined,
  host: string | null,
  cache: ReadCache = readCache(db),
): Promise<Merchant> {
  const code = merchantHeader?.trim().toUpperCase();
  if (code) {
    const found = await cache.read('brand', `merchant:${code}`, async () => {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row ?? null;
    });
    if (!found) throw apiError('NOT_FOUND', 'Unknown merchant.');
    return found;
  }
  return cache.read('brand', `host:${host ?? ''}`, async () => {
    if (host) {
      const [byDomain] = await db
        .select({ merchant: merchants })
        .from(merchantDomains)
        .innerJoin(merchants, eq(merchants.code, merchantDomains.merchantCode))
        .where(eq(merchantDomains.domain, host))
        .limit(1);
      if (byDomain) return byDomain.merchant;
    }
    const [fallback] = await db.select().from(merchants).where(eq(merchants.isDefault, true)).limit(1);
    if (!fallback) throw apiError('INTERNAL', 'No brand is configured.');
    return fallback;
  });
}

/**
 * The origins of the brand's mirror domains (`https://<domain>`), in the
 * operator's order: the speed test's list (domainRoute) and the origins the
 * site's documents may connect to for it (connect-src), from one read.
 */
export async function mirrorOrigins(db: Db, merchantCode: string, cache: ReadCache = readCache(db)): Promise<string[]> {
  return cache.read('brand', `mirrors:${merchantCode}`, async () => {
    const rows = await db
      .select({ domain: merchantDomains.domain })
      .from(merchantDomains)
      .where(and(eq(merchantDomains.merchantCode, merchantCode), eq(merchantDomains.mirror, true)))
      .orderBy(asc(merchantDomains.sortOrder), asc(merchantDomains.domain));
    return rows.map((row) => `https://${row.domain}`);
  });
}
