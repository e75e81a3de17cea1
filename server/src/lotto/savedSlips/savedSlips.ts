import {
  bahtToSatang,
  SAVED_SLIPS_PER_MEMBER,
  satangToBaht,
  type SavedSlip,
  type SavedSlipDeleteInput,
  type SavedSlipRenameInput,
  type SavedSlipSaveInput,
} from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { deleteSavedSlip, findSavedSlips, insertSavedSlip, renameSavedSlip } from './repository';

/**
 * Saved slips (โพยที่บันทึก, docs/lottery-rules.md#live-terms-and-saved-slips): a member's own carts under a name, at most
 * SAVED_SLIPS_PER_MEMBER. Another member's slip is reported as missing, so ids cannot be probed.
 */

export async function saveSlip(db: Kysely<Schema>, memberId: number, input: SavedSlipSaveInput): Promise<{ id: string }> {
  const lines = input.lines.map((line) => ({
    type: line.type,
    number: line.number,
    // The request schema has checked the decimals, so the amount converts.
    satang: Number(bahtToSatang(line.amount)),
  }));
  const id = await insertSavedSlip(db, { memberId, name: input.name, lines, limit: SAVED_SLIPS_PER_MEMBER });
  if (id === undefined) throw new DomainError('tooManySavedSlips');
  return { id: String(id) };
}

export async function listSavedSlips(db: Kysely<Schema>, memberId: number): Promise<SavedSlip[]> {
  const rows = await findSavedSlips(db, memberId);
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    lines: row.lines.map((line) => ({ type: line.type, number: line.number, amount: satangToBaht(BigInt(line.satang)) })),
    createdAt: row.created_at.toISOString(),
  }));
}

export async function renameSlip(db: Kysely<Schema>, memberId: number, input: SavedSlipRenameInput): Promise<{ id: string }> {
  if (!(await renameSavedSlip(db, { memberId, id: Number(input.id), name: input.name }))) throw new DomainError('savedSlipNotFound');
  return { id: input.id };
}

export async function deleteSlip(db: Kysely<Schema>, memberId: number, input: SavedSlipDeleteInput): Promise<{ id: string }> {
  if (!(await deleteSavedSlip(db, { memberId, id: Number(input.id) }))) throw new DomainError('savedSlipNotFound');
  return { id: input.id };
}
