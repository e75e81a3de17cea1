import type { Migration } from 'kysely';
import * as siteConfig from './001_site_config';
import * as membersMoney from './002_members_money';
import * as lotto from './003_lotto';
import * as slipReference from './004_slip_reference';
import * as loginThrottle from './005_login_throttle';
import * as auditLog from './006_audit_log';
import * as receivables from './007_receivables';
import * as rateLimits from './009_rate_limits';
import * as hotPaths from './010_hot_paths';
import * as settleInPlace from './012_settle_in_place';
import * as yeekeeShots from './013_yeekee_shots';
import * as savedSlips from './014_saved_slips';
import * as staffSecondFactor from './015_staff_second_factor';
import * as stakeBandsReports from './016_stake_bands_reports';
import * as resultImport from './017_result_import';
import * as remoteReleases from './019_remote_releases';
import * as slipOutcome from './020_slip_outcome';
import * as playerProtection from './018_player_protection';
import * as transferAmountMember from './021_transfer_amount_member';
import * as remotePageLoads from './022_remote_page_loads';
import * as autoMoney from './023_auto_money';
import * as liability from './024_liability';
import * as messages from './025_messages';
import * as voidDeadlines from './026_void_deadlines';
import * as staffPermissions from './027_staff_permissions';
import * as maintenanceWindows from './028_maintenance_windows';
import * as memberAccount from './029_member_account';
import * as readModelNews from './030_read_model_news';
import * as settleWinnersOnly from './031_settle_winners_only';
import * as statementRefusal from './032_statement_refusal';

/**
 * Every migration, listed by hand so that the compiled server needs no folder scan. Kysely runs
 * them in name order; a new one takes the next number.
 */
export const migrations: Record<string, Migration> = {
  '001_site_config': siteConfig,
  '002_members_money': membersMoney,
  '003_lotto': lotto,
  '004_slip_reference': slipReference,
  '005_login_throttle': loginThrottle,
  '006_audit_log': auditLog,
  '007_receivables': receivables,
  '009_rate_limits': rateLimits,
  '010_hot_paths': hotPaths,
  '012_settle_in_place': settleInPlace,
  '013_yeekee_shots': yeekeeShots,
  '014_saved_slips': savedSlips,
  '015_staff_second_factor': staffSecondFactor,
  '016_stake_bands_reports': stakeBandsReports,
  '017_result_import': resultImport,
  '019_remote_releases': remoteReleases,
  '020_slip_outcome': slipOutcome,
  '018_player_protection': playerProtection,
  '021_transfer_amount_member': transferAmountMember,
  '022_remote_page_loads': remotePageLoads,
  '023_auto_money': autoMoney,
  '024_liability': liability,
  '025_messages': messages,
  '026_void_deadlines': voidDeadlines,
  '027_staff_permissions': staffPermissions,
  '028_maintenance_windows': maintenanceWindows,
  '029_member_account': memberAccount,
  '030_read_model_news': readModelNews,
  '031_settle_winners_only': settleWinnersOnly,
  '032_statement_refusal': statementRefusal,
};
