import { describe, expect, it } from 'vitest';
import { isValidIdNumber, isValidResidentId, residentIdCheckChar } from '../../lib/shared/resident-id';
import { eventChangeTags } from '../../lib/contract/cache-tags';
import { revalidateBodySchema } from '../../lib/contract/revalidate';

const TODAY = new Date(Date.UTC(2026, 10, 24));

describe('H26 R60 resident ID checksum (GB 11643 mod 11)', () => {
  it('computes the check character of the standard examples', () => {
    expect(residentIdCheckChar('11010519491231002')).toBe('X');
    expect(residentIdCheckChar('44052418800101001')).toBe('4');
    expect(residentIdCheckChar('1101051949123100')).toBeNull();
  });

  it('accepts valid numbers (lower-case x too) and refuses a wrong check character, a bad date or a future birth', () => {
    expect(isValidResidentId('11010519491231002X', TODAY)).toBe(true);
    expect(isValidResidentId('11010519491231002x', TODAY)).toBe(true);
    expect(isValidResidentId('440524188001010014', TODAY)).toBe(false); // right check character, but born before 1900
    expect(isValidResidentId('110105194912310021', TODAY)).toBe(false); // wrong check character
    const feb30 = `1101051990023000${'1'}`;
    expect(isValidResidentId(feb30 + residentIdCheckChar(feb30), TODAY)).toBe(false); // 30 February
    const future = '11010520300101001';
    expect(isValidResidentId(future + residentIdCheckChar(future), TODAY)).toBe(false);
    expect(isValidResidentId('1101051949123100', TODAY)).toBe(false); // 16 characters
  });

  it('checks the other ID types by their formats', () => {
    expect(isValidIdNumber('ID', '11010519491231002X', TODAY)).toBe(true);
    expect(isValidIdNumber('TRAVEL_PERMIT_HK_MO', 'H12345678', TODAY)).toBe(true);
    expect(isValidIdNumber('TRAVEL_PERMIT_HK_MO', 'X12345678', TODAY)).toBe(false);
    expect(isValidIdNumber('TRAVEL_PERMIT_TW', '12345678', TODAY)).toBe(true);
    expect(isValidIdNumber('PASSPORT', 'E12345678', TODAY)).toBe(true);
    expect(isValidIdNumber('PASSPORT', 'E1-2345678', TODAY)).toBe(false);
    expect(isValidIdNumber('FOREIGN_ID', 'USA123456789012', TODAY)).toBe(true);
    const permit = '81000019900101001';
    expect(isValidIdNumber('RESIDENCE_PERMIT_HK_MO_TW', permit + residentIdCheckChar(permit), TODAY)).toBe(true);
    expect(isValidIdNumber('RESIDENCE_PERMIT_HK_MO_TW', '11010519491231002X', TODAY)).toBe(false);
    expect(isValidIdNumber('UNKNOWN', '1', TODAY)).toBe(false);
  });
});

describe('event cache tags', () => {
  it('the revalidation hook accepts the tags the API posts for an event change', () => {
    expect(revalidateBodySchema.safeParse({ tags: eventChangeTags(12) }).success).toBe(true);
  });
});
