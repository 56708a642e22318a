/** Names of uploaded files as stored and offered for download: no folders, no path tricks, no control characters. */
const MAX_FILE_NAME_LENGTH = 200;

export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // control characters (code < 32 or 127) and characters that mean something to a shell, a header or a file system
    .split('')
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && !'"<>:|?*'.includes(c))
    .join('')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, MAX_FILE_NAME_LENGTH);
  return cleaned === '' ? 'attachment' : cleaned;
}
