import { describe, expect, it } from 'vitest';
import { amount, decode, errorReport, flag, number } from './csvImport';

describe("every import's reading", () => {
  it('reads a file saved in the Windows Turkish code page', () => {
    // "Alıcı,Şehir\nÇağrı,İzmir" in windows-1254.
    const bytes = new Uint8Array([
      0x41, 0x6c, 0xfd, 0x63, 0xfd, 0x2c, 0xde, 0x65, 0x68, 0x69, 0x72, 0x0a, 0xc7, 0x61, 0xf0, 0x72, 0xfd, 0x2c, 0xdd,
      0x7a, 0x6d, 0x69, 0x72,
    ]);
    expect(decode(bytes.buffer)).toEqual({ text: 'Alıcı,Şehir\nÇağrı,İzmir', encoding: 'windows-1254' });
    expect(decode(new TextEncoder().encode('\uFEFFAlıcı').buffer as ArrayBuffer)).toEqual({
      text: 'Alıcı',
      encoding: 'utf-8',
    });
  });

  it('writes the rejected rows back with their line and problems, formulas escaped', () => {
    const report = errorReport(
      ['Receiver', 'City'],
      [
        { Receiver: '=cmd()', City: 'Ankara' },
        { Receiver: 'Ali', City: 'İzmir' },
      ],
      [{ line: 2, messages: ['Not taken as a formula'] }],
      { line: 'Line', problems: 'Problems' },
    );
    expect(report).toBe('\uFEFFLine,Receiver,City,Problems\r\n2,"\'=cmd()",Ankara,Not taken as a formula');
  });

  it('reads numbers and amounts as people type them', () => {
    expect([number('2,5'), number('2.5'), number('1.250,00'), number('1,250.00'), number('₺ 99,90')]).toEqual([
      2.5, 2.5, 1250, 1250, 99.9,
    ]);
    expect(number('about 3')).toBeNaN();
    // In money a lone separator before groups of three digits groups thousands, as either language writes it.
    expect([amount('50.000'), amount('50,000'), amount('1.250.000'), amount('1.250,50'), amount('99,90')]).toEqual([
      50000, 50000, 1250000, 1250.5, 99.9,
    ]);
    expect(amount('fifty')).toBeNaN();
  });

  it('reads yes and no in either language, and nothing else', () => {
    expect(['evet', 'Yes', 'x', '1'].map(flag)).toEqual([true, true, true, true]);
    expect(['hayır', 'No', '', '0'].map(flag)).toEqual([false, false, false, false]);
    expect(flag('maybe')).toBeUndefined();
  });
});
