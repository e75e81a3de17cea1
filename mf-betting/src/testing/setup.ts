import { configure } from '@testing-library/react';

// Role queries skip the visibility check: with styled-components' style sheets it costs seconds per
// query in jsdom, and these screens hide nothing by CSS (closed dialogs are not rendered at all).
configure({ defaultHidden: true });
