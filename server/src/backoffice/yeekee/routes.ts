import { YEEKEE_V2_ITERATIONS, yeekeeDrawInputsSchema, type DigitsResult } from '@lotto/shared';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { findShotRound, findShots, isYeekeeRound } from '../../lotto/yeekee/repository';
import { yeekeeRoundParams } from '../../lotto/yeekee/schemas';
import type { AdminApp } from '../adminApp';

/** "abcde" of a drawn yeekee result: 2bottom "ab" then 3top "cde". */
function drawnDigits(result: unknown): string | null {
  const digits = result as DigitsResult | null;
  return digits ? `${digits['2bottom']}${digits['3top']}` : null;
}

/**
 * Staff read a yeekee round's shots and its draw's inputs (read only: nobody records or changes a
 * yeekee result). The seed shows only once the round is drawn, as it does to members.
 */
export async function yeekeeBackofficeRoutes(app: AdminApp, { database }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/yeekee/:round_id',
    {
      config: { module: 'rounds' },
      schema: {
        summary: "A yeekee round's shots and draw inputs: commitment, seed once drawn, version, shots' digest, result",
        params: yeekeeRoundParams,
        response: envelopeResponses(yeekeeDrawInputsSchema),
      },
    },
    async (request) => {
      const round = await findShotRound(database.db, request.params.round_id);
      if (!round || !isYeekeeRound(round)) throw new DomainError('roundNotFound');
      const shots = await findShots(database.db, round.id);
      const drawn = round.result !== null;
      return success({
        round_id: String(round.id),
        close_at: round.close_at.toISOString(),
        commitment: round.yeekee_commitment,
        seed: drawn ? round.yeekee_seed : null,
        version: round.yeekee_draw_version,
        iterations: round.yeekee_draw_version === 2 ? YEEKEE_V2_ITERATIONS : null,
        shots_digest: round.yeekee_shots_digest,
        result: drawnDigits(round.result),
        shots,
        count: shots.length,
        sum: shots.reduce((sum, shot) => sum + Number(shot.number), 0),
      });
    },
  );
}
