import type { ReactElement } from 'react';
import { backofficeSections, levelAllows, type BackofficeSectionPath, type StaffPermissions } from '@lotto/shared';
import AnnouncementsPage from '../features/announcements/components/AnnouncementsPage';
import AuditPage from '../features/audit/components/AuditPage';
import BankAccountsPage from '../features/bank-accounts/components/BankAccountsPage';
import DashboardPage from '../features/dashboard/components/DashboardPage';
import MembersPage from '../features/members/components/MembersPage';
import MoneySettingsPage from '../features/money-settings/components/MoneySettingsPage';
import DepositQueuePage from '../features/queues/components/DepositQueuePage';
import WithdrawalQueuePage from '../features/queues/components/WithdrawalQueuePage';
import LimitsPage from './LimitsPage';
import RatesPage from '../features/rates/components/RatesPage';
import ReconciliationPage from '../features/reconciliation/components/ReconciliationPage';
import ReleasesPage from '../features/releases/components/ReleasesPage';
import RiskPage from '../features/risk/components/RiskPage';
import ReportsPage from '../features/reports/components/ReportsPage';
import ResultSourcesPage from '../features/result-import/components/ResultSourcesPage';
import RoundsPage from '../features/rounds/components/RoundsPage';
import SiteConfigPage from '../features/site-config/components/SiteConfigPage';
import { MaintenanceCard } from '../features/maintenance/components/MaintenanceCard';
import StatementLinesPage from '../features/statement-lines/components/StatementLinesPage';
import StaffPage from '../features/staff/components/StaffPage';
import EnrolmentPage from '../features/second-factor/components/EnrolmentPage';

/** A back-office screen of the shared list, with the page it shows. */
export type Section = (typeof backofficeSections)[number] & { element: ReactElement };

/** Each section's page: a section added to the shared list without its page here does not compile. */
const pages: Record<BackofficeSectionPath, ReactElement> = {
  '': <DashboardPage />,
  deposits: <DepositQueuePage />,
  withdrawals: <WithdrawalQueuePage />,
  'bank-accounts': <BankAccountsPage />,
  'statement-lines': <StatementLinesPage />,
  reconciliation: <ReconciliationPage />,
  'money-settings': <MoneySettingsPage />,
  rounds: <RoundsPage />,
  rates: <RatesPage />,
  limits: <LimitsPage />,
  risk: <RiskPage />,
  reports: <ReportsPage />,
  'result-sources': <ResultSourcesPage />,
  members: <MembersPage />,
  staff: <StaffPage />,
  'site-config': <SiteConfigPage first={<MaintenanceCard />} />,
  releases: <ReleasesPage />,
  announcements: <AnnouncementsPage />,
  audit: <AuditPage />,
  'two-factor': <EnrolmentPage />,
};

/** The side menu and the routes are both drawn from the shared list (backofficeSections). */
export const sections: Section[] = backofficeSections.map((section) => ({ ...section, element: pages[section.path] }));

/** The sections these permissions may view (/me gives an admin every module): the server refuses the others' calls. */
export function sectionsFor(permissions: StaffPermissions | undefined): Section[] {
  return sections.filter((section) => section.module === null || (permissions && levelAllows(permissions.modules[section.module], 'view')));
}
