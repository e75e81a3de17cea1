import type { ReactElement } from 'react';
import { th } from '@lotto/shared';
import AuditPage from '../features/audit/components/AuditPage';
import DashboardPage from '../features/dashboard/components/DashboardPage';
import MembersPage from '../features/members/components/MembersPage';
import DepositQueuePage from '../features/queues/components/DepositQueuePage';
import WithdrawalQueuePage from '../features/queues/components/WithdrawalQueuePage';
import LimitsPage from './LimitsPage';
import RatesPage from '../features/rates/components/RatesPage';
import ReleasesPage from '../features/releases/components/ReleasesPage';
import ReportsPage from '../features/reports/components/ReportsPage';
import ResultSourcesPage from '../features/result-import/components/ResultSourcesPage';
import RoundsPage from '../features/rounds/components/RoundsPage';
import SiteConfigPage from '../features/site-config/components/SiteConfigPage';
import StaffPage from '../features/staff/components/StaffPage';
import EnrolmentPage from '../features/second-factor/components/EnrolmentPage';

export interface Section {
  /** Below /backoffice/; '' is the dashboard. A section may have sub-paths of its own (members/12). */
  path: string;
  label: string;
  element: ReactElement;
  /** Hidden from staff: the server refuses them these calls anyway (docs/screens.md#back-office). */
  adminOnly: boolean;
}

const labels = th.backoffice.sections;

/** The one list of the back office's screens: the side menu and the routes are both drawn from it. */
export const sections: Section[] = [
  { path: '', label: labels.dashboard, element: <DashboardPage />, adminOnly: false },
  { path: 'deposits', label: labels.deposits, element: <DepositQueuePage />, adminOnly: false },
  { path: 'withdrawals', label: labels.withdrawals, element: <WithdrawalQueuePage />, adminOnly: false },
  { path: 'rounds', label: labels.rounds, element: <RoundsPage />, adminOnly: false },
  { path: 'rates', label: labels.rates, element: <RatesPage />, adminOnly: true },
  { path: 'limits', label: labels.limits, element: <LimitsPage />, adminOnly: true },
  { path: 'reports', label: labels.reports, element: <ReportsPage />, adminOnly: false },
  { path: 'result-sources', label: labels.resultSources, element: <ResultSourcesPage />, adminOnly: true },
  { path: 'members', label: labels.members, element: <MembersPage />, adminOnly: false },
  { path: 'staff', label: labels.staffAccounts, element: <StaffPage />, adminOnly: true },
  { path: 'site-config', label: labels.siteConfig, element: <SiteConfigPage />, adminOnly: true },
  { path: 'releases', label: labels.releases, element: <ReleasesPage />, adminOnly: true },
  { path: 'audit', label: labels.audit, element: <AuditPage />, adminOnly: false },
  { path: 'two-factor', label: th.secondFactor.setUpLink, element: <EnrolmentPage />, adminOnly: false },
];

export function sectionsFor(role: string | undefined): Section[] {
  return sections.filter((section) => !section.adminOnly || role === 'admin');
}
