import { readFileSync, readdirSync } from 'node:fs';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18next, i18nOptions, lazyLocaleBackend, localeFiles } from '@/shared/i18n/i18n';
import { supportedLanguages } from '@/shared/i18n/language';
import { givenLoggedIn } from '../../mocks/scenarios';
import { mockState } from '../../mocks/state';
import { renderApp } from '../render';
import { flatten, type Tree } from '../locale-texts';


const localeDir = new URL(`file://${process.cwd()}/locales/`);
const read = (code: string) => flatten(JSON.parse(readFileSync(new URL(`${code}.json`, localeDir), 'utf8')) as Tree);

describe('translations', () => {
  const source = read('EN');

  it('there is one file per interface language, and no other', () => {
    const files = readdirSync(localeDir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort();
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
});

describe('locale files', () => {
  it("only the active language's file is requested, and each once", async () => {
    const loaders = Object.fromEntries(
      supportedLanguages.map((code) => {
        const key = `../../../locales/${code}.json`;
        expect(localeFiles[key], `a loader for ${code}`).toBeTypeOf('function');
        return [code, vi.spyOn(localeFiles, key)];
      }),
    );
    const calls = () => Object.fromEntries(supportedLanguages.map((code) => [code, loaders[code]!.mock.calls.length]));
    // a fresh instance, set up as the site sets up its own
    const instance = i18next.createInstance();
    await instance.use(lazyLocaleBackend).init(i18nOptions('TH'));
    expect(instance.t('status.contactUs')).toBe('ติดต่อเรา');
    expect(calls()).toEqual({ TY: 0, VI: 0, EN: 0, CN: 0, TH: 1, ID: 0 });
    await instance.changeLanguage('ID');
    expect(instance.t('status.contactUs')).toBe('Hubungi kami');
    await instance.changeLanguage('TH');
    expect(calls()).toEqual({ TY: 0, VI: 0, EN: 0, CN: 0, TH: 1, ID: 1 });
  });
});

describe('language switching', () => {
  it('switches the interface, stores the choice under locale and hisLang, and sets <html lang>', async () => {
    const { user } = renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.hover(await screen.findByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('button', { name: 'ไทย' }));
    await waitFor(() => expect(i18next.language).toBe('TH'));
    expect(window.localStorage.getItem('locale')).toBe('TH');
    expect(window.localStorage.getItem('hisLang')).toBe('TH');
    expect(document.documentElement.lang).toBe('th');
    expect(menu).toBeInTheDocument();
    await i18next.changeLanguage('EN');
  });

  it('tells the platform when a logged-in player changes language', async () => {
    givenLoggedIn();
    const { user } = renderApp('/');
    await user.hover(await screen.findByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('button', { name: 'Tiếng Việt' }));
    await waitFor(() => expect(mockState.languageUpdates).toEqual(['VI']));
    await i18next.changeLanguage('EN');
    window.localStorage.setItem('locale', 'EN');
  });

  it('a visitor changing language makes no platform call', async () => {
    const { user } = renderApp('/');
    await user.hover(await screen.findByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('button', { name: 'Bahasa Indonesia' }));
    await waitFor(() => expect(i18next.language).toBe('ID'));
    expect(mockState.languageUpdates).toEqual([]);
    await i18next.changeLanguage('EN');
  });
});
