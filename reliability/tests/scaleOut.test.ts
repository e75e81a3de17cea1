import { Client as PgClient } from 'pg';
import { call, describe as describeOutcome } from '../src/http';
import { Phase } from '../src/phase';
import { LOTTERIES, pause } from '../src/plan';
import { prepareSite } from '../src/site';
import { sendTogether } from '../src/together';

/** Failed logins of one phone number a window allows (LOGIN_ATTEMPT_LIMITS.phone): the next is refused. */
const PHONE_ATTEMPTS = 5;
/** Yeekee rounds closed under load and left for the servers' schedulers to draw. */
const YEEKEE_ROUNDS = 2;
const DRAW_WAIT_MS = 60_000;

/**
 * Staff may not move a yeekee round's times, so the test does what a quarter of an hour would:
 * the round open now closes, and the next one opens.
 */
async function closeYeekeeRoundNow(databaseUrl: string, roundId: number): Promise<void> {
  const database = new PgClient({ connectionString: databaseUrl });
  await database.connect();
  try {
    await database.query('update rounds set close_at = now(), draw_at = now() where id = $1', [roundId]);
    await database.query(
      `update rounds set open_at = now() where id = (
         select id from rounds where lottery_code = 'yeekee' and open_at > now() order by open_at limit 1)`,
    );
  } finally {
    await database.end();
  }
}

describe('scale-out', () => {
  let phase: Phase;

  beforeAll(async () => {
    phase = await Phase.create('scale-out', 2);
  });

  afterAll(() => phase.close());

  it('keeps one ledger, one set of rounds, one draw, one login limit and one key store across two servers', async () => {
    const servers = phase.servers;
    // Both start at once on the new database: migrations, catalogue, demo users and the first
    // scheduling of rounds race.
    for (const server of servers) server.spawn();
    await Promise.all(servers.map((server) => server.ready()));
    const client = phase.client();
    const traffic = await prepareSite(client, phase.random, {
      tag: '25',
      members: 20,
      funding: 3_000,
      lotteries: [...LOTTERIES, 'yeekee'],
    });
    const problems: string[] = [];
    const [member, other] = traffic.site.members;
    const yeekee = traffic.site.lotteries.find((lottery) => lottery.code === 'yeekee')!;

    // The client alternates between the two processes on every call.
    await traffic.run({ concurrency: 16, operations: 1_200, settleEvery: 60 });

    // One key, half the copies on each process: one movement, one answer.
    const round = traffic.openRounds.get('hanoi')!;
    const hanoi = traffic.site.lotteries.find((lottery) => lottery.code === 'hanoi')!;
    problems.push(...(await sendTogether(client, 'place_bet on two servers', traffic.betOperation(member!, hanoi, round), 20)).problems);
    // The member the random traffic withdrew for least: one with the day's 15 withdrawals would be refused whatever the key.
    const withdrawalsToday = (username: string) =>
      [...traffic.book.withdrawals.values()].filter(
        (withdrawal) => withdrawal.username === username && withdrawal.decisions[0] !== 'reject',
      ).length;
    const [withdrawer] = [...traffic.site.members].sort((a, b) => withdrawalsToday(a.username) - withdrawalsToday(b.username));
    problems.push(...(await sendTogether(client, 'withdraw on two servers', traffic.withdrawOperation(withdrawer!, 75), 20)).problems);

    // Failed logins counted on either process lock the phone number on both.
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PHONE_ATTEMPTS; attempt += 1) {
      const outcome = await call(client.nextUrl(), {
        method: 'POST',
        path: '/cl-api/auth/login',
        body: { username: other!.username, password: 'wrong-one' },
      });
      statuses.push(outcome.kind === 'refused' ? outcome.status : 0);
    }
    const rightPassword = await call(client.nextUrl(), {
      method: 'POST',
      path: '/cl-api/auth/login',
      body: { username: other!.username, password: 'secret12' },
    });
    const expected = [...Array<number>(PHONE_ATTEMPTS).fill(401), 429];
    if (statuses.join() !== expected.join() || rightPassword.kind !== 'refused' || rightPassword.status !== 429) {
      problems.push(
        `logins across two servers answered ${statuses.join(', ')} then ${describeOutcome(rightPassword)}, expected ${expected.join(', ')} then 429`,
      );
    }

    // Yeekee rounds with bets, closed now: the schedulers of both processes will try to draw them.
    for (let closed = 0; closed < YEEKEE_ROUNDS; closed += 1) {
      const roundId = traffic.openRounds.get('yeekee');
      if (roundId === undefined) break;
      await Promise.all(traffic.site.members.slice(0, 5).map((bettor) => client.send(traffic.betOperation(bettor, yeekee, roundId))));
      await closeYeekeeRoundNow(phase.database.url!, roundId);
      traffic.openRounds.delete('yeekee');
      traffic.closedRounds.push({ code: 'yeekee', roundId });
      await traffic.openRoundsNow();
    }
    const yeekeeRounds = traffic.closedRounds.filter((closed) => closed.code === 'yeekee').map((closed) => closed.roundId);
    if (yeekeeRounds.length < YEEKEE_ROUNDS) problems.push(`only ${yeekeeRounds.length} yeekee rounds could be closed`);

    // Both processes stop and start again at once: their first scheduler ticks race to draw.
    const exitCodes = await Promise.all(servers.map((server) => server.terminate()));
    if (exitCodes.some((code) => code !== 0)) problems.push(`servers exited with ${exitCodes.join(', ')} after SIGTERM`);
    for (const server of servers) server.spawn();
    await Promise.all(servers.map((server) => server.ready()));
    const undrawn = async () =>
      Number(
        (
          await phase.read((reader) =>
            reader.query('select count(*)::text as n from rounds where id = any($1::int[]) and settled_at is null', [yeekeeRounds]),
          )
        )[0]!.n,
      );
    const deadline = Date.now() + DRAW_WAIT_MS;
    while ((await undrawn()) > 0 && Date.now() < deadline) await pause(250);
    const left = await undrawn();
    if (left > 0) problems.push(`${left} closed yeekee rounds were not drawn within ${DRAW_WAIT_MS} ms`);

    const duplicated = await phase.read((reader) =>
      reader.query('select lottery_code, slot, count(*)::text as n from rounds group by lottery_code, slot having count(*) > 1'),
    );
    for (const row of duplicated) problems.push(`round ${row.lottery_code} ${row.slot} was created ${row.n} times`);

    const finalCodes = await Promise.all(servers.map((server) => server.terminate()));
    if (finalCodes.some((code) => code !== 0)) problems.push(`servers exited with ${finalCodes.join(', ')} after SIGTERM`);
    expect(await phase.verdict(problems)).toEqual([]);
  });
});
