import type { ResourceKey } from 'i18next';
import { baseApi } from '@/shared/api/base-api';
import { coreApi, SITE_STATUS_ARGS } from '@/shared/api/core-api';
import type { HomeNotice } from '@/shared/contract/content';
import type { ResponseOf } from '@/shared/contract/endpoint';
import type { gamesApi } from '@/shared/contract/games';
import type { SystemStatus } from '@/shared/contract/system';
import { isSupportedLanguage, type SupportedLanguage } from '@/shared/i18n/language';
import { presetHostPick } from '@/shared/lib/cdn';
import type { AppStore } from '@/shared/store/store';

/** The id of the JSON data block the server writes beside the shell it rendered (server/src/http/static-site.ts). */
export const PRELOADED_SHELL_ID = 'preloaded-state';

/**
 * What the server rendered the visitor's shell from, sent with it so the
 * first client render is made of the same data: no status, notice, vendors
 * or locale request before it, and nothing that differs from the HTML.
 */
export interface PreloadedShell {
  language: SupportedLanguage;
  status: SystemStatus;
  homeNotice: HomeNotice;
  vendors: ResponseOf<typeof gamesApi.gameVendors>;
  /** the translation file of `language` (locales/<language>.json) */
  translations: ResourceKey;
  /** the image host the server picked among the brand's `imageCDNs` (null: this site) */
  imageHost: string | null;
  /**
   * Set when the server rendered the page itself, not only its skeleton (the
   * home page): the answers of the calls it was rendered from, which the
   * browser puts in its query cache once the page's module (which declares
   * those calls) has loaded, before hydrating, and the texts it shows besides
   * the site's own (a namespace's file: the lottery's). Null: the page's skeleton.
   */
  page: { queries: PreloadedQuery[]; namespaces?: Record<string, ResourceKey> } | null;
}

/** A call's answer as the page asks for it: the endpoint's name in the query cache, its argument, its answer. */
export interface PreloadedQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/**
 * The data block's text: JSON with every `<` escaped, so no value (a banner
 * title written as `</script>`) can end the block or open a tag.
 */
export function serializePreloadedShell(shell: PreloadedShell): string {
  return JSON.stringify(shell).replace(/</g, '\\u003c');
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer is an object or a list (the lottery's menus). */
const isPreloadedQuery = (value: unknown): value is PreloadedQuery =>
  isObject(value) && typeof value.endpointName === 'string' && 'arg' in value && typeof value.value === 'object' && value.value !== null;

/** The preloaded shell of a data block's text, or null when there is none or it is not one (then the app fetches as without it). */
export function parsePreloadedShell(text: string | null | undefined): PreloadedShell | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const { language, status, homeNotice, vendors, translations, imageHost, page } = value;
  if (typeof language !== 'string' || !isSupportedLanguage(language)) return null;
  if (!isObject(status) || status.status !== 0 || !isObject(status.info)) return null;
  if (!isObject(homeNotice) || !Array.isArray(homeNotice.banners)) return null;
  if (!isObject(vendors) || !isObject(vendors.data) || !Array.isArray(vendors.data.lanes)) return null;
  if (!isObject(translations)) return null;
  if (imageHost !== null && typeof imageHost !== 'string') return null;
  if (page !== undefined && page !== null && !(isObject(page) && Array.isArray(page.queries) && page.queries.every(isPreloadedQuery))) return null;
  if (isObject(page) && page.namespaces !== undefined && !(isObject(page.namespaces) && Object.values(page.namespaces).every(isObject))) return null;
  return value as unknown as PreloadedShell;
}

/** The preloaded shell of this document, if the server rendered one. */
export function readPreloadedShell(doc: Document): PreloadedShell | null {
  const block = doc.getElementById(PRELOADED_SHELL_ID);
  if (!block || block.getAttribute('type') !== 'application/json') return null;
  return parsePreloadedShell(block.textContent);
}

/**
 * Puts the preloaded answers into the query cache, synchronously, under the
 * same arguments the components ask with: the status gate, the header, the
 * menu and the banner find their data on the first render.
 */
export function preloadShellData(store: AppStore, shell: PreloadedShell): void {
  presetHostPick(shell.status.info.imageCDNs, shell.imageHost);
  store.dispatch(
    coreApi.util.upsertQueryEntries([
      { endpointName: 'systemStatus', arg: SITE_STATUS_ARGS, value: shell.status },
      { endpointName: 'homeNotice', arg: undefined, value: shell.homeNotice },
      { endpointName: 'gameVendors', arg: undefined, value: shell.vendors },
    ]),
  );
}

/**
 * Puts the answers the server rendered the page from into the query cache
 * (after the page's module has loaded: it declares their endpoints), so the
 * hydrating page finds them as the server did.
 */
export function preloadPageData(store: AppStore, page: NonNullable<PreloadedShell['page']>): void {
  const known = baseApi.endpoints as Record<string, unknown>;
  const entries = page.queries.filter((query) => query.endpointName in known);
  if (entries.length === 0) return;
  store.dispatch(baseApi.util.upsertQueryEntries(entries as Parameters<typeof baseApi.util.upsertQueryEntries>[0]));
}
