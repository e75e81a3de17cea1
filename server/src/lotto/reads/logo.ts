/**
 * A lottery's logo: a coloured circle with a short form of its Thai name, drawn on the server so
 * that every lottery has one without image files to keep (logoUrl in catalogue.ts points here).
 */
import { escapeMarkup } from '../../http/escapeMarkup';

/** Words every name starts with, left out of the logo: 'หวย' (lottery), 'หุ้น' (stock). */
const NAME_PREFIX = /^(หวย|หุ้น)\s*/;
/** The morning and afternoon rounds of a market go on a second line. */
const SESSION_WORD = 'รอบ';

/** The name without its prefix, in at most two lines: split at the first space, else before 'รอบ'. */
export function logoLines(name: string): string[] {
  const short = name.replace(NAME_PREFIX, '').trim() || name;
  const space = short.indexOf(' ');
  if (space > 0) return [short.slice(0, space), short.slice(space + 1).trim()];
  const session = short.indexOf(SESSION_WORD);
  if (session > 0) return [short.slice(0, session), short.slice(session)];
  return [short];
}

/** A hue (0..359) that is always the same for a code, so that each lottery keeps its colour. */
export function logoHue(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** Characters that take room on the line: Thai vowel and tone marks sit above or below another. */
const visibleLength = (text: string): number => text.replace(/\p{M}/gu, '').length;

const VIEW = 100;
const TEXT_WIDTH = 78;
const MAX_FONT_SIZE = 28;
/** Average advance of a character as a share of the font size. */
const CHAR_WIDTH_EM = 0.62;

export function lotteryLogoSvg(code: string, name: string): string {
  const lines = logoLines(name);
  const longest = Math.max(...lines.map(visibleLength), 1);
  const fontSize = Math.min(MAX_FONT_SIZE, Math.floor(TEXT_WIDTH / (longest * CHAR_WIDTH_EM)));
  const lineHeight = fontSize * 1.15;
  const firstBaseline = VIEW / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const hue = logoHue(code);
  const text = lines
    .map((line, index) => `<text x="50" y="${(firstBaseline + index * lineHeight).toFixed(1)}">${escapeMarkup(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}" width="${VIEW}" height="${VIEW}" role="img">` +
    `<title>${escapeMarkup(name)}</title>` +
    `<circle cx="50" cy="50" r="48" fill="hsl(${hue}, 62%, 40%)" stroke="hsl(${hue}, 62%, 28%)" stroke-width="3"/>` +
    `<g fill="#fff" font-family="Sarabun, Tahoma, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle">${text}</g>` +
    `</svg>`
  );
}
