import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { renderConsole } from '../../../operator/render-console';

describe("the member page's rewards and points", () => {
  it('shows the promotion rewards, the applications, the points balance and history', async () => {
    givenOperatorSignedIn('cashier');
    await renderConsole('/operator/members/1');
    const section = await screen.findByRole('region', { name: 'Rewards and points' });
    const rewards = await within(section).findByRole('table', { name: 'Promotion rewards' });
    expect(within(rewards).getByRole('row', { name: /Registration Gift/ })).toHaveTextContent('Waiting to be claimed');
    expect(within(rewards).getByRole('row', { name: /Zalo reward/ })).toHaveTextContent('₫100,000');
    const applications = within(section).getByRole('table', { name: 'Applications' });
    expect(within(applications).getByRole('link', { name: 'Zalo reward up to 131K' })).toHaveAttribute('href', '/operator/applications/7');
    expect(await within(section).findByText('4,200 points now, 5,000 earned in all')).toBeInTheDocument();
    const history = within(section).getByRole('table', { name: 'Points history' });
    expect(within(history).getByRole('row', { name: /Redeemed/ })).toHaveTextContent('-800');
    expect(within(history).getByRole('row', { name: /Earned by turnover/ })).toHaveTextContent('+5,000');
  });
});
