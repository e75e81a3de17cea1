import { Phase } from '../src/phase';
import { LOTTERIES, pause } from '../src/plan';
import { prepareSite } from '../src/site';

/**
 * After this long past SIGTERM a request is new to the draining server: it must be turned away
 * (503 on a kept-alive connection, or no connection at all), never served.
 */
const NEW_AFTER_MS = 500;

describe('sigterm', () => {
  let phase: Phase;

  beforeAll(async () => {
    phase = await Phase.create('sigterm');
  });

  afterAll(() => phase.close());

  it('finishes the requests in flight, answers 503 to new ones and exits 0, losing nothing', async () => {
    const [server] = phase.servers;
    await server!.start();
    const client = phase.client();
    const traffic = await prepareSite(client, phase.random, { tag: '22', members: 10, funding: 3_000, lotteries: LOTTERIES });
    const calls: NonNullable<typeof client.calls> = [];
    client.calls = calls;

    const load = traffic.run({ concurrency: 16, operations: 20_000, settleEvery: 80 });
    await pause(phase.random.int(1_000, 2_500));
    const signalledAt = Date.now();
    server!.signalTerminate();
    const exitCode = await server!.waitForExit();
    traffic.stop();
    await load;

    const sentBefore = calls.filter((call) => call.sentAt < signalledAt);
    const completedInFlight = sentBefore.filter((call) => call.doneAt >= signalledAt && call.outcome.kind !== 'in-doubt');
    const cutInFlight = sentBefore.filter((call) => call.outcome.kind === 'in-doubt' || call.outcome.kind === 'failed');
    const sentAfter = calls.filter((call) => call.sentAt >= signalledAt);
    const turnedAway = sentAfter.filter(
      (call) => (call.outcome.kind === 'refused' && call.outcome.status === 503) || call.outcome.kind === 'unreachable',
    );
    const answered503 = sentAfter.filter((call) => call.outcome.kind === 'refused' && call.outcome.status === 503);
    const servedLate = sentAfter.filter((call) => call.sentAt >= signalledAt + NEW_AFTER_MS && call.outcome.kind === 'ok');

    const problems: string[] = [];
    if (exitCode !== 0) problems.push(`the server exited with ${exitCode} after SIGTERM`);
    if (completedInFlight.length === 0) problems.push('no request in flight at SIGTERM was answered');
    if (cutInFlight.length > 0) problems.push(`${cutInFlight.length} requests in flight at SIGTERM lost their answer`);
    if (answered503.length === 0) problems.push(`no new request got 503 (${sentAfter.length} sent after SIGTERM)`);
    if (servedLate.length > 0) problems.push(`${servedLate.length} requests sent ${NEW_AFTER_MS} ms after SIGTERM were still served`);
    if (process.env.RELIABILITY_DETAILS) {
      process.stdout.write(
        `  sigterm drain: ${completedInFlight.length} in flight completed, ${answered503.length} answered 503, ` +
          `${turnedAway.length - answered503.length} found no listener, ${sentAfter.length} sent after SIGTERM\n`,
      );
    }

    // What was refused while draining moved nothing; anything cut off is settled by its key's retry.
    await server!.start();
    await client.resolveInDoubt();
    expect(await server!.terminate()).toBe(0);
    expect(await phase.verdict(problems)).toEqual([]);
  });
});
