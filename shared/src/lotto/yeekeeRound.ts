import type { InferType } from 'yup';
import type { yeekeeOpenRoundSchema } from './replies';
/** The catalogue code of the yeekee lottery, drawn by the server from a committed seed. */
export const YEEKEE_CODE = 'yeekee';

/**
 * yeekee_round: the yeekee round open now, with the sha256 of its seed published before it closes
 * (docs/lottery-rules.md), so that anyone can later check the revealed seed against it.
 */
export type YeekeeOpenRound = InferType<typeof yeekeeOpenRoundSchema>;
