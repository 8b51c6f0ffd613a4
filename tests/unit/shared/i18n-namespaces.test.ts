import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namespaceFiles } from '@/shared/i18n/namespace-files';
import { supportedLanguages } from '@/shared/i18n/language';
import { flatten, type Tree } from '../locale-texts';


/**
 * The texts of each part loaded with its pages (`namespaceFiles`: the agent
 * centre's in locales/agent/, the lottery's in locales/lottery/), held to the
 * same rules as the first screen's files.
 */
describe.each(Object.entries(namespaceFiles).map(([namespace, { folder }]) => ({ namespace, folder })))('the $namespace namespace (locales/$folder/)', ({ folder }) => {
  const dir = new URL(`file://${process.cwd()}/locales/${folder}/`);
  const read = (code: string) => flatten(JSON.parse(readFileSync(new URL(`${folder}-${code}.json`, dir), 'utf8')) as Tree);
  const source = read('EN');

  it('there is one file per interface language, and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(new RegExp(`^${folder}-|\\.json$`, 'g'), '')).sort();
    expect(files).toEqual([...supportedLanguages].sort());
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
