import { bahtToSatang, satangToBaht, type MoneySettings, type MoneySettingsRequest } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** The money settings (docs/money.md#settings), satang where they are money. */
export interface MoneyRules {
  /** The largest deposit credited without staff; 0: none is. */
  autoCreditMax: bigint;
  depositQrMinutes: number;
  withdrawAuto: { max: bigint; minAccountDays: number; needsCreditedDeposit: boolean; minStakePercent: number };
  /** Withdrawals above it need two different approvers; 0: never. */
  secondApprovalOver: bigint;
}

export async function readMoneyRules(db: Kysely<Schema>): Promise<MoneyRules> {
  const row = await db
    .selectFrom('site_config')
    .select([
      'auto_credit_max',
      'deposit_qr_minutes',
      'withdraw_auto_max',
      'withdraw_auto_min_account_days',
      'withdraw_auto_needs_credited_deposit',
      'withdraw_auto_min_stake_percent',
      'second_approval_over',
    ])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    autoCreditMax: BigInt(row.auto_credit_max),
    depositQrMinutes: row.deposit_qr_minutes,
    withdrawAuto: {
      max: BigInt(row.withdraw_auto_max),
      minAccountDays: row.withdraw_auto_min_account_days,
      needsCreditedDeposit: row.withdraw_auto_needs_credited_deposit,
      minStakePercent: row.withdraw_auto_min_stake_percent,
    },
    secondApprovalOver: BigInt(row.second_approval_over),
  };
}

export function toMoneySettings(rules: MoneyRules): MoneySettings {
  return {
    auto_credit_max: satangToBaht(rules.autoCreditMax),
    deposit_qr_minutes: rules.depositQrMinutes,
    withdraw_auto: {
      max: satangToBaht(rules.withdrawAuto.max),
      min_account_days: rules.withdrawAuto.minAccountDays,
      needs_credited_deposit: rules.withdrawAuto.needsCreditedDeposit,
      min_stake_percent: rules.withdrawAuto.minStakePercent,
    },
    second_approval_over: satangToBaht(rules.secondApprovalOver),
  };
}

/** The schema has checked the decimals, so every amount converts. */
export async function writeMoneySettings(db: Kysely<Schema>, settings: MoneySettingsRequest): Promise<void> {
  await db
    .updateTable('site_config')
    .set({
      auto_credit_max: bahtToSatang(settings.auto_credit_max)!,
      deposit_qr_minutes: settings.deposit_qr_minutes,
      withdraw_auto_max: bahtToSatang(settings.withdraw_auto.max)!,
      withdraw_auto_min_account_days: settings.withdraw_auto.min_account_days,
      withdraw_auto_needs_credited_deposit: settings.withdraw_auto.needs_credited_deposit,
      withdraw_auto_min_stake_percent: settings.withdraw_auto.min_stake_percent,
      second_approval_over: bahtToSatang(settings.second_approval_over)!,
    })
    .where('id', '=', 1)
    .execute();
}
