import { splitPhone } from '@/lib/format/phone';

/**
 * R09/Q20: a mobile entered with its dial code (`+85212345678`, `0085212345678`: pasted, or filled in by the
 * browser) as the country code and the national number, split against the known area codes; null for a number
 * typed without one (it keeps the selected code).
 */
export function splitDialedMobile(raw: string): { countryCode: string; mobile: string } | null {
  if (!/^\s*(\+|00)/.test(raw)) return null;
  const { code, number } = splitPhone(raw);
  return number ? { countryCode: code, mobile: number } : null;
}
