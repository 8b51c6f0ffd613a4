import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { lotteryApi } from '@/features/lottery/lottery-api';
import { lotteryFavouritesKey } from '@/features/lottery/use-lottery-favourites';
import { api } from '@/shared/contract/api';
import { storeLanguage } from '@/shared/i18n/language';
import { API_ORIGIN, contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildDraw, buildTicket, lotteryMock, vnFast } from '../../../mocks/handlers/lottery';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

beforeEach(() => {
  storeLanguage('EN');
});

const slip = () => screen.getByTestId('bet-slip');
const grid = () => within(slip()).getByRole('group', { name: 'Numbers' });

describe('the lottery lobby', () => {
  it('shows placeholders while the groups load', async () => {
    server.use(http.get(`${API_ORIGIN}${api.lotteryMenus.path}`, async () => delay('infinite')));
    renderApp('/lottery');
    // the file's first render may transform the lottery's lazy page group (its kinds with it): seconds on busy cores
    expect(await screen.findByTestId('lottery-lobby-loading', {}, { timeout: 15_000 })).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when the groups cannot load, and loads again on retry', async () => {
    server.use(contractHandler(api.lotteryMenus, () => new MockFailure(500, 'INTERNAL', 'Down.')));
    const { user } = renderApp('/lottery');
    const alert = (await screen.findByText('The lotteries could not be loaded.')).closest('[role="alert"]') as HTMLElement;
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Miền Bắc 45 giây' })).toBeInTheDocument();
  });

  it('says so when the brand has no lottery', async () => {
    server.use(contractHandler(api.lotteryMenus, () => []));
    renderApp('/lottery');
    expect(await screen.findByText('No lotteries here yet.')).toBeInTheDocument();
  });

  it('lists the groups (labelName) with each game, its period and countdown, and opens a game with its play type', async () => {
    const { user, router } = renderApp('/lottery');
    // the file's first render transforms the lottery's lazy page group: seconds on two cores busy with the other suites
    const groups = await screen.findByRole('group', { name: 'Lottery groups' }, { timeout: 15_000 });
    expect(within(groups).getByRole('button', { name: 'Xổ số nhanh' })).toHaveAttribute('aria-pressed', 'true');
    const cards = screen.getAllByTestId('lottery-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Period 202611250100');
    expect(cards[0]).toHaveTextContent(/0[01]:[0-5]\d/);
    // the interval as the server gives it: seconds, or minutes when it is whole minutes
    expect(cards[0]).toHaveTextContent('A draw every 45 s');
    expect(cards[1]).toHaveTextContent('A draw every 1 min');
    await user.click(within(groups).getByRole('button', { name: 'Xổ số kiến thiết' }));
    expect(screen.getAllByTestId('lottery-card')).toHaveLength(1);
    expect(screen.getByText('Daily draw at 16:15')).toBeInTheDocument();
    // the Vietnamese lottery opens on /vnlottery, the others on /lottery with their play type
    await user.click(screen.getByRole('link', { name: 'Xổ số Miền Nam' }));
    // another page group: the location changes once its chunk has loaded
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/vnlottery?gameCode=VNL_0003'), { timeout: 15_000 });
    await router.navigate('/lottery');
    // back on the lobby: its first group (the fast lotteries) chosen, whatever the lobby showed before
    const again = await screen.findByRole('group', { name: 'Lottery groups' });
    await user.click(within(again).getByRole('button', { name: 'Xổ số nhanh' }));
    await user.click(await screen.findByRole('link', { name: 'TCG Five 1' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/lottery?gameCode=TCG_0001&playType=position'));
  });

  it('keeps favourites in this browser per user; a visitor is asked to log in', async () => {
    givenLoggedIn();
    const { user } = renderApp('/vnlottery');
    await user.click(await screen.findByRole('button', { name: 'Add Miền Bắc 45 giây to favourites' }));
    expect(JSON.parse(window.localStorage.getItem(lotteryFavouritesKey('demo')) ?? '[]')).toEqual(['VNL_0004']);
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(screen.getAllByTestId('lottery-card')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove Miền Bắc 45 giây from favourites' }));
    expect(screen.getByText('Tap the star of a lottery to keep it here.')).toBeInTheDocument();
    expect(window.localStorage.getItem(lotteryFavouritesKey('demo'))).toBe('[]');
  });

  it('a visitor has no stars, and the favourites tab asks to log in', async () => {
    const { user } = renderApp('/vnlottery');
    await screen.findByRole('link', { name: 'Miền Bắc 45 giây' });
    expect(screen.queryByRole('button', { name: /to favourites/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(screen.getByText('Log in to keep your favourite lotteries.')).toBeInTheDocument();
  });

  it('shows the lotteries the member played lately', async () => {
    givenLoggedIn();
    const { user } = renderApp('/lottery');
    await user.click(await screen.findByRole('button', { name: 'Recently played' }));
    expect(screen.getAllByTestId('lottery-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'TCG Five 1' })).toBeInTheDocument();
  });
});

describe('a lottery game page', () => {
  it('/lottery with gameCode and playType opens that game on that play type (spec section 2)', async () => {
    renderApp('/lottery?gameCode=TCG_0001&playType=big_small');
    const tabs = within(await screen.findByTestId('bet-slip')).getByRole('group', { name: 'Play type' });
    expect(within(tabs).getByRole('button', { name: 'Big/Small' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TCG Five 1');
  });

  it('/vnlottery opens the game of gameCode on its default play type, whatever playType says', async () => {
    renderApp('/vnlottery?gameCode=VNL_0004&playType=de');
    const tabs = within(await screen.findByTestId('bet-slip')).getByRole('group', { name: 'Play type' });
    expect(within(tabs).getByRole('button', { name: 'Lô 2 digits' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the lottery list call to 100 at a time for the favourites', async () => {
    givenLoggedIn();
    window.localStorage.setItem(lotteryFavouritesKey('demo'), JSON.stringify(['TCG_0001']));
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(api.lotteryList.path)) asked.push(new URL(request.url).searchParams.get('count') ?? '');
    });
    const { user } = renderApp('/lottery');
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    expect(screen.getAllByTestId('lottery-card')).toHaveLength(1);
    expect(asked).toEqual(['100']);
    server.events.removeAllListeners();
  });

  it('says the draw of the address does not exist', async () => {
    renderApp('/vnlottery?gameCode=NOPE_1');
    expect(await screen.findByText('The draw NOPE_1 was not found.')).toBeInTheDocument();
  });

  it('shows the period, the countdown, the latest result in the 27-prize layout with đầu/đuôi, and its commitment checked', async () => {
    renderApp('/vnlottery?gameCode=VNL_0004');
    expect(await screen.findByTestId('countdown')).toHaveTextContent(/0[01]:[0-5]\d/);
    expect(screen.getByTestId('current-period')).toHaveTextContent('202611250100');
    const table = await within(await screen.findByTestId('latest-result')).findByTestId('vn-result');
    expect(table).toHaveAttribute('data-region', 'north');
    // 27 numbers: ĐB 1, G1 1, G2 2, G3 6, G4 4, G5 6, G6 3, G7 4
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Special', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th']);
    const counts = rows.map((r) => r.querySelectorAll('td span span').length);
    expect(counts).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(within(screen.getByTestId('latest-result')).getByTestId('head-tail').querySelectorAll('tbody tr')).toHaveLength(10);
    const latest = screen.getByTestId('latest-result');
    expect(await within(latest).findByText(/Checked in your browser/)).toBeInTheDocument();
  });

  it('a Miền Nam result has 18 prizes per station, one column per station', async () => {
    renderApp('/vnlottery?gameCode=VNL_0003');
    const table = await within(await screen.findByTestId('latest-result')).findByTestId('vn-result');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Prize', 'TP. Hồ Chí Minh', 'Đồng Tháp']);
    const numbers = table.querySelectorAll('tbody td span span');
    expect(numbers).toHaveLength(36);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('8th');
  });

  it('the results history takes in a new result as soon as the latest result shows it', async () => {
    const { store } = renderApp('/vnlottery?gameCode=VNL_0004');
    const history = await screen.findByTestId('results-history');
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('202611250099');
    // period 100 is drawn; the countdown's next answer (its poll) carries it as the latest result
    lotteryMock.nearState = 'drawn';
    const poll = store.dispatch(lotteryApi.endpoints.nearDraws.initiate({ gameCode: 'VNL_0004', upcoming: 3 }, { forceRefetch: true, subscribe: false }));
    await poll;
    await waitFor(() => expect(screen.getByTestId('current-period')).toHaveTextContent('202611250101'));
    await waitFor(() => expect(within(screen.getByTestId('results-history')).getAllByRole('listitem')[0]).toHaveTextContent('202611250100'));
  });

  it('shows "closed, drawing" once the period has closed', async () => {
    lotteryMock.nearState = 'drawing';
    renderApp('/vnlottery?gameCode=VNL_0004');
    expect(await screen.findByText('Closed, drawing…')).toBeInTheDocument();
    expect(await screen.findByTestId('drawing-notice')).toHaveTextContent('period 202611250100');
    expect(within(slip()).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('the next period opens on this clock the second it opens, without waiting for the server’s next answer', async () => {
    const item = vnFast();
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    // the period closes in 1.2 s and the next opens then: every later answer is this one (no news from the server)
    lotteryMock.nearAnswer = {
      serverTime: at(0),
      current: buildDraw(item, '202611250100', { state: 'open', seed: null, openAt: at(-30_000), closeAt: at(1_200), drawAt: at(1_200) }),
      upcoming: [buildDraw(item, '202611250101', { state: 'open', seed: null, openAt: at(1_200), closeAt: at(46_200), drawAt: at(46_200) })],
      drawing: [],
      last: buildDraw(item, '202611250099'),
    };
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await waitFor(() => expect(screen.getByTestId('current-period')).toHaveTextContent('202611250100'));
    await waitFor(() => expect(screen.getByTestId('current-period')).toHaveTextContent('202611250101'), { timeout: 4_000 });
    expect(screen.getByTestId('countdown')).toHaveTextContent(/00:4\d/);
    expect(within(slip()).getByRole('button', { name: 'Place bet' })).toBeEnabled();
    await user.click(within(grid()).getByRole('button', { name: '07' }));
    expect(within(slip()).getByRole('button', { name: 'Add to slip' })).toBeEnabled();
  });

  it('between a close and the next opening the slip prices lines for the next draw; only placing waits', async () => {
    lotteryMock.nearState = 'drawing';
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    expect(await screen.findByText('Closed, drawing…')).toBeInTheDocument();
    await user.click(within(grid()).getByRole('button', { name: '07' }));
    // lô in Miền Bắc: 27 units of ₫1,000, on the next draw's station
    expect(screen.getByTestId('line-summary')).toHaveTextContent('This line costs₫27,000');
    await user.click(within(slip()).getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByTestId('slip-summary')).toHaveTextContent('₫27,000');
    expect(within(slip()).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('a draw closing writes its notice in the draw bar’s reserved line: nothing is added above the slip', async () => {
    const { store } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('countdown');
    const bar = screen.getByTestId('draw-bar');
    // the line is there, empty and announced politely, before any draw closes
    const row = within(bar).getByTestId('drawing-row');
    expect(row).toHaveAttribute('role', 'status');
    expect(row).toBeEmptyDOMElement();
    expect(screen.queryByTestId('drawing-notice')).not.toBeInTheDocument();
    const between = () => {
      const siblings: string[] = [];
      for (let el = bar.nextElementSibling; el && !el.contains(slip()); el = el.nextElementSibling) siblings.push(el.outerHTML);
      return siblings;
    };
    const before = { between: between(), rowClass: row.className, layout: slip().parentElement?.parentElement?.className };

    // the period closes: the next answer has it drawing
    lotteryMock.nearState = 'drawing';
    await store.dispatch(lotteryApi.endpoints.nearDraws.initiate({ gameCode: 'VNL_0004', upcoming: 3 }, { forceRefetch: true, subscribe: false }));
    const notice = await within(bar).findByTestId('drawing-notice');
    expect(notice).toHaveTextContent('Closed, drawing: period 202611250100');
    // the same line (not a new box), the same boxes between the bar and the slip, the slip where it was
    expect(notice.parentElement).toBe(row);
    expect(screen.getByTestId('drawing-row')).toBe(row);
    expect(row.className).toBe(before.rowClass);
    expect(between()).toEqual(before.between);
    expect(slip().parentElement?.parentElement?.className).toBe(before.layout);
  });
});

describe('the bet slip', () => {
  it('prices lô by the region (27 prizes in Miền Bắc), a xiên by its combinations, with the potential win', async () => {
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.click(within(grid()).getByRole('button', { name: '07' }));
    await user.click(within(grid()).getByRole('button', { name: '12' }));
    const points = within(slip()).getByRole('spinbutton', { name: 'Points (multiplier)' });
    await user.clear(points);
    await user.type(points, '2');
    const line = screen.getByTestId('line-summary');
    // 2 numbers × 27 units × 2 points × 1,000 ₫; the most it wins: all 27 prizes end in its numbers, 27 × 99.5 × 2 × 1,000 ₫
    expect(line).toHaveTextContent('Bets2');
    expect(line).toHaveTextContent('This line costs₫108,000');
    expect(line).toHaveTextContent('Potential win₫5,373,000');

    await user.click(within(slip()).getByRole('button', { name: 'Xiên 2' }));
    expect(within(grid()).getByRole('button', { name: '07' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(within(slip()).getByRole('textbox', { name: 'Or type numbers' }), '07, 12;33');
    // three numbers make three pairs, the points stay: 3 × 1 unit × 2 points × ₫1,000; all three pairs at 17
    expect(screen.getByTestId('line-summary')).toHaveTextContent('Bets3');
    expect(screen.getByTestId('line-summary')).toHaveTextContent('This line costs₫6,000');
    expect(screen.getByTestId('line-summary')).toHaveTextContent('Potential win₫102,000');
  });

  it('a đề of all 100 numbers can win what one number wins, on the slip and in the confirmation', async () => {
    givenLoggedIn();
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.click(within(slip()).getByRole('button', { name: 'Đề (special prize)' }));
    await user.click(within(slip()).getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('slip-chosen')).toHaveTextContent('100 numbers chosen');
    // 100 bets of 1,000 ₫; one special prize, one pair of last digits: 98 × 1,000 ₫, not 100 × 98,000 ₫
    const line = screen.getByTestId('line-summary');
    expect(line).toHaveTextContent('This line costs₫100,000');
    expect(line).toHaveTextContent('Potential win₫98,000');
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bet' });
    expect(dialog).toHaveTextContent('Total₫100,000');
    expect(dialog).toHaveTextContent('Potential win₫98,000');
    expect(dialog).not.toHaveTextContent('9,800,000');
  });

  it('names typed numbers that do not fit, and refuses a xiên with too few numbers', async () => {
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.type(within(slip()).getByRole('textbox', { name: 'Or type numbers' }), '07 123 ab 07');
    expect(within(slip()).getByText('Not a number of this play type: 123, ab')).toBeInTheDocument();
    expect(within(slip()).getByText('Typed twice, counted once: 07')).toBeInTheDocument();
    await user.click(within(slip()).getByRole('button', { name: 'Xiên 3' }));
    await user.type(within(slip()).getByRole('textbox', { name: 'Or type numbers' }), '07 12');
    expect(screen.getByTestId('slip-problem')).toHaveTextContent('Choose at least 3 numbers.');
    expect(within(slip()).getByRole('button', { name: 'Add to slip' })).toBeDisabled();
  });

  it('quick picks fill the grid: big is 50–99', async () => {
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.click(within(slip()).getByRole('button', { name: 'Big' }));
    expect(screen.getByTestId('slip-chosen')).toHaveTextContent('50 numbers chosen');
    expect(within(grid()).getByRole('button', { name: '50' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid()).getByRole('button', { name: '49' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(slip()).getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('slip-chosen')).toHaveTextContent('0 numbers chosen');
  });

  it('3 càng picks 000–999 a hundred at a time', async () => {
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.click(within(slip()).getByRole('button', { name: '3 càng' }));
    await user.click(within(slip()).getByRole('button', { name: '7xx' }));
    await user.click(within(grid()).getByRole('button', { name: '789' }));
    expect(screen.getByTestId('slip-chosen')).toHaveTextContent('1 number chosen: 789');
  });

  it('places several lines as one encrypted bet with an idempotency key, then shows them in my bets, cancellable', async () => {
    givenLoggedIn();
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.click(within(grid()).getByRole('button', { name: '07' }));
    await user.click(within(slip()).getByRole('button', { name: 'Add to slip' }));
    await user.click(within(slip()).getByRole('button', { name: 'Đề (special prize)' }));
    await user.click(within(grid()).getByRole('button', { name: '68' }));
    expect(within(slip()).getByText('1 line on the slip')).toBeInTheDocument();
    // the slip's lines and the line being made: 27,000 + 1,000
    expect(screen.getByTestId('slip-summary')).toHaveTextContent('Total₫28,000');
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bet' });
    expect(within(dialog).getByTestId('confirm-lines')).toHaveTextContent('Lô 2 digits 07 ×1₫27,000');
    expect(dialog).toHaveTextContent('Total₫28,000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and bet' }));
    // the body is encrypted first (a fresh key wrapped with RSA): slow on a busy machine
    expect(await screen.findByText('Bet L000100 placed: ₫28,000.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(lotteryMock.placed).toHaveLength(1);
    expect(lotteryMock.placed[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(lotteryMock.placed[0]!.body).toEqual({
      gameCode: 'VNL_0004',
      period: '202611250100',
      expectedTotal: 28_000,
      lines: [
        { playType: 'lo2', numbers: ['07'], points: 1, stations: ['MB'] },
        { playType: 'de', numbers: ['68'], points: 1, stations: ['MB'] },
      ],
    });
    const bets = await screen.findByTestId('my-bets');
    await waitFor(() => expect(within(bets).getAllByRole('row')).toHaveLength(3));
    expect(within(bets).getAllByText('Waiting for the draw')).toHaveLength(2);
    await user.click(within(bets).getAllByRole('button', { name: 'Cancel bet' })[0]!);
    expect(await screen.findByText('Bet cancelled; ₫27,000 is back in your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('my-bets')).getByText('Cancelled')).toBeInTheDocument());
  });

  it('says why the server refused the bet, and keeps the slip', async () => {
    givenLoggedIn();
    lotteryMock.placeFailure = new MockFailure(409, 'CONFLICT', 'Closed.', undefined, { reason: 'drawClosed' });
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.click(within(grid()).getByRole('button', { name: '07' }));
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm your bet' })).getByRole('button', { name: 'Confirm and bet' }));
    expect(await screen.findByText('This period has closed; bet on the next one.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('slip-chosen')).toHaveTextContent('1 number chosen: 07');
  });

  it('a line refused by the server names the line', async () => {
    givenLoggedIn();
    lotteryMock.placeFailure = new MockFailure(400, 'VALIDATION', 'Bad line.', [{ field: 'lines.0', key: 'lottery.errors.badStation' }]);
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.click(within(grid()).getByRole('button', { name: '07' }));
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm your bet' })).getByRole('button', { name: 'Confirm and bet' }));
    expect(await screen.findByText('Line 1: Choose at least one station of this period.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('a visitor who places a bet gets the login popup and nothing is sent', async () => {
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    await screen.findByTestId('bet-slip');
    await user.click(within(grid()).getByRole('button', { name: '07' }));
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm your bet' })).getByRole('button', { name: 'Confirm and bet' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(lotteryMock.placed).toHaveLength(0);
  });

  it('five balls: a position bet names its ball; big/small on the sum has no position', async () => {
    givenLoggedIn();
    const { user } = renderApp('/lottery?gameCode=TCG_0001&playType=position');
    await screen.findByTestId('bet-slip');
    await user.click(within(slip()).getByRole('button', { name: 'Ball 3' }));
    await user.click(within(grid()).getByRole('button', { name: '7' }));
    expect(screen.getByTestId('line-summary')).toHaveTextContent('This line costs₫1,000');
    expect(screen.getByTestId('line-summary')).toHaveTextContent('Potential win₫9,800');
    await user.click(within(slip()).getByRole('button', { name: 'Add to slip' }));
    await user.click(within(slip()).getByRole('button', { name: 'Big/Small' }));
    await user.click(within(slip()).getByRole('button', { name: 'Sum of the five' }));
    await user.click(within(slip()).getByRole('button', { name: 'Big' }));
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm your bet' })).getByRole('button', { name: 'Confirm and bet' }));
    await screen.findByText(/Bet L000100 placed/, {}, { timeout: 15_000 });
    expect((lotteryMock.placed[0]!.body as { lines: unknown[] }).lines).toEqual([
      { playType: 'position', numbers: ['7'], points: 1, position: 3 },
      { playType: 'big_small', numbers: ['big'], points: 1, position: null },
    ]);
  });

  it('shows a settled ticket with its payout', async () => {
    givenLoggedIn();
    lotteryMock.tickets = [buildTicket({ state: 'won', payout: 199_000, numbers: ['45'] })];
    renderApp('/vnlottery?gameCode=VNL_0004');
    const bets = await screen.findByTestId('my-bets');
    expect(within(bets).getByText('Won')).toBeInTheDocument();
    expect(within(bets).getByText('₫199,000')).toBeInTheDocument();
  });

  it('folds the numbers of a ticket with many under their count, and keeps a short ticket as a list', async () => {
    givenLoggedIn();
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    lotteryMock.tickets = [buildTicket({ id: 2, playType: 'de', numbers: all, stake: 100_000 }), buildTicket({ numbers: ['07', '12'] })];
    const { user } = renderApp('/vnlottery?gameCode=VNL_0004');
    const bets = await screen.findByTestId('my-bets');
    const [, many, short] = within(bets).getAllByRole('row');
    const numbers = within(many!).getAllByRole('cell')[2]!;
    expect(within(numbers).getByText('100 numbers chosen ×1')).toBeVisible();
    const list = within(numbers).getByText(/^00, 01, 02, .*, 99$/);
    expect(list).not.toBeVisible();
    await user.click(within(numbers).getByText('100 numbers chosen ×1'));
    expect(list).toBeVisible();
    // each cell names its column for the stacked cards of a phone
    expect(numbers).toHaveAttribute('data-label', 'Numbers');
    expect(within(short!).getAllByRole('cell')[2]).toHaveTextContent(/^07, 12 ×1$/);
  });
});
