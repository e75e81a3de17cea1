/** Every route of docs/screens.md#screens-and-routes, with a builder for the routes that take parameters. */
export const paths = {
  home: '/',
  register: '/auth/register',
  lottoAll: '/lotto/all',
  bet: {
    pattern: '/lotto/bet/type-a/:category/:name/:round_id',
    href: (category: string, name: string, roundId: string) =>
      `/lotto/bet/type-a/${encodeURIComponent(category)}/${encodeURIComponent(name)}/${encodeURIComponent(roundId)}`,
  },
  transaction: '/lotto/transaction',
  result: '/lotto/result',
  resultCheck: {
    pattern: '/lotto/result/:type/:date',
    href: (type: string, date: string) => `/lotto/result/${encodeURIComponent(type)}/${encodeURIComponent(date)}`,
  },
  transfer: '/transfer',
  /** กล่องข้อความ: the member's inbox (docs/messages.md). */
  inbox: '/inbox',
  /** บัญชีของฉัน: the member's own account, its LINE settings among them. */
  account: '/account',
  deposit: '/transfer?type=deposit',
  withdraw: '/transfer?type=withdraw',
  /** ควบคุมการเล่น: the member's limits, time-out, self-exclusion and reality check. */
  playControl: '/transfer?type=protection',
  /** The staff back office (docs/screens.md#back-office); its screens are sub-paths, e.g. /backoffice/deposits. */
  backoffice: '/backoffice',
} as const;

/** The withdraw page's part that changes the PIN: /account links to `paths.withdraw#change-pin`, which opens it. */
export const CHANGE_PIN_ANCHOR = 'change-pin';
