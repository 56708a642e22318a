/** Names of uploaded files as stored and offered for download: no folders, no path tricks, no control characters. */
const MAX_FILE_NAME_LENGTH = 200;
/** An extension longer than this is part of the name, not something to keep when a long name is cut. */
const MAX_KEPT_EXTENSION_LENGTH = 16;
/** Bidirectional controls reorder what a reader sees: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Names Windows reserves for devices, whatever the extension ("con.txt" cannot be saved there). */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/** Cuts a long name to the limit, keeping a short extension so the file still opens with the right program. */
function shorten(name: string): string {
  if (name.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  if (extension.length < 2 || extension.length > MAX_KEPT_EXTENSION_LENGTH)
    return name.slice(0, MAX_FILE_NAME_LENGTH);
  return name.slice(0, MAX_FILE_NAME_LENGTH - extension.length).replace(/[.\s]+$/, '') + extension;
}

export function sanitizeFileName(name: string): string {
  // NFKC first: full-width "／" and "．" become "/" and "." and are then treated as such
  const base = name.normalize('NFKC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(BIDI_CONTROLS, '')
    // control characters (code < 32 or 127) and characters that mean something to a shell, a header or a file system
    .split('')
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && !'"<>:|?*'.includes(c))
    .join('')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s]+/, '')
    // Windows drops trailing dots and spaces: "evil.exe. " would be saved as "evil.exe"
    .replace(/[.\s]+$/, '')
    .trim();
  if (cleaned === '') return 'attachment';
  return shorten(WINDOWS_DEVICE_NAME.test(cleaned) ? `_${cleaned}` : cleaned);
}
