import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createConsoleI18n, operatorLocaleFiles } from '@/operator/i18n';
import { localeFiles } from '@/shared/i18n/i18n';
import { supportedLanguages } from '@/shared/i18n/language';
import { flatten, type Tree } from '../locale-texts';


const dir = new URL(`file://${process.cwd()}/locales/operator/`);
const read = (code: string) => flatten(JSON.parse(readFileSync(new URL(`${code}.json`, dir), 'utf8')) as Tree);

describe('the console’s translations (locales/operator)', () => {
  const source = read('EN');

  it('there is one file per interface language, and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort();
    expect(files).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages.filter((l) => l !== 'EN'))('%s has every key of EN, no extra key and no empty text', (code) => {
    const target = read(code);
    const missing = [...source.keys()].filter((k) => !target.has(k));
    const extra = [...target.keys()].filter((k) => !source.has(k));
    const empty = [...target.entries()].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
  });

  it.each(supportedLanguages.filter((l) => l !== 'EN'))('%s keeps every {{placeholder}} of EN', (code) => {
    const target = read(code);
    const broken = [...source.entries()]
      .filter(([key, text]) => {
        const wanted = (text.match(/{{\w+}}/g) ?? []).sort().join();
        const got = ((target.get(key) ?? '').match(/{{\w+}}/g) ?? []).sort().join();
        return wanted !== got;
      })
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it('stays out of the player’s locale files and their loaders', () => {
    expect(Object.keys(localeFiles).some((path) => path.includes('operator'))).toBe(false);
    expect(Object.keys(operatorLocaleFiles).sort()).toEqual(supportedLanguages.map((code) => `../../locales/operator/${code}.json`).sort());
  });

  it("loads only the active language's console file", async () => {
    const spies = Object.fromEntries(supportedLanguages.map((code) => [code, vi.spyOn(operatorLocaleFiles, `../../locales/operator/${code}.json`)]));
    const instance = await createConsoleI18n('CN');
    expect(instance.t('signIn.title', { ns: 'operator' })).toBe('登录');
    // the shared components' texts (the dialog's close button) come with it
    expect(instance.t('common.close')).toBe('关闭');
    expect(Object.fromEntries(supportedLanguages.map((code) => [code, spies[code]!.mock.calls.length]))).toEqual({ TY: 0, VI: 0, EN: 0, CN: 1, TH: 0, ID: 0 });
  });
});
