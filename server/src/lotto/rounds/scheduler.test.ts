import { yeekeeCommitment } from '@lotto/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { setUpTestDatabase } from '../../testing/testApp';
import { syncCatalogue } from '../catalogue';
import { tryTakeSchedulerLock } from './schedulerRepository';
import { ensureRounds, roundCreationJob } from './scheduler';

let database: Database;

setUpTestDatabase((created) => (database = created));

beforeAll(() => syncCatalogue(database.db));

const onPostgres = process.env.DATABASE_URL !== undefined;

/** Monday 2026-11-23, 09:07 Bangkok. */
const NOW = new Date('2026-11-23T02:07:00Z');

async function roundsOf(code: string) {
  return database.db
    .selectFrom('rounds')
    .select(['slot', 'round_date', 'open_at', 'close_at', 'draw_at', 'yeekee_seed', 'yeekee_commitment'])
    .where('lottery_code', '=', code)
    .orderBy('close_at')
    .execute();
}

function quietLog() {
  return { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger & { info: jest.Mock; error: jest.Mock };
}

describe('ensureRounds', () => {
  it('creates the rounds ahead: yeekee a day, weekly lotteries a week, monthly ones two draws', async () => {
    const outcome = await ensureRounds(database.db, NOW);

    expect(outcome.ran).toBe(true);
    const yeekee = await roundsOf('yeekee');
    expect(yeekee).toHaveLength(96);
    expect(yeekee[0]).toMatchObject({ slot: '2026-11-23#37', open_at: new Date('2026-11-23T02:00:00Z') });
    expect(yeekee.at(-1)?.slot).toBe('2026-11-24#36');
    expect((await roundsOf('government')).map((round) => round.slot)).toEqual(['2026-12-01', '2026-12-16']);
    expect((await roundsOf('lao')).map((round) => round.slot)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
    expect((await roundsOf('dowjones')).map((round) => round.round_date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    const total = await database.db
      .selectFrom('rounds')
      .select((eb) => eb.fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow();
    expect(outcome.created).toBe(Number(total.count));
  });

  it('gives every yeekee round its own seed and publishes sha256 of it; other rounds get none', async () => {
    const yeekee = await roundsOf('yeekee');
    expect(new Set(yeekee.map((round) => round.yeekee_seed)).size).toBe(yeekee.length);
    for (const round of yeekee.slice(0, 5)) {
      expect(round.yeekee_seed).toMatch(/^[0-9a-f]{64}$/);
      expect(round.yeekee_commitment).toBe(await yeekeeCommitment(round.yeekee_seed!));
    }
    const [government] = await roundsOf('government');
    expect(government).toMatchObject({ yeekee_seed: null, yeekee_commitment: null });
  });

  it('creates nothing twice, and only the rounds that came into the horizon later', async () => {
    expect(await ensureRounds(database.db, NOW)).toEqual({ ran: true, created: 0 });
    // 15 minutes on: one more yeekee round enters the 24 hours.
    expect(await ensureRounds(database.db, new Date(NOW.getTime() + 15 * 60_000))).toEqual({ ran: true, created: 1 });
  });

  it('uses up no round id on the rounds that exist: a later round takes the next id', async () => {
    // Before the later tests' dates, whose rounds they count.
    const later = new Date('2027-01-10T00:00:00Z');
    const highestId = async () =>
      Number(
        (
          await database.db
            .selectFrom('rounds')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id,
      );
    await ensureRounds(database.db, later);
    const before = await highestId();

    expect(await ensureRounds(database.db, later)).toEqual({ ran: true, created: 0 });
    expect(await ensureRounds(database.db, new Date(later.getTime() + 15 * 60_000))).toEqual({ ran: true, created: 1 });

    expect(await highestId()).toBe(before + 1);
  });

  it('never moves a round whose times staff changed', async () => {
    const movedClose = new Date('2026-12-02T08:00:00Z');
    const movedDraw = new Date('2026-12-02T09:00:00Z');
    await database.db
      .updateTable('rounds')
      .set({ close_at: movedClose, draw_at: movedDraw })
      .where('lottery_code', '=', 'government')
      .where('slot', '=', '2026-12-01')
      .execute();

    await ensureRounds(database.db, NOW);
    await ensureRounds(database.db, new Date('2026-11-30T00:00:00Z'));

    const government = await roundsOf('government');
    expect(government.filter((round) => round.slot === '2026-12-01')).toEqual([
      expect.objectContaining({ close_at: movedClose, draw_at: movedDraw }),
    ]);
  });

  it('lets one process at a time schedule: concurrent runs create each round once', async () => {
    const later = new Date('2027-03-10T00:00:00Z');
    const outcomes = await Promise.all([ensureRounds(database.db, later), ensureRounds(database.db, later)]);

    const slots = await database.db.selectFrom('rounds').select(['lottery_code', 'slot']).where('close_at', '>', later).execute();
    expect(outcomes[0].created + outcomes[1].created).toBe(slots.length);
    expect(new Set(slots.map((round) => `${round.lottery_code} ${round.slot}`)).size).toBe(slots.length);
  });

  it('holds the scheduler lock for one transaction only, and skips while another session holds it', async () => {
    const later = new Date('2027-04-10T00:00:00Z');
    if (onPostgres) {
      await database.db.transaction().execute(async (trx) => {
        expect(await tryTakeSchedulerLock(trx)).toBe(true);
        // A second connection of the pool is another session: it must not get the lock.
        expect(await ensureRounds(database.db, later)).toEqual({ ran: false, created: 0 });
      });
    } else {
      // The embedded engine has one session; the lock must still end with its transaction.
      await database.db.transaction().execute(async (trx) => expect(await tryTakeSchedulerLock(trx)).toBe(true));
      await database.db.transaction().execute(async (trx) => expect(await tryTakeSchedulerLock(trx)).toBe(true));
    }
    expect((await ensureRounds(database.db, later)).created).toBeGreaterThan(0);
  });
});

describe('roundCreationJob', () => {
  it('creates the missing rounds, logs how many, and is named ensureRounds for /metrics', async () => {
    const roundCount = async () =>
      Number(
        (
          await database.db
            .selectFrom('rounds')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    await database.db.deleteFrom('rounds').where('open_at', '>', new Date()).execute();
    const before = await roundCount();
    const log = quietLog();
    const job = roundCreationJob(log);

    await job(database.db, new Date());

    const created = (await roundCount()) - before;
    expect(created).toBeGreaterThan(0);
    expect(log.info).toHaveBeenCalledWith(`scheduler created ${created} rounds`);
    expect(job.name).toBe('ensureRounds');
  });
});
