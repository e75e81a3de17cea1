import { th } from './labels/th';
import type { StaffModule } from './contracts/backoffice/permissions';
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
  { path: paths.inbox, remote: 'mf-auth', module: 'InboxPage', access: 'member', title: th.pages.inbox },
  { path: paths.account, remote: 'mf-auth', module: 'AccountPage', access: 'member', title: th.pages.account },
  { path: `${paths.backoffice}/*`, remote: 'mf-backoffice', module: 'BackofficeApp', access: 'staff', title: th.backofficeFrame.title },
];

export type BackofficeSectionPath = (typeof backofficeSections)[number]['path'];

const sectionLabels = th.backofficeFrame.sections;

/**
 * The one list of the back office's screens (docs/screens.md#back-office): its side menu, its
 * routes, the page titles and the browser test that walks every route are all drawn from it.
 * `path` is below /backoffice/ ('' is the dashboard; a section may have sub-paths, members/12);
 * `module` is the permission module whose `view` shows the section (the server refuses the
 * section's calls without it anyway); null: every staff user's own (their second factor).
 */
export const backofficeSections = [
  { path: '', label: sectionLabels.dashboard, module: 'reports' },
  { path: 'deposits', label: sectionLabels.deposits, module: 'money' },
  { path: 'withdrawals', label: sectionLabels.withdrawals, module: 'money' },
  { path: 'bank-accounts', label: sectionLabels.bankAccounts, module: 'site' },
  { path: 'statement-lines', label: sectionLabels.statementLines, module: 'money' },
  { path: 'reconciliation', label: sectionLabels.reconciliation, module: 'money' },
  { path: 'money-settings', label: sectionLabels.moneySettings, module: 'site' },
  { path: 'rounds', label: sectionLabels.rounds, module: 'rounds' },
  { path: 'risk', label: sectionLabels.risk, module: 'risk' },
  { path: 'rates', label: sectionLabels.rates, module: 'risk' },
  { path: 'limits', label: sectionLabels.limits, module: 'risk' },
  { path: 'reports', label: sectionLabels.reports, module: 'reports' },
  { path: 'result-sources', label: sectionLabels.resultSources, module: 'site' },
  { path: 'members', label: sectionLabels.members, module: 'members' },
  { path: 'staff', label: sectionLabels.staffAccounts, module: 'staff' },
  { path: 'site-config', label: sectionLabels.siteConfig, module: 'site' },
  { path: 'releases', label: sectionLabels.releases, module: 'releases' },
  { path: 'announcements', label: sectionLabels.announcements, module: 'site' },
  { path: 'audit', label: sectionLabels.audit, module: 'reports' },
  { path: 'two-factor', label: th.secondFactor.setUpLink, module: null },
] as const satisfies readonly { path: string; label: string; module: StaffModule | null }[];

/** The back-office section of a pathname under /backoffice (its sub-paths included), or undefined. */
export function backofficeSectionOf(pathname: string): (typeof backofficeSections)[number] | undefined {
  if (pathname !== paths.backoffice && !pathname.startsWith(`${paths.backoffice}/`)) return undefined;
  const [first = ''] = pathname.slice(paths.backoffice.length + 1).split('/');
  return backofficeSections.find((section) => section.path === first);
}
