import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namespaceFiles } from '@/shared/i18n/namespace-files';
import { supportedLanguages } from '@/shared/i18n/language';
import { flatten, type Tree } from '../../locale-texts';

/** The Messages page's texts (locales/messages/), loaded with the page: held to the rules of the site's other files. */
describe('the platform messages’ texts (locales/messages/)', () => {
  const dir = new URL(`file://${process.cwd()}/locales/messages/`);
  const read = (code: string) => flatten(JSON.parse(readFileSync(new URL(`messages-${code}.json`, dir), 'utf8')) as Tree);
  const source = read('EN');

  it('has one file per interface language, each one the page can load', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/^messages-|\.json$/g, '')).sort();
    expect(files).toEqual([...supportedLanguages].sort());
    for (const code of supportedLanguages) expect(namespaceFiles.messages?.files[`../../../locales/messages/messages-${code}.json`], code).toBeTypeOf('function');
  });

  it.each(supportedLanguages.filter((l) => l !== 'EN'))('%s has every key of EN, no extra key, no empty text, and every {{placeholder}}', (code) => {
    const target = read(code);
    const missing = [...source.keys()].filter((k) => !target.has(k));
    const extra = [...target.keys()].filter((k) => !source.has(k));
    const empty = [...target.entries()].filter(([, v]) => v.trim() === '').map(([k]) => k);
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort().join();
    const broken = [...source.entries()].filter(([k, v]) => target.has(k) && placeholders(v) !== placeholders(target.get(k)!)).map(([k]) => k);
    expect({ missing, extra, empty, broken }).toEqual({ missing: [], extra: [], empty: [], broken: [] });
  });
});
