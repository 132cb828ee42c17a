import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('CSV exports', () => {
  it('write a text cell that a spreadsheet would run as a formula with a leading quote', () => {
    const text = csvText([
      { name: '=HYPERLINK("http://x.test","click")', note: '+90 532', who: '-2+3', at: '@SUM(A1)', tab: '\tcmd', plain: 'Kadıköy', amount: -12.5 },
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [row] = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data;
    expect(row).toEqual({ name: `'=HYPERLINK("http://x.test","click")`, note: "'+90 532", who: "'-2+3", at: "'@SUM(A1)", tab: "'\tcmd", plain: 'Kadıköy', amount: '-12.5' });
  });
});
