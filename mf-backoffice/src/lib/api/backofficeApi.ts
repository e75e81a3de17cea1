import { api } from '@lotto/shared/client';

/**
 * The site's one API with the back office's cache tags. A decision on a money request refreshes
 * its queue, the dashboard and the member's page; a member action refreshes that member. A
 * statement line matched, returned or uploaded refreshes the lines, the deposits and reconciliation.
 */
export const backofficeApi = api.enhanceEndpoints({
  addTagTypes: [
    'StaffDeposits',
    'StaffWithdrawals',
    'Dashboard',
    'Members',
    'Member',
    'Audit',
    'BankAccounts',
    'StatementLines',
    'Reconciliation',
  ],
});
