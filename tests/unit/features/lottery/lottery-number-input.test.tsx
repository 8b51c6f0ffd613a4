import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { headTailTable, twoDigitEndings } from '@/features/lottery/head-tail';
import { NumberGrid } from '@/features/lottery/number-grid';
import { allNumbers, parseTypedNumbers, quickPick } from '@/features/lottery/number-input';
import { PRIZE_ROWS, prizeCount } from '@/features/lottery/result-layout';

describe('typed numbers', () => {
  it('splits on spaces, commas, semicolons and new lines, keeps each number once, and names what is wrong', () => {
    expect(parseTypedNumbers('12 34,56;78\n90\t01，02', 2)).toEqual({ numbers: ['12', '34', '56', '78', '90', '01', '02'], invalid: [], duplicates: [] });
    expect(parseTypedNumbers(' 12,,12; 7 123 ab 99 ', 2)).toEqual({ numbers: ['12', '99'], invalid: ['7', '123', 'ab'], duplicates: ['12'] });
    expect(parseTypedNumbers('001 999 99', 3)).toEqual({ numbers: ['001', '999'], invalid: ['99'], duplicates: [] });
    expect(parseTypedNumbers('   ', 2)).toEqual({ numbers: [], invalid: [], duplicates: [] });
  });
});

describe('quick picks', () => {
  const pool = allNumbers(2);
  it('big and small halve the range, even and odd go by the last digit', () => {
    expect(pool).toHaveLength(100);
    expect(quickPick('big', pool, 2)).toEqual(allNumbers(2).slice(50));
    expect(quickPick('small', pool, 2)).toEqual(allNumbers(2).slice(0, 50));
    expect(quickPick('even', pool, 2)).toHaveLength(50);
    expect(quickPick('even', pool, 2).every((n) => Number(n[1]) % 2 === 0)).toBe(true);
    expect(quickPick('odd', pool, 2).every((n) => Number(n[1]) % 2 === 1)).toBe(true);
    expect(quickPick('clear', pool, 2)).toEqual([]);
  });

  it('in one hundred of 000–999, big means 500 and up', () => {
    const hundred = allNumbers(3).slice(500, 600);
    expect(quickPick('big', hundred, 3)).toHaveLength(100);
    expect(quickPick('small', allNumbers(3).slice(400, 500), 3)).toHaveLength(100);
  });

  it('random picks distinct numbers of the pool', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const picked = quickPick('random', pool, 2, 5, random);
    expect(new Set(picked).size).toBe(5);
    for (const n of picked) expect(pool).toContain(n);
  });
});

describe('đầu/đuôi', () => {
  it('counts every prize by its last two digits', () => {
    expect(twoDigitEndings(['12345', '678', '90', '05'])).toEqual(['05', '45', '78', '90']);
    const rows = headTailTable(['12345', '00045', '678', '90', '05', '40']);
    expect(rows[4]).toEqual({ digit: 4, tails: [0, 5, 5], heads: [] });
    expect(rows[0]).toEqual({ digit: 0, tails: [5], heads: [4, 9] });
    expect(rows[5]!.heads).toEqual([0, 4, 4]);
  });

  it('the regions have 27 and 18 prizes', () => {
    expect(prizeCount('north')).toBe(27);
    expect(prizeCount('central')).toBe(18);
    expect(prizeCount('south')).toBe(18);
    expect(PRIZE_ROWS.north[0]).toEqual({ code: 'DB', count: 1, digits: 5 });
    expect(PRIZE_ROWS.south.at(-1)).toEqual({ code: 'DB', count: 1, digits: 6 });
  });
});

function Grid() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <NumberGrid
      label="Numbers"
      numbers={allNumbers(2)}
      selected={selected}
      onToggle={(n) =>
        setSelected((s) => {
          const next = new Set(s);
          if (next.has(n)) next.delete(n);
          else next.add(n);
          return next;
        })
      }
    />
  );
}

describe('the number grid', () => {
  it('is one tab stop; arrows move, Space and Enter toggle, each number says whether it is chosen', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <Grid />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Numbers' });
    expect(group.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: '00' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: '12' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: '12' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '19' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '19' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: '99' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('button', { name: '80' })).toHaveFocus();
    await user.keyboard('{PageUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: '00' })).toHaveFocus();
    // the focused number is the tab stop
    expect(screen.getByRole('button', { name: '00' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: '12' })).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: '12' }));
    expect(screen.getByRole('button', { name: '12' })).toHaveAttribute('aria-pressed', 'false');
  });
});
