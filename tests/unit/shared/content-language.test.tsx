import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { i18next } from '@/shared/i18n/i18n';
import { contractHandler } from '../../mocks/contract-handler';
import { buildBanner, buildHomeNotice } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { renderApp } from '../render';

/** The platform answers operator content in the request's `Language`: switching language fetches it again. */
describe('content follows the interface language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('EN');
    window.localStorage.setItem('locale', 'EN');
  });

  it('re-fetches the home notice in the new language and shows its banners', async () => {
    const languages: Array<string | null> = [];
    server.use(
      contractHandler(api.homeNotice, ({ request }) => {
        const language = request.headers.get('Language');
        languages.push(language);
        const title = language === 'TH' ? 'โบนัสต้อนรับ' : 'Welcome bonus';
        return buildHomeNotice({ banners: [buildBanner({ bannerId: 1, title, url: `/media/banners/home-welcome.svg?lang=${language ?? 'EN'}` })] });
      }),
    );
    const { user } = renderApp('/');
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    const before = languages.length;

    await user.hover(await screen.findByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('button', { name: 'ไทย' }));

    expect(await screen.findByRole('img', { name: 'โบนัสต้อนรับ' })).toHaveAttribute('src', expect.stringContaining('lang=TH'));
    await waitFor(() => expect(languages.slice(before)).toContain('TH'));
    expect(screen.queryByRole('img', { name: 'Welcome bonus' })).toBeNull();
  });
});
