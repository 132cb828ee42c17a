import { describe, expect, it } from 'vitest';
import { repeatedRows } from './imports';
import { customerKeys } from './network';

describe("an import's repeated rows", () => {
  const row = (email: string, taxNumber: string | null = null) => ({ email, taxNumber });

  it('says which later rows repeat a key of an earlier row, field by field, whatever the e-mail’s case', () => {
    const rows = [
      row('ayse@example.com', '1234567890'),
      row('AYSE@example.com'),
      row('mehmet@example.com', '1234567890'),
      row('can@example.com', '9876543210'),
    ];
    expect(repeatedRows(rows, customerKeys)).toEqual(
      new Map([
        [1, { email: 'duplicate' }],
        [2, { taxNumber: 'duplicate' }],
      ]),
    );
  });

  it('lets no refused or repeating row claim a key', () => {
    const rows = [
      null,
      row('ayse@example.com', '1234567890'),
      row('ayse@example.com', '5555555555'),
      row('zeynep@example.com', '5555555555'),
    ];
    // The third row repeats the second's e-mail: its tax number is not taken by it, so the fourth is new.
    expect(repeatedRows(rows, customerKeys)).toEqual(new Map([[2, { email: 'duplicate' }]]));
  });
});
