import { createGlobalStyle } from 'styled-components';

/** docs/api-conventions.md#constants: a yellow palette, shades 50 to 900 and accents A100 to A700. */
export const yellow = {
  50: '#fffde7',
  100: '#fff9c4',
  200: '#fff59d',
  300: '#fff176',
  400: '#ffee58',
  500: '#ffeb3b',
  600: '#fdd835',
  700: '#fbc02d',
  800: '#f9a825',
  900: '#f57f17',
  A100: '#ffff8d',
  A200: '#ffff00',
  A400: '#ffea00',
  A700: '#ffd600',
} as const;

export const theme = {
  yellow,
  ink: '#212121',
  muted: '#616161',
  surface: '#ffffff',
  background: '#fafafa',
  danger: '#c62828',
  success: '#2e7d32',
  /** Wide layout from the md breakpoint up. */
  breakpoints: { md: '768px' },
  media: { md: '@media (min-width: 768px)' },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: 'Sarabun', 'Noto Sans Thai', Tahoma, sans-serif;
    color: ${({ theme }) => theme.ink};
    background: ${({ theme }) => theme.background};
  }
  a { color: inherit; }
`;
