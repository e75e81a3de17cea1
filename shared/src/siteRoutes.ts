import { th } from './labels/th';
import { paths } from './paths';
import type { ExposedModule } from './remotes/exposes';
import type { RemoteName } from './remotes/manifest';

/** Who may open a route: docs/api-conventions.md#roles (results are open to visitors), docs/screens.md#back-office (staff). */
export type Access = 'member' | 'guest' | 'everyone' | 'staff';

export type RemoteRoute = {
  [R in RemoteName]: { path: string; remote: R; module: ExposedModule<R>; access: Access; title: string };
}[RemoteName];

/**
 * Which remote serves which route of docs/screens.md#screens-and-routes; the shell itself owns only
 * home. The shell's router and the browser test that walks every route both read this list.
 */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: paths.register, remote: 'mf-auth', module: 'RegisterPage', access: 'guest', title: th.pages.register },
  { path: paths.lottoAll, remote: 'mf-betting', module: 'LottoAllPage', access: 'member', title: th.pages.lottoAll },
  { path: paths.bet.pattern, remote: 'mf-betting', module: 'BetPage', access: 'member', title: th.pages.bet },
  { path: paths.transaction, remote: 'mf-betting', module: 'TransactionPage', access: 'member', title: th.pages.transaction },
  { path: paths.result, remote: 'mf-results', module: 'ResultPage', access: 'everyone', title: th.pages.result },
  { path: paths.resultCheck.pattern, remote: 'mf-results', module: 'ResultCheckPage', access: 'everyone', title: th.pages.resultCheck },
  { path: paths.transfer, remote: 'mf-wallet', module: 'TransferPage', access: 'member', title: th.pages.transfer },
  { path: `${paths.backoffice}/*`, remote: 'mf-backoffice', module: 'BackofficeApp', access: 'staff', title: th.backoffice.title },
];

export type BackofficeSectionPath = (typeof backofficeSections)[number]['path'];

const sectionLabels = th.backoffice.sections;

/**
 * The one list of the back office's screens (docs/screens.md#back-office): its side menu, its
 * routes, the page titles and the browser test that walks every route are all drawn from it.
 * `path` is below /backoffice/ ('' is the dashboard; a section may have sub-paths, members/12);
 * `adminOnly` sections are hidden from staff, whom the server refuses their calls anyway.
 */
export const backofficeSections = [
  { path: '', label: sectionLabels.dashboard, adminOnly: false },
  { path: 'deposits', label: sectionLabels.deposits, adminOnly: false },
  { path: 'withdrawals', label: sectionLabels.withdrawals, adminOnly: false },
  { path: 'bank-accounts', label: sectionLabels.bankAccounts, adminOnly: true },
  { path: 'statement-lines', label: sectionLabels.statementLines, adminOnly: false },
  { path: 'reconciliation', label: sectionLabels.reconciliation, adminOnly: false },
  { path: 'money-settings', label: sectionLabels.moneySettings, adminOnly: true },
  { path: 'rounds', label: sectionLabels.rounds, adminOnly: false },
  { path: 'rates', label: sectionLabels.rates, adminOnly: true },
  { path: 'limits', label: sectionLabels.limits, adminOnly: true },
  { path: 'reports', label: sectionLabels.reports, adminOnly: false },
  { path: 'result-sources', label: sectionLabels.resultSources, adminOnly: true },
  { path: 'members', label: sectionLabels.members, adminOnly: false },
  { path: 'staff', label: sectionLabels.staffAccounts, adminOnly: true },
  { path: 'site-config', label: sectionLabels.siteConfig, adminOnly: true },
  { path: 'releases', label: sectionLabels.releases, adminOnly: true },
  { path: 'audit', label: sectionLabels.audit, adminOnly: false },
  { path: 'two-factor', label: th.secondFactor.setUpLink, adminOnly: false },
] as const satisfies readonly { path: string; label: string; adminOnly: boolean }[];

/** The back-office section of a pathname under /backoffice (its sub-paths included), or undefined. */
export function backofficeSectionOf(pathname: string): (typeof backofficeSections)[number] | undefined {
  if (pathname !== paths.backoffice && !pathname.startsWith(`${paths.backoffice}/`)) return undefined;
  const [first = ''] = pathname.slice(paths.backoffice.length + 1).split('/');
  return backofficeSections.find((section) => section.path === first);
}
