import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PromotionInput } from '@/shared/contract/promotions-operator';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { buildOperatorPromotion, promotionsConsoleMock, resetPromotionsConsoleMock } from '../../../../mocks/handlers/promotions';
import { renderConsole } from '../../../operator/render-console';

beforeEach(() => resetPromotionsConsoleMock());

describe('the promotion editor', () => {
  it('lists the promotions and pauses one', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/promotions');
    const row = await screen.findByRole('row', { name: /Zalo reward up to 131K/ });
    expect(row).toHaveTextContent('Others');
    expect(row).toHaveTextContent('Running');
    await user.click(within(row).getByRole('button', { name: 'Pause Zalo reward up to 131K' }));
    await waitFor(() => expect(promotionsConsoleMock.promotions[0]!.paused).toBe(true));
    expect(await within(row).findByText('Paused')).toBeInTheDocument();
  });

  it('creates a first-deposit promotion: the kind asks for its parameters, the site card previews what is typed', async () => {
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/promotions/new');
    const formEl = await screen.findByRole('form', { name: 'Promotion' });
    const preview = await screen.findByRole('region', { name: 'Preview on the site' });
    await user.selectOptions(within(formEl).getByRole('combobox', { name: /Tab/ }), 'deposit');
    await user.type(within(formEl).getByRole('textbox', { name: /Title/ }), 'Welcome 100%');
    await user.type(within(formEl).getByRole('textbox', { name: /Summary/ }), 'Double your first deposit');
    await user.type(within(formEl).getByRole('textbox', { name: /Content/ }), '<p>Up to <b>5M</b></p><script>alert(1)</script>');
    // the site's own card: the title typed, the Join button of a member who may join
    expect(await within(preview).findByRole('heading', { name: 'Welcome 100%' })).toBeInTheDocument();
    expect(within(preview).getByText('Double your first deposit')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByText('5M')).toBeInTheDocument();

    await user.selectOptions(within(formEl).getByRole('combobox', { name: 'Kind' }), 'first_deposit');
    await user.click(within(formEl).getByRole('button', { name: 'Create' }));
    // the kind's parameters are required
    // four parameters, and the brand (this admin serves every brand)
    expect(await within(formEl).findAllByText(/not empty/)).toHaveLength(5);
    await user.type(within(formEl).getByRole('textbox', { name: /Brand/ }), 'LOTUS');
    expect(promotionsConsoleMock.saved).toHaveLength(0);
    await user.type(within(formEl).getByRole('textbox', { name: /Bonus \(% of the deposit\)/ }), '100');
    await user.type(within(formEl).getByRole('textbox', { name: /Smallest deposit/ }), '100000');
    await user.type(within(formEl).getByRole('textbox', { name: /^At most\b(?! \()/ }), '5000000');
    await user.type(within(formEl).getByRole('textbox', { name: /Days to claim/ }), '7');
    await user.clear(within(formEl).getByRole('textbox', { name: /Turnover multiple/ }));
    await user.type(within(formEl).getByRole('textbox', { name: /Turnover multiple/ }), '10');
    // a second language: Vietnamese copy beside the English one
    await user.click(within(formEl).getByRole('button', { name: 'Tiếng Việt' }));
    await user.type(within(formEl).getByRole('textbox', { name: /Title/ }), 'Chào mừng 100%');
    expect(await within(preview).findByRole('heading', { name: 'Chào mừng 100%' })).toBeInTheDocument();
    await user.click(within(formEl).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(promotionsConsoleMock.saved).toHaveLength(1));
    const sent = promotionsConsoleMock.saved[0] as PromotionInput;
    expect(sent).toMatchObject({
      category: 'deposit',
      merchantCode: 'LOTUS',
      copies: { EN: { title: 'Welcome 100%', summary: 'Double your first deposit' }, VI: { title: 'Chào mừng 100%' } },
      rule: { kind: 'first_deposit', joinMode: 'button', percent: 100, minDeposit: 100_000, cap: 5_000_000, claimDays: 7, turnoverMultiple: 10, amount: null },
    });
    expect(sent.id).toBeUndefined();
    // the new promotion's page, with its status
    expect(await screen.findByRole('heading', { name: 'Welcome 100%' , level: 1 })).toBeInTheDocument();
  });

  it('says who may join and the join code: checked as typed, previewed as the member reads it, sent with the rule', async () => {
    promotionsConsoleMock.promotions = [
      buildOperatorPromotion({
        inUse: false,
        rule: { kind: 'deposit_streak', joinMode: 'button', rewardType: 'cash', period: 'M', turnoverMultiple: 0, allowStacking: false, amount: 50_000, claimDays: 7, percent: null, minDeposit: 100_000, cap: null, minLoss: null, days: 3 },
      }),
    ];
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/promotions/9');
    const formEl = await screen.findByRole('form', { name: 'Promotion' });
    const preview = screen.getByRole('region', { name: 'Preview on the site' });
    await user.selectOptions(within(formEl).getByRole('combobox', { name: 'How one joins' }), 'code');
    const group = within(formEl).getByRole('group', { name: 'Who may join' });
    await user.type(within(group).getByRole('textbox', { name: 'Lowest VIP level' }), '5');
    await user.type(within(group).getByRole('textbox', { name: 'Highest VIP level' }), '3');
    await user.click(within(formEl).getByRole('button', { name: 'Save' }));
    // a code is needed, and the highest level may not be under the lowest
    expect(await within(formEl).findByText('The highest must not be under the lowest.')).toBeInTheDocument();
    expect(within(formEl).getByText(/not empty/)).toBeInTheDocument();
    expect(promotionsConsoleMock.saved).toHaveLength(0);
    await user.clear(within(group).getByRole('textbox', { name: 'Highest VIP level' }));
    await user.type(within(group).getByRole('textbox', { name: 'Highest VIP level' }), '7');
    await user.type(within(formEl).getByRole('textbox', { name: /Join code/ }), 'SPRING26');
    // what a member outside the levels reads on the site
    expect(await within(preview).findByText('This promotion is for VIP 5 to VIP 7.')).toBeInTheDocument();
    await user.click(within(formEl).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(promotionsConsoleMock.saved).toHaveLength(1));
    expect((promotionsConsoleMock.saved[0] as PromotionInput).rule).toMatchObject({
      kind: 'deposit_streak',
      joinMode: 'code',
      joinCode: 'SPRING26',
      minVipLevel: 5,
      maxVipLevel: 7,
      minDeposits: null,
      maxDeposits: null,
      newWithinDays: null,
    });
  });

  it('keeps the kind of a promotion members took part in, and refuses finance', async () => {
    givenOperatorSignedIn('operator');
    const { unmount } = await renderConsole('/operator/promotions/9');
    expect(await screen.findByText('Members already took part: the kind cannot change.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toBeDisabled();
    unmount();
    givenOperatorSignedIn('cashier');
    await renderConsole('/operator/promotions');
    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Promotions/ })).toBeNull();
  });
});
