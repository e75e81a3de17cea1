/** Text made safe inside HTML or SVG markup, in element content and in quoted attributes alike. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
