import { sql, type Kysely } from 'kysely';
import type { SecondFactorPolicy } from '@lotto/shared';
import type { Schema } from '../../db/schema';

/** SQL of staff second factors (migration 015): the TOTP secret, its backup codes, the site setting. */

export function findSecondFactor(db: Kysely<Schema>, memberId: number) {
  return db
    .selectFrom('staff_second_factors')
    .select(['sealed_secret', 'confirmed_at', 'last_used_step'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * A new, unconfirmed secret and its backup codes, replacing an unconfirmed one (enrolment started
 * again); false, changing nothing, when the member has a confirmed one.
 */
export async function saveUnconfirmedSecondFactor(
  db: Kysely<Schema>,
  memberId: number,
  sealedSecret: string,
  backupCodeHashes: readonly string[],
): Promise<boolean> {
  const saved = await db
    .insertInto('staff_second_factors')
    .values({ member_id: memberId, sealed_secret: sealedSecret })
    .onConflict((conflict) =>
      conflict
        .column('member_id')
        .doUpdateSet({ sealed_secret: sealedSecret, last_used_step: null })
        .where('staff_second_factors.confirmed_at', 'is', null),
    )
    .returning('member_id')
    .executeTakeFirst();
  if (!saved) return false;
  await db.deleteFrom('staff_backup_codes').where('member_id', '=', memberId).execute();
  await db
    .insertInto('staff_backup_codes')
    .values(backupCodeHashes.map((code_hash) => ({ member_id: memberId, code_hash })))
    .execute();
  return true;
}

/**
 * Records an accepted TOTP step (and confirms an enrolment), only when it is later than the last
 * accepted one: of two uses of one code, concurrent or not, the second changes nothing and is refused.
 */
export async function acceptTotpStep(db: Kysely<Schema>, memberId: number, step: number, confirming: boolean): Promise<boolean> {
  const accepted = await db
    .updateTable('staff_second_factors')
    .set({ last_used_step: BigInt(step), ...(confirming && { confirmed_at: sql<Date>`now()` }) })
    .where('member_id', '=', memberId)
    .where((eb) => (confirming ? eb('confirmed_at', 'is', null) : eb('confirmed_at', 'is not', null)))
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', BigInt(step))]))
    .executeTakeFirst();
  return accepted.numUpdatedRows > 0n;
}

/** Uses up a backup code of a confirmed second factor; false when it is unknown or used. */
export async function useBackupCode(db: Kysely<Schema>, memberId: number, codeHash: string): Promise<boolean> {
  const used = await db
    .updateTable('staff_backup_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_second_factors')
          .select('member_id')
          .where('staff_second_factors.member_id', '=', memberId)
          .where('confirmed_at', 'is not', null),
      ),
    )
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/** Removes a second factor and its backup codes; answers whether there was one. */
export async function deleteSecondFactor(db: Kysely<Schema>, memberId: number): Promise<boolean> {
  await db.deleteFrom('staff_backup_codes').where('member_id', '=', memberId).execute();
  const deleted = await db.deleteFrom('staff_second_factors').where('member_id', '=', memberId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export async function getSecondFactorPolicy(db: Kysely<Schema>): Promise<SecondFactorPolicy> {
  const row = await db.selectFrom('site_config').select('second_factor_for').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.second_factor_for;
}

export async function setSecondFactorPolicy(db: Kysely<Schema>, policy: SecondFactorPolicy): Promise<void> {
  await db.updateTable('site_config').set({ second_factor_for: policy, updated_at: new Date() }).where('id', '=', 1).execute();
}
