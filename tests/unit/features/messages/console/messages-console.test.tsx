import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messagesMock, resetMessagesMock } from '../../../../mocks/handlers/messages';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { renderConsole } from '../../../operator/render-console';

beforeEach(() => resetMessagesMock());

describe('platform messages in the console', () => {
  it('composes a message to a member, reviews it, sends it, and lists it with its reach', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/messages');
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    const compose = await screen.findByRole('form', { name: 'New message' });
    // nothing typed: the fields say what is missing
    await user.click(within(compose).getByRole('button', { name: 'Review' }));
    expect(within(compose).getAllByText(/required|empty/i).length).toBeGreaterThan(0);

    await user.type(within(compose).getByRole('textbox', { name: 'Brand' }), 'LOTUS');
    await user.type(within(compose).getByRole('textbox', { name: 'Member account' }), 'demo');
    await user.type(within(compose).getByRole('textbox', { name: 'Title' }), 'Your bonus is ready');
    await user.type(within(compose).getByRole('textbox', { name: 'Message (HTML)' }), '<p>Claim it in the <b>Reward centre</b></p>');
    await user.click(within(compose).getByRole('button', { name: 'Review' }));

    expect(await screen.findByText('Send this message now?')).toBeInTheDocument();
    expect(screen.getByText('Member demo')).toBeInTheDocument();
    expect(screen.getByText('Reward centre').tagName).toBe('B');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Sent to 1 member.')).toBeInTheDocument();
    expect(messagesMock.sent[0]).toMatchObject({ audience: 'member', account: 'demo', kind: 'service', title: 'Your bonus is ready', sendAt: expect.any(String) });
    const row = await screen.findByRole('row', { name: /Your bonus is ready/ });
    expect(row).toHaveTextContent('Delivered');
    expect(row).toHaveTextContent('Member demo');
  });

  it('schedules a marketing message to a VIP rank', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/messages');
    const compose = await screen.findByRole('form', { name: 'New message' });
    await user.type(within(compose).getByRole('textbox', { name: 'Brand' }), 'LOTUS');
    await user.selectOptions(within(compose).getByRole('combobox', { name: 'Audience' }), 'rank');
    await user.selectOptions(within(compose).getByRole('combobox', { name: 'VIP rank' }), '5');
    await user.selectOptions(within(compose).getByRole('combobox', { name: 'Kind' }), 'marketing');
    await user.type(within(compose).getByRole('textbox', { name: 'Title' }), 'Weekend cashback');
    await user.type(within(compose).getByRole('textbox', { name: 'Message (HTML)' }), '10% back');
    await user.selectOptions(within(compose).getByRole('combobox', { name: 'When' }), 'later');
    const at = new Date(Date.now() + 2 * 86_400_000);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await user.type(within(compose).getByLabelText(/Send at/), local);
    await user.click(within(compose).getByRole('button', { name: 'Review' }));
    expect(await screen.findByText(/Schedule this message for/)).toBeInTheDocument();
    expect(screen.getByText(/players in a time-out or self-exclusion do not receive it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule message' }));
    await waitFor(() => expect(messagesMock.sent).toHaveLength(1));
    expect(messagesMock.sent[0]).toMatchObject({ audience: 'rank', rankLevel: 5, kind: 'marketing', deliveredAt: null });
    const row = await screen.findByRole('row', { name: /Weekend cashback/ });
    expect(row).toHaveTextContent('Scheduled');
    expect(row).toHaveTextContent('Rank VIP 5');
  });
});
