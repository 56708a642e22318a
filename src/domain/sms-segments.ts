/**
 * How many SMS parts a message takes (3GPP TS 23.038 / 23.040): text that fits the GSM 7-bit
 * alphabet goes as GSM-7, 160 septets in one SMS or 153 a part once split (the rest carries the
 * concatenation header); characters of the alphabet's extension table take two septets. Any
 * other character sends the whole text as UCS-2: 70 UTF-16 units in one SMS, 67 a part once
 * split. A part never ends between the two halves of an escape or of a surrogate pair.
 */

/** SMS encoding of a text. */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** Septets (GSM-7) or UTF-16 units (UCS-2) in one SMS, and in each part of a split message. */
export const SMS_SINGLE_UNITS = { 'GSM-7': 160, 'UCS-2': 70 } as const;
export const SMS_PART_UNITS = { 'GSM-7': 153, 'UCS-2': 67 } as const;

// The GSM 03.38 basic character set (the escape 0x1B excluded).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// The extension table: each is sent as escape + character, two septets.
const GSM_EXTENDED = new Set('\f^{}\\[~]|€');

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  /** SMS parts the text is sent as (0 for an empty text). */
  segments: number;
  /** Units still free in the last part before another part is needed. */
  remaining: number;
}

/** The encoding a text is sent in: GSM-7 when every character is in the alphabet. */
export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENDED.has(ch)) return 'UCS-2';
  return 'GSM-7';
}

/** Sizes of the characters in units: 1 or 2 septets, or 1 or 2 UTF-16 units (a surrogate pair). */
function unitSizes(text: string, encoding: SmsEncoding): number[] {
  return Array.from(text, (ch) =>
    encoding === 'GSM-7' ? (GSM_EXTENDED.has(ch) ? 2 : 1) : ch.length,
  );
}

/** The SMS parts a text takes, its encoding and what is left in the last part. */
export function smsSegments(text: string): SmsSegments {
  const encoding = smsEncoding(text);
  const sizes = unitSizes(text, encoding);
  const units = sizes.reduce((sum, n) => sum + n, 0);
  if (units === 0) return { encoding, units, segments: 0, remaining: SMS_SINGLE_UNITS[encoding] };
  if (units <= SMS_SINGLE_UNITS[encoding])
    return { encoding, units, segments: 1, remaining: SMS_SINGLE_UNITS[encoding] - units };
  // split: fill parts one character at a time so no two-unit character straddles a boundary
  const part = SMS_PART_UNITS[encoding];
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, units, segments, remaining: part - used };
}
