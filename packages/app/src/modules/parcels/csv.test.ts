import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, momentHeader, spreadsheetMoment } from './csv';

describe('CSV exports', () => {
  it('write a text cell that a spreadsheet would run as a formula with a leading quote', () => {
    const text = csvText([
      {
        name: '=HYPERLINK("http://x.test","click")',
        note: '+90 532',
        who: '-2+3',
        at: '@SUM(A1)',
        tab: '\tcmd',
        plain: 'Kadıköy',
        amount: -12.5,
      },
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [row] = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data;
    expect(row).toEqual({
      name: `'=HYPERLINK("http://x.test","click")`,
      note: "'+90 532",
      who: "'-2+3",
      at: "'@SUM(A1)",
      tab: "'\tcmd",
      plain: 'Kadıköy',
      amount: '-12.5',
    });
  });

  it('write moments on the company clock, to the second, with the zone in the header', () => {
    expect(spreadsheetMoment('2026-11-19T21:05:09.123Z')).toBe('2026-11-20 00:05:09');
    expect(spreadsheetMoment('2026-03-29T12:00:00Z')).toBe('2026-03-29 15:00:00');
    expect(momentHeader('When')).toBe('When (Europe/Istanbul)');
  });
});
