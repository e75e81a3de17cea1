import { sql, type Kysely } from 'kysely';

/**
 * What a slip proves, so that one transfer backs one deposit: the SHA-256 of the image bytes and,
 * when the slip's QR code (the banks' slip-verification payload) could be read, the sending bank
 * and transaction reference. The deposit copies them into unique columns, so two deposits with the
 * same image or the same reference cannot both commit, however close together they arrive.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('slips').addColumn('sha256', 'text').execute();
  await sql`update slips set sha256 = encode(sha256(data), 'hex')`.execute(db);
  await db.schema
    .alterTable('slips')
    .alterColumn('sha256', (col) => col.setNotNull())
    .execute();
  // Unused slips are counted and swept per member by age.
  await db.schema.createIndex('slips_member_created').on('slips').columns(['member_id', 'created_at']).execute();

  await db.schema
    .alterTable('deposits')
    .addColumn('slip_sha256', 'text', (col) => col.unique())
    .addColumn('slip_reference', 'text', (col) => col.unique())
    .addColumn('slip_sending_bank', 'text')
    // 'read': reference and bank known; 'unreadable': no slip-verification QR found, for staff to
    // check by eye; null: made before slips were read.
    .addColumn('slip_qr', 'text', (col) => col.check(sql`slip_qr in ('read', 'unreadable')`))
    .execute();
  await db.schema
    .alterTable('deposits')
    .addCheckConstraint('deposits_slip_reference_read', sql`(slip_qr = 'read') = (slip_reference is not null)`)
    .execute();
  // Earlier deposits keep their image hash where it is the first use of those bytes; a later one
  // with the same bytes stays without, and staff see it marked as a duplicate.
  await sql`
    update deposits set slip_sha256 = slips.sha256
    from slips
    where slips.id = deposits.slip_id
      and deposits.id = (
        select min(earlier.id) from deposits earlier join slips same on same.id = earlier.slip_id
        where same.sha256 = slips.sha256
      )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deposits').dropConstraint('deposits_slip_reference_read').execute();
  for (const column of ['slip_qr', 'slip_sending_bank', 'slip_reference', 'slip_sha256']) {
    await db.schema.alterTable('deposits').dropColumn(column).execute();
  }
  await db.schema.dropIndex('slips_member_created').execute();
  await db.schema.alterTable('slips').dropColumn('sha256').execute();
}
