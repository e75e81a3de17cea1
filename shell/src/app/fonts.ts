import { createGlobalStyle } from 'styled-components';
import thai400 from '@fontsource/sarabun/files/sarabun-thai-400-normal.woff2';
import thai700 from '@fontsource/sarabun/files/sarabun-thai-700-normal.woff2';
import latin400 from '@fontsource/sarabun/files/sarabun-latin-400-normal.woff2';
import latin700 from '@fontsource/sarabun/files/sarabun-latin-700-normal.woff2';

/** Unicode ranges of @fontsource/sarabun's own stylesheet: a page downloads only what it shows. */
const THAI = 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC';
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const face = (url: string, weight: number, range: string) => `
  @font-face {
    font-family: 'Sarabun';
    font-style: normal;
    font-weight: ${weight};
    font-display: swap;
    src: url(${url}) format('woff2');
    unicode-range: ${range};
  }`;

/**
 * The site's Thai web font, Sarabun, served from the site itself (webpack emits the files beside
 * the shell's scripts) with font-display: swap, so text shows at once in a fallback font.
 * The theme's font-family names it first.
 */
export const FontFaces = createGlobalStyle`
  ${face(thai400, 400, THAI)}
  ${face(thai700, 700, THAI)}
  ${face(latin400, 400, LATIN)}
  ${face(latin700, 700, LATIN)}
`;
