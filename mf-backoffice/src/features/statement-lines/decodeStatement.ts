/**
 * A statement file's text. Thai banks export UTF-8 or TIS-620 (Windows-874, its superset): bytes
 * that are not valid UTF-8 are read as Windows-874, so a TIS-620 export's Thai names come through.
 */
export function decodeStatement(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-874').decode(bytes);
  }
}
