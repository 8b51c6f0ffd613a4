import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvField, downloadCsv, toCsv, UTF8_BOM } from '@/shared/lib/csv';

describe('CSV export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts with the UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv(['Thời gian', '金额', 'ยอดเงิน'], [['2026-11-20 08:00:00', 1500000, 'Nạp tiền']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Thời gian,金额,ยอดเงิน\r\n2026-11-20 08:00:00,1500000,Nạp tiền\r\n');
    // encoded as UTF-8 bytes, the file begins EF BB BF
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes commas, quotes and line breaks, and leaves empty values empty', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(toCsv(['a', 'b'], [[null, 'x,y']]).slice(1)).toBe('a,b\r\n,"x,y"\r\n');
  });

  it('keeps negative numbers as numbers but defuses text a spreadsheet would run as a formula', () => {
    expect(csvField(-25000)).toBe('-25000');
    expect(csvField('-25000.5')).toBe('-25000.5');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('downloads the text as a named file', () => {
    const created = vi.fn(() => 'blob:records');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    downloadCsv('bets.csv', toCsv(['a'], [[1]]));
    expect(clicked).toEqual([{ href: 'blob:records', download: 'bets.csv' }]);
    const blob = (created.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });
});
