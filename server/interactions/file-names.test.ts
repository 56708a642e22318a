import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-names';

describe('attachment file names', () => {
  it('keep only the last path segment, so no path trick reaches the store or a download header', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\x\\report.pdf')).toBe('report.pdf');
  });
  it('lose control characters, quotes and leading dots, and are never empty', () => {
    expect(sanitizeFileName('a"b\r\n<c>.txt')).toBe('abc.txt');
    expect(sanitizeFileName('...hidden')).toBe('hidden');
    expect(sanitizeFileName('..')).toBe('attachment');
    expect(sanitizeFileName('x'.repeat(300))).toHaveLength(200);
  });
});
