/** Files whose URL never changes must be revalidated; content-hashed files can be kept for a year. */
export const REVALIDATE = 'no-cache';
export const FOREVER = 'public, max-age=31536000, immutable';

/** webpack's `[name].[contenthash].js` (and its `.map`). */
const CONTENT_HASH = /\.[0-9a-f]{16,}\./;

export function shellCacheControl(fileName: string): string {
  return CONTENT_HASH.test(fileName) ? FOREVER : REVALIDATE;
}

/** Under /remotes/<name>/<version>/ everything but the entry points is fixed for that version. */
export function remoteCacheControl(fileName: string): string {
  return fileName === 'remoteEntry.js' || fileName === 'index.html' ? REVALIDATE : FOREVER;
}
