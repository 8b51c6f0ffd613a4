import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { namespaceFiles } from '@/shared/i18n/namespace-files';
import { renderApp } from '../../render';

const lotteryFiles = namespaceFiles.lottery!.files;
const english = '../../../locales/lottery/lottery-EN.json';

// the namespace is loaded once per test file: the first screen's test comes first
describe('the lottery’s texts (the `lottery` namespace)', () => {
  it('are not asked for by the first screen', async () => {
    const load = vi.spyOn(lotteryFiles, english);
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(load).not.toHaveBeenCalled();
  });

  it('a lottery page shows its title and placeholders until they arrive, then the lobby', async () => {
    const original = lotteryFiles[english]!;
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const load = vi.spyOn(lotteryFiles, english).mockImplementation(async () => {
      await arrived;
      return original();
    });
    renderApp('/vnlottery');
    expect(await screen.findByTestId('lottery-lobby-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeInTheDocument();
    // no lobby without its words, however long they take (its games would come within the second)
    await expect(screen.findByRole('link', { name: 'Miền Bắc 45 giây' }, { timeout: 1000 })).rejects.toThrow();
    expect(screen.getByTestId('lottery-lobby-loading')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('link', { name: 'Miền Bắc 45 giây' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lottery groups' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
