function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  const chars = Array.from(value);
  if (chars.length <= keepStart + keepEnd) return value;
  return chars.slice(0, keepStart).join('') + '*'.repeat(chars.length - keepStart - keepEnd) + chars.slice(chars.length - keepEnd).join('');
}

/** Q14: 3 leading and 4 trailing digits kept: `13812345678` → `138****5678`. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return maskMiddle(mobile.trim(), 3, 4);
}

/**
 * Q15: 2 leading characters and the last one before @ kept: `abcdef@x.com` → `ab***f@x.com`.
 * A local part of 3 characters or fewer keeps its first character only.
 */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const text = email.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0) return maskMiddle(text, 2, 1);
  const local = Array.from(text.slice(0, at));
  const domain = text.slice(at);
  if (local.length <= 3) return `${local[0] ?? ''}${'*'.repeat(Math.max(local.length - 1, 1))}${domain}`;
  return `${local.slice(0, 2).join('')}${'*'.repeat(local.length - 3)}${local[local.length - 1] ?? ''}${domain}`;
}

/** Q16: 4 leading and 3 trailing characters kept: `110101199001011234` → `1101***********234`. */
export function maskIdNumber(idNumber: string | null | undefined): string {
  if (!idNumber) return '';
  return maskMiddle(idNumber.trim(), 4, 3);
}
