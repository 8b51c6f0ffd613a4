import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { helpCenter } from '../../../../server/src/seed/data/help-center';
import { contractHandler } from '../../../mocks/contract-handler';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

/** The help centre as the platform seeds it (English rows). */
function givenSeededHelpCentre() {
  server.use(contractHandler(api.helpCenter, () => helpCenter));
}

describe('the user agreement and the privacy policy', () => {
  it("the registration's agreement link opens the terms in the help centre", async () => {
    givenSeededHelpCentre();
    const { user, router } = renderApp('/register');
    await user.click(await screen.findByRole('link', { name: 'user agreement and privacy policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(router.state.location.search).toBe('?section=agreement');
    const sections = await screen.findByRole('navigation', { name: 'Help centre' });
    expect(within(sections).getByRole('button', { name: 'Terms and conditions' })).toHaveAttribute('aria-current', 'true');
    expect(within(sections).getByRole('button', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('About this agreement')).toBeInTheDocument();
    expect(screen.getByText('Who may play')).toBeInTheDocument();
  });

  it('say 21 where they give an age, and cover the account, money, responsible gaming and data', () => {
    const agreement = helpCenter.find((s) => s.id === 'agreement');
    const privacy = helpCenter.find((s) => s.id === 'privacy');
    expect(agreement?.articles.map((a) => a.id)).toEqual([
      'about',
      'eligibility',
      'your-account',
      'deposits-withdrawals',
      'fair-play',
      'responsible-gaming',
      'closing-and-complaints',
    ]);
    expect(privacy?.articles.map((a) => a.id)).toEqual(['what-we-collect', 'how-we-use', 'keeping-it-safe', 'browser-storage', 'your-rights']);
    const text = [...(agreement?.articles ?? []), ...(privacy?.articles ?? [])].map((a) => a.content).join(' ');
    expect(text).toContain('21 or older');
    expect(text).not.toMatch(/\b18\b/);
  });
});
