import { CENTRE_NAMESPACE, i18next } from '@/shared/i18n/i18n';

/**
 * The member centre's texts (`centre`, locales/centre/), in the active
 * language: its pages (account, deposit, withdrawal, wallet, records, …)
 * write their keys without the namespace, which i18next looks up as its
 * `fallbackNS`, so a page must not draw before they are here. Resolves
 * once they are; rejects when they could not be loaded (the page then shows
 * its load error, whose retry asks for them again: i18next does not ask
 * again by itself for a namespace that failed).
 */
export async function loadCentreTexts(): Promise<void> {
  const language = i18next.language;
  if (i18next.hasResourceBundle(language, CENTRE_NAMESPACE)) return;
  await i18next.loadNamespaces(CENTRE_NAMESPACE);
  if (i18next.hasResourceBundle(language, CENTRE_NAMESPACE)) return;
  await i18next.reloadResources(language, CENTRE_NAMESPACE);
  if (!i18next.hasResourceBundle(language, CENTRE_NAMESPACE)) throw new Error(`The member centre's texts (${language}) did not load`);
}

/**
 * A member centre page's loader that resolves once both its chunk and the
 * centre's texts are here (fetched side by side): the page's spinner stays
 * until then, and no key shows raw.
 */
export function withCentreTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadCentreTexts()]).then(([module]) => module);
}
