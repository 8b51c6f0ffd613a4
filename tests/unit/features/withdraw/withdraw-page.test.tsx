import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { WithdrawPage } from '@/features/withdraw/withdraw-page';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildWithdrawal, buildWithdrawInfo } from '../../../mocks/handlers/withdraw';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderWithProviders } from '../../render';
import { givenAwaitingReceipt, givenNoBankCards, givenNoPaymentPassword, givenWithdrawInfoFails, givenWithdrawInfoPending } from './withdraw-scenarios';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const loggedIn = { session: { token: 'token-demo' } } as const;

function renderPage() {
  mockState.tokens.add('token-demo');
  return renderWithProviders(<WithdrawPage />, { preloadedState: loggedIn as never });
}

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('the withdrawal page', () => {
  it('shows skeletons while the page loads', () => {
    givenWithdrawInfoPending();
    renderPage();
    expect(screen.getByTestId('withdraw-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();
  });

  it('says so when the page cannot load, and loads again on retry', async () => {
    givenWithdrawInfoFails();
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('sends a member without a card to the bank cards page', async () => {
    givenNoBankCards();
    const { store, user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No bank card yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bind a bank card' }));
    expect(store.getState().modals.stack.at(-1)).toEqual({ name: 'memberCentre', options: { page: 'bankCards' } });
  });

  it('asks for a payment password first when none is set', async () => {
    givenNoPaymentPassword();
    const { store, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set a payment password' }));
    expect(store.getState().modals.stack.at(-1)).toEqual({ name: 'memberCentre', options: { page: 'paymentPassword' } });
  });

  it('shows the balance and limits, checks the amount, and sends the withdrawal encrypted with an idempotency key', async () => {
    const sent: { key: string | null; encrypted: boolean; body: unknown }[] = [];
    server.use(
      contractHandler(api.withdraw, ({ request, input, body }) => {
        sent.push({ key: request.headers.get('Idempotency-Key'), encrypted: typeof input === 'object' && input !== null && 'ct' in input, body });
        return buildWithdrawal({ amount: body.amount, remaining: body.amount });
      }),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    expect(screen.getByText('Main balance').nextSibling).toHaveTextContent('₫5,000,000');
    await user.type(within(form).getByLabelText(/^Amount/), '50000');
    await user.type(within(form).getByLabelText(/^Payment password/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('The amount must be at least 100,000')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Amount/));
    await user.type(within(form).getByLabelText(/^Amount/), '200000');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ encrypted: true, body: { amount: 200_000, cardId: 7, paymentPassword: '246810' } });
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    await waitFor(() => expect(within(form).getByLabelText(/^Payment password/)).toHaveValue(''));
  });

  it('shows a wrong payment password under its field and turnover refusals above the form', async () => {
    server.use(
      contractHandler(api.withdraw, () => new MockFailure(400, 'VALIDATION', 'Wrong.', [{ field: 'paymentPassword', key: 'withdraw.errors.paymentPasswordWrong', params: { left: 3 } }])),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText(/^Amount/), '200000');
    await user.type(within(form).getByLabelText(/^Payment password/), '111111');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('Wrong payment password. 3 tries left.')).toBeInTheDocument();

    server.use(contractHandler(api.withdraw, () => new MockFailure(403, 'FORBIDDEN', 'Turnover.', undefined, { reason: 'turnoverNotMet', remaining: 250_000 })));
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Turnover requirement not met: bet 250,000 more before withdrawing.');

    // the server's limits are said as money
    server.use(contractHandler(api.withdraw, () => new MockFailure(400, 'VALIDATION', 'Too much.', [{ field: 'amount', key: 'withdraw.errors.aboveMax', params: { max: 150_000 } }])));
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('The amount must be at most 150,000.')).toBeInTheDocument();
  });

  it('says what withdrawing gives up while only a bonus holds the turnover, and sends the withdrawal only once the member agrees', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(api.withdrawInfo, () => buildWithdrawInfo({ balance: 280_000, turnoverRemaining: 380_000, turnoverWithoutBonuses: 0, openBonus: 100_000 })),
      contractHandler(api.withdraw, ({ body }) => {
        sent.push(body);
        return buildWithdrawal({ amount: body.amount, remaining: body.amount });
      }),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    expect(screen.getByRole('note')).toHaveTextContent('Withdrawing now gives up your open bonus of ₫100,000');
    expect(screen.queryByText(/Turnover requirement not met/)).toBeNull();
    // what remains once the bonus is taken back (180,000) is the most
    await user.type(within(form).getByLabelText(/^Amount/), '200000');
    await user.type(within(form).getByLabelText(/^Payment password/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText(/The amount must be at most 180,000/)).toBeInTheDocument();
    expect(await within(form).findByText('Please confirm that you give up your open bonus to withdraw.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Amount/));
    await user.type(within(form).getByLabelText(/^Amount/), '150000');
    await user.click(within(form).getByRole('checkbox', { name: 'I give up my open bonus of ₫100,000 to withdraw now.' }));
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amount: 150_000, forfeitBonus: true });
  });

  it("words the server's demand to give a bonus up with its amount", async () => {
    server.use(contractHandler(api.withdraw, () => new MockFailure(409, 'CONFLICT', 'Bonus.', undefined, { reason: 'bonusForfeitRequired', bonus: 100_000, remaining: 300_000 })));
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText(/^Amount/), '200000');
    await user.type(within(form).getByLabelText(/^Payment password/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Withdrawing now gives up your open bonus of 100,000');
    // nothing typed is lost
    expect(within(form).getByLabelText(/^Amount/)).toHaveValue('200,000');
  });

  it('shows the receipt confirmation of a paid part: received and remaining amounts, the countdown, and what forced received means', async () => {
    const waiting = givenAwaitingReceipt();
    const answers: unknown[] = [];
    server.use(
      contractHandler(api.confirmWithdrawalReceipt, ({ body }) => {
        answers.push(body);
        return buildWithdrawal({ id: body.id, state: 'disbursing', paid: 300_000, remaining: 200_000 });
      }),
    );
    const { user } = renderPage();
    const screenRegion = await screen.findByRole('region', { name: `Confirm receipt of ${waiting.reference}` });
    expect(within(screenRegion).getByText('Received amount').nextSibling).toHaveTextContent('₫300,000');
    expect(within(screenRegion).getByText('Remaining amount').nextSibling).toHaveTextContent('₫200,000');
    expect(within(screenRegion).getByRole('timer')).toHaveTextContent(/^2[45]:\d\d$/);
    expect(screenRegion).toHaveTextContent('it counts as received (forced received)');
    // the full payment cannot be confirmed while a part is unpaid
    expect(within(screenRegion).getByRole('button', { name: 'Full payment made' })).toBeDisabled();
    await user.click(within(screenRegion).getByRole('button', { name: 'Received this part' }));
    await waitFor(() => expect(answers).toEqual([{ id: waiting.id, choice: 'received' }]));
  });

  it('asks for proof images before saying "not received"', async () => {
    givenAwaitingReceipt({ paid: 500_000, remaining: 0 });
    const { user } = renderPage();
    const region = await screen.findByRole('region', { name: /Confirm receipt of/ });
    await user.click(within(region).getByRole('button', { name: 'Not received' }));
    const proofForm = within(region).getByRole('form', { name: 'Not received' });
    await user.click(within(proofForm).getByRole('button', { name: 'Send to customer service' }));
    expect(await within(proofForm).findByText('Add 1 to 3 pictures of your bank statement.')).toBeInTheDocument();
  });

  it('lists the history with every state and opens a withdrawal', async () => {
    server.use(
      contractHandler(api.withdrawals, () => ({
        items: [
          buildWithdrawal({ id: 3, reference: 'W000003', state: 'rejected', rejectReason: 'Card holder needs checking' }),
          buildWithdrawal({ id: 2, reference: 'W000002', state: 'forcedReceived', paid: 500_000, remaining: 0 }),
        ],
        total: 12,
        page: 1,
        pageSize: 10,
      })),
    );
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Withdrawal history' });
    // the rows replace the skeletons once the history has loaded
    expect(await within(table).findByText('Rejected')).toBeInTheDocument();
    expect(within(table).getByText('Forced received')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(table).getByText('W000003'));
    const detail = await screen.findByRole('dialog', { name: 'Withdrawal W000003' });
    expect(detail).toHaveTextContent('Card holder needs checking');
    // the money of a rejected withdrawal went back to the wallet: nothing of it remains to be paid
    expect(within(detail).queryByText('Remaining amount')).toBeNull();
  });

  it('shows what remains of a withdrawal still being paid', async () => {
    server.use(
      contractHandler(api.withdrawals, () => ({
        items: [buildWithdrawal({ id: 4, reference: 'W000004', state: 'disbursing', paid: 200_000, remaining: 300_000 })],
        total: 1,
        page: 1,
        pageSize: 10,
      })),
    );
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Withdrawal history' });
    await user.click(await within(table).findByText('W000004'));
    const detail = await screen.findByRole('dialog', { name: 'Withdrawal W000004' });
    expect(within(detail).getByText('Remaining amount').nextElementSibling).toHaveTextContent('300,000');
  });
});
