import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Members, sessions, the site's receiving accounts, money requests and the double-entry ledger.
 * Money is bigint satang; a member's credit is cached on the member row and may never go negative.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('username', 'varchar(10)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('member')
        .check(sql`role in ('member', 'staff', 'admin')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'suspended')`),
    )
    .addColumn('credit', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`credit >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('member_bank_accounts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('bank_id', 'smallint', (col) => col.notNull().check(sql`bank_id between 1 and 14`))
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('account_number', 'varchar(18)', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('member_bank_accounts_member').on('member_bank_accounts').column('member_id').execute();

  // Refresh tokens are stored hashed; a family is one login's chain of rotations.
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  // Failed-login counters live in the database so that every server process sees them.
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('site_bank_accounts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('bank_id', 'smallint', (col) => col.notNull().check(sql`bank_id between 1 and 14`))
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('account_number', 'varchar(18)', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  // Uploaded transfer slips, kept in the database so that every server process can serve them.
  await db.schema
    .createTable('slips')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size between 1 and 5242880`))
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  const moneyRequest = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
      .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'success', 'reject')`),
      )
      .addColumn('reason', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decided_by', 'integer', (col) => col.references('members.id'));

  await moneyRequest('deposits')
    .addColumn('site_bank_account_id', 'integer', (col) => col.notNull().references('site_bank_accounts.id'))
    .addColumn('transfer_time', 'varchar(5)', (col) => col.notNull())
    // One slip proves one deposit.
    .addColumn('slip_id', 'text', (col) => col.notNull().unique().references('slips.id'))
    .execute();
  await db.schema.createIndex('deposits_member_created').on('deposits').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('deposits_status').on('deposits').column('status').execute();

  await moneyRequest('withdrawals')
    .addColumn('member_bank_account_id', 'integer', (col) => col.notNull().references('member_bank_accounts.id'))
    .execute();
  await db.schema.createIndex('withdrawals_member_created').on('withdrawals').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').column('status').execute();

  // The first answer to a money-moving request, returned again for a retry with the same key.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('response', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['member_id', 'key'])
    .execute();

  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('wallet', 'bank', 'house', 'withdrawals_held')`))
    .addColumn('member_id', 'integer', (col) => col.unique().references('members.id'))
    .addCheckConstraint('ledger_accounts_wallet_has_member', sql`(kind = 'wallet') = (member_id is not null)`)
    .execute();
  // One account of each system kind.
  await sql`create unique index ledger_accounts_system_kind on ledger_accounts (kind) where member_id is null`.execute(db);
  await db
    .insertInto('ledger_accounts')
    .values([{ kind: 'bank' }, { kind: 'house' }, { kind: 'withdrawals_held' }])
    .execute();

  await db.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull())
    // What the transfer is for ('deposit:12'); one transfer of a kind per thing, so nothing is paid twice.
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('members.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('ledger_transfers_kind_reference', ['kind', 'reference'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('transfer_id', 'bigint', (col) => col.notNull().references('ledger_transfers.id'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount <> 0`))
    .execute();
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').column('account_id').execute();
  await db.schema.createIndex('ledger_entries_transfer').on('ledger_entries').column('transfer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ledger_entries',
    'ledger_transfers',
    'ledger_accounts',
    'idempotency_keys',
    'withdrawals',
    'deposits',
    'slips',
    'site_bank_accounts',
    'login_attempts',
    'refresh_tokens',
    'member_bank_accounts',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
