import { createGlobalStyle } from 'styled-components';

/**
 * react-toastify writes its toasts in `--toastify-font-family` (sans-serif by default): they
 * inherit the site's font (Sarabun, loaded by the shell) instead. Doubled selector: the library
 * injects its own stylesheet after ours.
 */
export const ToastFont = createGlobalStyle`
  :root:root {
    --toastify-font-family: inherit;
  }
`;
