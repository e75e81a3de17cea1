import type { RemoteName } from './manifest';

/**
 * Every module each remote exposes (the keys of `exposes` in its webpack.config.js, without the
 * leading './'). The shell may mount only these; exposes.test.ts compares this map with every
 * remote's build, so a typo fails a test instead of a member's page.
 */
export const REMOTE_EXPOSES = {
  'mf-auth': ['LoginBox', 'RegisterPage', 'InboxPage', 'AccountPage'],
  'mf-betting': ['LottoAllPage', 'BetPage', 'TransactionPage'],
  'mf-wallet': ['TransferPage'],
  'mf-results': ['ResultPage', 'ResultCheckPage', 'ResultCards'],
  'mf-backoffice': ['BackofficeApp'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type ExposedModule<R extends RemoteName = RemoteName> = (typeof REMOTE_EXPOSES)[R][number];
