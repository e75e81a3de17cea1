import { maskShooter, yeekeeShotsDigestLink, type YeekeeShot } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import {
  findShotRound,
  insertShot,
  isYeekeeRound,
  lockShooter,
  nextShotSeq,
  previousDigest,
  shooterHistory,
  shootingSettings,
} from './repository';
import type { ShotFeed } from './shotFeed';

/**
 * A member's shot (docs/lottery-rules.md): taken only while the round is open by the server's
 * clock, from an active member, outside the member's cool-down and under the cap per round. The
 * member's row lock makes the cool-down hold against the member's own concurrent shots; the
 * round's counter row numbers the shots. The feed hears of the shot inside the transaction
 * (PostgreSQL's NOTIFY goes out on commit) and after it (the embedded engine's delivery).
 */
export async function shoot(
  db: Kysely<Schema>,
  memberId: number,
  input: { round_id: number; number: string },
  feed: ShotFeed,
  now: () => Date = () => new Date(),
): Promise<YeekeeShot> {
  return db.transaction().execute(async (trx) => {
    const round = await findShotRound(trx, input.round_id);
    if (!round) throw new DomainError('roundNotFound');
    if (!isYeekeeRound(round)) throw new DomainError('yeekeeNotYeekee');
    const shooter = await lockShooter(trx, memberId);
    if (!shooter) throw new DomainError('unauthorized');
    if (shooter.status !== 'active') throw new DomainError('yeekeeMemberInactive');
    const settings = await shootingSettings(trx);
    const history = await shooterHistory(trx, memberId, round.id);
    // Taking the round's counter lock before reading the clock: the draw takes the same lock after
    // close, so a shot either committed before the draw read the shots or sees the round closed.
    // A refusal rolls the counter back with the rest.
    const seq = await nextShotSeq(trx, round.id);
    const at = now();
    if (at < round.open_at) throw new DomainError('yeekeeShootNotOpen');
    if (at >= round.close_at || round.result !== null) throw new DomainError('yeekeeShootClosed');
    if (history.lastAt) {
      const waitMs = history.lastAt.getTime() + settings.coolDownSeconds * 1000 - at.getTime();
      if (waitMs > 0) throw new DomainError('yeekeeCoolDown', { seconds: Math.ceil(waitMs / 1000) });
    }
    if (history.inRound >= settings.perMember) throw new DomainError('yeekeeShotCap', { cap: settings.perMember });
    const digest = yeekeeShotsDigestLink(await previousDigest(trx, round.id, seq), { seq, number: input.number });
    await insertShot(trx, { round_id: round.id, seq, member_id: memberId, number: input.number, digest, created_at: at });
    const accepted = { seq, member: maskShooter(shooter.username), number: input.number, createdAt: at.toISOString(), digest };
    await feed.announce(trx, round.id, accepted);
    return accepted;
  });
}
