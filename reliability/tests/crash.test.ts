import { Phase } from '../src/phase';
import { LOTTERIES, onPostgres, pause } from '../src/plan';
import { prepareSite } from '../src/site';

/** SIGKILLs of the server under load: 10 on PostgreSQL, 3 on PGlite (each restart replays its recovery). */
const KILLS = onPostgres ? 10 : 3;
/** Load between kills, at random: long enough for settlements and decisions to be in flight (PGlite serves slower). */
const LOAD_MS = onPostgres ? { min: 600, max: 2_000 } : { min: 1_500, max: 4_000 };

describe('crash', () => {
  let phase: Phase;

  beforeAll(async () => {
    phase = await Phase.create('crash');
  });

  afterAll(() => phase.close());

  it('keeps every acknowledged operation and the ledger balanced across SIGKILLs and restarts', async () => {
    const [server] = phase.servers;
    await server!.start();
    const client = phase.client();
    const traffic = await prepareSite(client, phase.random, { tag: '21', members: 20, funding: 3_000, lotteries: LOTTERIES });
    const { book, random } = phase;

    const crashProblems: string[] = [];
    for (let crash = 1; crash <= KILLS && crashProblems.length === 0; crash += 1) {
      const load = traffic.run({ concurrency: 16, operations: 20_000, settleEvery: 40 });
      await pause(random.int(LOAD_MS.min, LOAD_MS.max));
      const killed = server!.kill();
      traffic.stop();
      await Promise.all([killed, load]);
      book.counts.crashes += 1;
      // While the server is down: everything acknowledged so far is stored, and nothing more than
      // the operations in doubt may have done.
      const found = await phase.problems();
      if (found.length > 0) crashProblems.push(`after crash ${crash}: ${found[0]}`);
      await server!.start();
      await client.resolveInDoubt();
    }
    expect(await server!.terminate()).toBe(0);
    expect(await phase.verdict(crashProblems)).toEqual([]);
  });
});
