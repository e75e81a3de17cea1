import { Phase } from '../src/phase';
import { LOTTERIES } from '../src/plan';
import { prepareSite } from '../src/site';

const MEMBERS = 100;
const OPERATIONS = 10_000;
const IN_FLIGHT = 32;

describe('mixed load', () => {
  let phase: Phase;

  beforeAll(async () => {
    phase = await Phase.create('mixed load');
  });

  afterAll(() => phase.close());

  it(`keeps the ledger balanced under ${OPERATIONS} concurrent operations of ${MEMBERS} members and staff`, async () => {
    const [server] = phase.servers;
    await server!.start();
    const client = phase.client();
    const traffic = await prepareSite(client, phase.random, { tag: '23', members: MEMBERS, funding: 2_000, lotteries: LOTTERIES });
    // The set-up's deposits and approvals count among the operations.
    await traffic.run({ concurrency: IN_FLIGHT, operations: OPERATIONS - phase.book.counts.operations, settleEvery: 1_000 });
    expect(client.inDoubt).toBe(0);
    expect(await server!.terminate()).toBe(0);
    expect(await phase.verdict()).toEqual([]);
  });
});
