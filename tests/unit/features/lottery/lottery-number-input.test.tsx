import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberGrid } from '@/features/lottery/number-grid';
import { allNumbers, bigFrom, gridNumbers, parseTypedNumbers, prefixDigits, quickPick } from '@/features/lottery/number-input';

describe('typed numbers', () => {
  it('splits on spaces, commas, semicolons and new lines, keeps each number once, and names what does not fit the play type', () => {
    expect(parseTypedNumbers('12 34,56;78\n90\t01', 'lo2')).toEqual({ numbers: ['12', '34', '56', '78', '90', '01'], invalid: [], duplicates: [] });
    expect(parseTypedNumbers(' 12,,12; 7 123 ab 99 ', 'de')).toEqual({ numbers: ['12', '99'], invalid: ['7', '123', 'ab'], duplicates: ['12'] });
    expect(parseTypedNumbers('001 999 99', 'cang3')).toEqual({ numbers: ['001', '999'], invalid: ['99'], duplicates: [] });
    // keno numbers are 01–80; the five-ball sum 0–45 without padding
    expect(parseTypedNumbers('01 80 81 00', 'pick2')).toEqual({ numbers: ['01', '80'], invalid: ['81', '00'], duplicates: [] });
    expect(parseTypedNumbers('0 45 46 07', 'sum')).toEqual({ numbers: ['0', '45'], invalid: ['46', '07'], duplicates: [] });
    expect(parseTypedNumbers('   ', 'lo2')).toEqual({ numbers: [], invalid: [], duplicates: [] });
  });
});

describe('the grid of each format', () => {
  it('00–99 whole, 000–999 a hundred under a prefix, keno 01–80, the sum 0–45', () => {
    expect(gridNumbers({ digits: 2 })).toEqual(allNumbers(2));
    expect(gridNumbers({ digits: 3 }, 7)).toEqual(allNumbers(3).slice(700, 800));
    expect(gridNumbers({ digits: 4 }, 42)[0]).toBe('4200');
    expect(prefixDigits({ digits: 4 })).toBe(2);
    expect(gridNumbers({ balls: [1, 80] })).toHaveLength(80);
    expect(gridNumbers({ balls: [1, 80] })[0]).toBe('01');
    expect(gridNumbers({ range: [0, 45] }).at(-1)).toBe('45');
    expect(gridNumbers({ words: ['big', 'small'] })).toEqual([]);
  });
});

describe('quick picks', () => {
  const pool = allNumbers(2);
  it('big and small halve the whole range, even and odd go by the number', () => {
    expect(quickPick('big', pool, bigFrom({ digits: 2 }))).toEqual(allNumbers(2).slice(50));
    expect(quickPick('small', pool, bigFrom({ digits: 2 }))).toEqual(allNumbers(2).slice(0, 50));
    expect(quickPick('even', pool, 50)).toHaveLength(50);
    expect(quickPick('even', pool, 50).every((n) => Number(n[1]) % 2 === 0)).toBe(true);
    expect(quickPick('odd', pool, 50).every((n) => Number(n[1]) % 2 === 1)).toBe(true);
    expect(quickPick('clear', pool, 50)).toEqual([]);
  });

  it('in one hundred of 000–999 big means 500 and up; keno big is 41–80, the five-ball sum 23–45', () => {
    expect(quickPick('big', gridNumbers({ digits: 3 }, 5), bigFrom({ digits: 3 }))).toHaveLength(100);
    expect(quickPick('big', gridNumbers({ digits: 3 }, 4), bigFrom({ digits: 3 }))).toHaveLength(0);
    expect(quickPick('big', gridNumbers({ balls: [1, 80] }), bigFrom({ balls: [1, 80] }))).toHaveLength(40);
    expect(quickPick('big', gridNumbers({ range: [0, 45] }), bigFrom({ range: [0, 45] }))[0]).toBe('23');
  });

  it('random picks distinct numbers of the pool', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const picked = quickPick('random', pool, 50, 5, random);
    expect(new Set(picked).size).toBe(5);
    for (const n of picked) expect(pool).toContain(n);
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
