import { sql, type Kysely } from 'kysely';

/**
 * Money that moves by itself (docs/money.md#automatic-money): receiving accounts with their QR
 * identifiers and feed secret, QR reservations of exact amounts, the bank's statement lines (one
 * line backs one deposit and one deposit one line), deposits without a slip, withdrawals with two
 * approvers and a payout reference, the withdrawal PIN, and the money settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_bank_accounts')
    .addColumn('promptpay_id', 'text')
    .addColumn('biller_id', 'text')
    // Sealed (AES-256-GCM under a key derived from the server secret): the HMAC needs the secret itself.
    .addColumn('feed_secret', 'text')
    .addColumn('csv_mapping', 'jsonb')
    .execute();
  await db.schema
    .createIndex('site_bank_accounts_number')
    .unique()
    .on('site_bank_accounts')
    .columns(['bank_id', 'account_number'])
    .execute();

  await db.schema
    .alterTable('site_config')
    // Satang; 0: no automatic credit.
    .addColumn('auto_credit_max', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('deposit_qr_minutes', 'integer', (col) => col.notNull().defaultTo(15))
    // Satang; 0: no automatic approval.
    .addColumn('withdraw_auto_max', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('withdraw_auto_min_account_days', 'integer', (col) => col.notNull().defaultTo(7))
    .addColumn('withdraw_auto_needs_credited_deposit', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('withdraw_auto_min_stake_percent', 'integer', (col) => col.notNull().defaultTo(100))
    // Satang; 0: one approver always.
    .addColumn('second_approval_over', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('deposits')
    .alterColumn('slip_id', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('deposits')
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('slip')
        .check(sql`source in ('slip', 'qr', 'statement')`),
    )
    .execute();

  await db.schema
    .createTable('deposit_reservations')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('site_bank_account_id', 'integer', (col) => col.notNull().references('site_bank_accounts.id'))
    // 'promptpay': tag 29, the amount names the reservation; 'bill': tag 30, ref1 (the reference) does.
    .addColumn('qr_kind', 'text', (col) => col.notNull().check(sql`qr_kind in ('promptpay', 'bill')`))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('pay_amount', 'bigint', (col) => col.notNull().check(sql`pay_amount > 0`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    // The amount stays the reservation's until then (its life and the 5 minutes a late line may take).
    .addColumn('holds_until', 'timestamptz', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'credited', 'released')`),
    )
    .addColumn('deposit_id', 'integer', (col) => col.unique().references('deposits.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The amount alone names the member: no two open reservations of an account hold the same one.
  await sql`create unique index deposit_reservations_open_amount on deposit_reservations (site_bank_account_id, pay_amount) where state = 'open' and qr_kind = 'promptpay'`.execute(
    db,
  );
  await sql`create unique index deposit_reservations_open_member on deposit_reservations (member_id) where state = 'open'`.execute(db);

  await db.schema
    .createTable('statement_lines')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('site_bank_account_id', 'integer', (col) => col.notNull().references('site_bank_accounts.id'))
    .addColumn('bank_ref', 'text', (col) => col.notNull())
    .addColumn('direction', 'text', (col) => col.notNull().check(sql`direction in ('in', 'out')`))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('ref1', 'text')
    .addColumn('sender_name', 'text')
    .addColumn('sender_bank', 'text')
    .addColumn('sender_account', 'text')
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('feed', 'csv', 'slip')`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('unmatched')
        .check(sql`status in ('unmatched', 'credited', 'returned', 'paid')`),
    )
    .addColumn('waiting_reason', 'text')
    // One line backs one deposit (one column) and one deposit one line (unique).
    .addColumn('deposit_id', 'integer', (col) => col.unique().references('deposits.id'))
    .addColumn('withdrawal_id', 'integer', (col) => col.unique().references('withdrawals.id'))
    .addColumn('return_reason', 'text')
    // Null with a decision: the matching function (auto).
    .addColumn('decided_by', 'integer', (col) => col.references('members.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('statement_lines_bank_ref', ['site_bank_account_id', 'bank_ref'])
    .addCheckConstraint('statement_lines_credited_has_deposit', sql`(status = 'credited') = (deposit_id is not null)`)
    .execute();
  await db.schema.createIndex('statement_lines_status').on('statement_lines').columns(['status', 'id']).execute();
  await db.schema.createIndex('statement_lines_account_at').on('statement_lines').columns(['site_bank_account_id', 'at']).execute();

  await db.schema
    .alterTable('withdrawals')
    .addColumn('first_approved_by', 'integer', (col) => col.references('members.id'))
    .addColumn('first_approved_at', 'timestamptz')
    .addColumn('bank_ref', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_by', 'integer', (col) => col.references('members.id'))
    .execute();

  await db.schema
    .createTable('withdraw_pins')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id'))
    .addColumn('pin_hash', 'text', (col) => col.notNull())
    // Wrong PINs since window_start; five within 15 minutes set locked_until.
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('window_start', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('withdraw_pins').execute();
  await db.schema
    .alterTable('withdrawals')
    .dropColumn('first_approved_by')
    .dropColumn('first_approved_at')
    .dropColumn('bank_ref')
    .dropColumn('paid_at')
    .dropColumn('paid_by')
    .execute();
  await db.schema.dropTable('statement_lines').execute();
  await db.schema.dropTable('deposit_reservations').execute();
  await db.schema.alterTable('deposits').dropColumn('source').execute();
  await db.schema
    .alterTable('site_config')
    .dropColumn('auto_credit_max')
    .dropColumn('deposit_qr_minutes')
    .dropColumn('withdraw_auto_max')
    .dropColumn('withdraw_auto_min_account_days')
    .dropColumn('withdraw_auto_needs_credited_deposit')
    .dropColumn('withdraw_auto_min_stake_percent')
    .dropColumn('second_approval_over')
    .execute();
  await db.schema.dropIndex('site_bank_accounts_number').execute();
  await db.schema
    .alterTable('site_bank_accounts')
    .dropColumn('promptpay_id')
    .dropColumn('biller_id')
    .dropColumn('feed_secret')
    .dropColumn('csv_mapping')
    .execute();
}
