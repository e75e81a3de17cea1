import * as yup from 'yup';
import { integer, isoTime, listOf, shape, text } from '../api/replies';
import { th } from '../labels/th';
import { YEEKEE_SHOT_PATTERN } from '../lotto/yeekeeShots';
import { int4IdRule } from '../validation/fields';

/**
 * Yeekee shooting's calls (ยิงเลข, docs/lottery-rules.md): the requests and replies of
 * yeekee_shoot, yeekee_shots, the live stream and the back office's read of a round's shots and
 * draw inputs, and their types.
 */

/** POST /lto-public-api/lotto/yeekee_shoot */
export const yeekeeShootRequestSchema = yup.object({
  round_id: int4IdRule(th.lotto.roundNotFound),
  number: yup.string().required(th.yeekee.numberDigits).matches(YEEKEE_SHOT_PATTERN, th.yeekee.numberDigits),
});

/** POST /lto-public-api/lotto/yeekee_shots */
export const yeekeeShotsRequestSchema = yup.object({ round_id: int4IdRule(th.lotto.roundNotFound) });

/** GET /lto-public-api/lotto/yeekee/{round_id}/stream: where a reconnecting viewer left off. */
export const yeekeeStreamHeadersSchema = yup.object({
  'last-event-id': yup
    .number()
    .typeError(th.errors.validation)
    .integer(th.errors.validation)
    .min(0, th.errors.validation)
    .max(1_000_000, th.errors.validation)
    .optional(),
});

const seq = () => integer().meta({ description: '1, 2, 3 … in the order the server accepted the shots of the round.' });
const shotNumber = () => text().meta({ description: 'Five digits.' });
const digest = () =>
  text().meta({ description: "The shots' digest chain after this shot (yeekeeShotsDigest): fixed the moment the shot is accepted." });

export const yeekeeShootReplySchema = shape({ seq: seq(), number: shotNumber(), createdAt: isoTime(), digest: digest() });

export const yeekeeShotSchema = shape({
  seq: seq(),
  member: text().meta({ description: 'The shooter, masked: 08x-xxx-1234.' }),
  number: shotNumber(),
  createdAt: isoTime(),
  digest: digest(),
});

export const yeekeeShotsReplySchema = shape({
  shots: listOf(yeekeeShotSchema),
  count: integer(),
  sum: integer().meta({ description: 'The sum of the shots, as peer sites show it; the draw uses the digest.' }),
  digest: digest(),
});

/** GET /admin-api/yeekee/{round_id}: a round's shots and what its draw took and gave (read only). */
export const yeekeeDrawInputsSchema = shape({
  round_id: text(),
  close_at: isoTime(),
  commitment: text().nullable(),
  seed: text().nullable().meta({ description: 'Revealed once the round is drawn.' }),
  version: integer().nullable().meta({ description: 'The draw function: 1 seed only, 2 seed and shots (yeekeeDrawV2).' }),
  iterations: integer().nullable(),
  shots_digest: text().nullable(),
  result: text().nullable().meta({ description: 'The five digits drawn.' }),
  shots: listOf(yeekeeShotSchema),
  count: integer(),
  sum: integer(),
});

/** The live stream's answer: Server-Sent Events, not JSON. */
export const yeekeeShotEventsSchema = text().meta({
  description: 'text/event-stream: per new shot `id: <seq>`, `event: shot`, `data: <a shot of yeekee_shots as JSON>`.',
});

export type YeekeeShootRequest = yup.InferType<typeof yeekeeShootRequestSchema>;
/** yeekee_shoot's answer: the shot as accepted, with its link of the digest chain. */
export type YeekeeShootReply = yup.InferType<typeof yeekeeShootReplySchema>;
export type YeekeeShot = yup.InferType<typeof yeekeeShotSchema>;
export type YeekeeShotsReply = yup.InferType<typeof yeekeeShotsReplySchema>;
export type YeekeeDrawInputs = yup.InferType<typeof yeekeeDrawInputsSchema>;
