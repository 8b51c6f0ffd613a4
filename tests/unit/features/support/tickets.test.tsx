import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Component as FeedbackPage } from '@/features/support/feedback-page';
import { Component as TicketsPage } from '@/features/support/tickets-page';
import { buildTicket, supportHandlersOf } from '../../../mocks/handlers/support';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };
const fresh = (...args: Parameters<typeof supportHandlersOf>) => {
  const mock = supportHandlersOf(...args);
  server.use(...mock.handlers);
  return mock.state;
};
const png = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

afterEach(() => {
  server.events.removeAllListeners();
});

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('Support tickets (member centre)', () => {
  it('marks the ticket staff answered, opens its thread (which clears the mark) and takes a reply', async () => {
    const state = fresh();
    const { user } = renderWithProviders(<TicketsPage />, loggedIn);
    const row = await screen.findByRole('button', { name: /Ticket #41\s*·\s*Deposit problem.*New answer/ });
    expect(screen.getByText('1 new answer')).toBeInTheDocument();
    expect(row).toHaveTextContent('Answered');
    await user.click(row);
    const thread = await screen.findByRole('list');
    expect(within(thread).getAllByRole('listitem').map((m) => m.querySelector('strong')?.textContent)).toEqual(['You', 'Customer service']);
    expect(thread).toHaveTextContent('It arrived a minute ago, please check your balance.');
    expect(state.tickets[0]!.unread).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'Found it, thank you!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Found it, thank you!')).toBeInTheDocument();
    expect(screen.getAllByText('Waiting for us').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Back to my tickets' }));
    expect(await screen.findByRole('button', { name: /^Ticket #41/ })).not.toHaveTextContent('New answer');
  });

  it('a closed ticket takes no reply and says to open a new one', async () => {
    fresh([buildTicket({ state: 'closed', unread: false })]);
    const { user } = renderWithProviders(<TicketsPage />, loggedIn);
    await user.click(await screen.findByRole('button', { name: /Ticket #41/ }));
    expect(await screen.findByText('This ticket is closed. If you still need help, please open a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when there is no ticket yet', async () => {
    fresh([]);
    renderWithProviders(<TicketsPage />, loggedIn);
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
  });

  it('checks the form (type, 10 characters, at most 3 png or jpg of 5 MB), then uploads the screenshots and opens the ticket', async () => {
    let pictures = 0;
    server.use(
      http.get('*/wps/uploads/:id', () => {
        pictures += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const state = fresh([]);
    const { user } = renderWithProviders(<TicketsPage />, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Please choose the type of question.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(state.created).toHaveLength(0);

    const input = screen.getByLabelText(/Add images/) as HTMLInputElement;
    // the picker's accept attribute would hide the gif: the field's own check is what is tested
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only PNG or JPG images can be uploaded')).toBeInTheDocument();
    await user.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Image too large (5MB)')).toBeInTheDocument();
    await user.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await screen.findByText('Too many images (at most 3)')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove 3.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove 2.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove 1.png' }));

    await user.selectOptions(screen.getByRole('combobox', { name: /Type of question/ }), 'Withdrawal issues');
    await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'My withdrawal is still pending.');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByRole('heading', { name: /Ticket #101\s*·\s*Withdrawal issues/ })).toBeInTheDocument();
    // without pictures nothing is uploaded (the browser suite sends a ticket with one: jsdom's files do not cross MSW's multipart)
    expect(state.uploads).toEqual([]);
    expect(state.created).toEqual([{ type: 'withdrawal', content: 'My withdrawal is still pending.', imageIds: [] }]);
    expect(pictures).toBe(0);
  });
});

describe('Feedback (member centre)', () => {
  it('counts words within the bounds before sending, then thanks the member', async () => {
    const state = fresh();
    const { user } = renderWithProviders(<FeedbackPage />, loggedIn);
    const box = await screen.findByRole('textbox', { name: /Your feedback/ });
    await user.type(box, 'Great site');
    expect(screen.getByText('2 words (between 5 and 500)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please write between 5 and 500 words.')).toBeInTheDocument();
    expect(state.feedback).toHaveLength(0);
    await user.type(box, ' and the lottery is fun');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback was sent.')).toBeInTheDocument();
    await waitFor(() => expect(state.feedback).toEqual(['Great site and the lottery is fun']));
  });
});
