/**
 * Mainland resident ID number (GB 11643-1999): 17 digits and a check character. The check character is
 * `CHECK_CHARS[Σ(digit_i × weight_i) mod 11]` with weights 2^(17−i) mod 11; the 8 digits from position 7 are
 * the birth date (YYYYMMDD), which must be a real calendar date not in the future. Pure: the web's attendee form
 * and the API's `POST /ec/recipients/valid/Identity` use the same function.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits, or null when they are not 17 digits. */
export function residentIdCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? null;
}

function isRealBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

/** True for an 18-character resident ID number with a valid birth date and check character (x accepted as X). */
export function isValidResidentId(value: string, today: Date = new Date()): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isRealBirthDate(id.slice(6, 14), today)) return false;
  return residentIdCheckChar(id.slice(0, 17)) === id[17];
}

/**
 * Format rules of the other ID types (DEFAULT of this build): Hong Kong/Macau travel permit H/M + 8 or 10 digits;
 * Taiwan travel permit 8 or 10 digits; passport 5–17 letters and digits; foreigner's permanent ID 15 characters
 * (3 letters + 12 digits) or 18 (starting with 9); HK/Macau/Taiwan residence permit 18 characters starting with
 * 81/82/83 and the resident-ID check character.
 */
export function isValidIdNumber(idType: string, value: string, today: Date = new Date()): boolean {
  const id = value.trim().toUpperCase();
  switch (idType) {
    case 'ID':
      return isValidResidentId(id, today);
    case 'TRAVEL_PERMIT_HK_MO':
      return /^[HM]\d{8}(\d{2})?$/.test(id);
    case 'TRAVEL_PERMIT_TW':
      return /^\d{8}(\d{2})?$/.test(id);
    case 'PASSPORT':
      return /^[A-Z0-9]{5,17}$/.test(id);
    case 'FOREIGN_ID':
      return /^[A-Z]{3}\d{12}$/.test(id) || (/^9\d{16}[\dX]$/.test(id) && residentIdCheckChar(id.slice(0, 17)) === id[17]);
    case 'RESIDENCE_PERMIT_HK_MO_TW':
      return /^8[123]0000\d{11}[\dX]$/.test(id) && isValidResidentId(id, today);
    default:
      return false;
  }
}
