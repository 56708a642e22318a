/**
 * Recognises programs by their first bytes, whatever the file is called: a renamed
 * executable ("invoice.pdf" holding a Windows program) is refused as an attachment.
 */

/** Offset of the field in a DOS header that points at the PE header (e_lfanew). */
const PE_POINTER_OFFSET = 0x3c;
const MACH_O_MAGICS: ReadonlySet<number> = new Set([
  0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe,
]);

/** What kind of program `content` is, or null when it is not one. */
export function executableKind(content: Buffer): string | null {
  if (content.length >= 4 && content.readUInt32BE(0) === 0x7f454c46) return 'Linux program (ELF)';
  if (content.length >= 4 && MACH_O_MAGICS.has(content.readUInt32BE(0)))
    return 'macOS program (Mach-O)';
  if (content.length >= 2 && content[0] === 0x4d && content[1] === 0x5a) {
    // "MZ" alone may start a text file; a Windows program also has "PE\0\0" where the DOS header points
    if (content.length < PE_POINTER_OFFSET + 4) return null;
    const pe = content.readUInt32LE(PE_POINTER_OFFSET);
    if (pe + 4 <= content.length && content.readUInt32BE(pe) === 0x50450000)
      return 'Windows program (PE)';
  }
  return null;
}
