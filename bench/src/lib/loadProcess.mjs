// A load generator in a process of its own (forked by runLoadElsewhere): the requests being timed
// never wait behind the bench's own work on one event loop (its database reads, pgbench's output).
import { runLoad } from './load.mjs';
import { plans } from './loadPlans.mjs';

async function run({ plan, options }) {
  try {
    const { request, check, tally } = plans[plan](options);
    const result = await runLoad({ ...options, request, check });
    return { result: { ...result, ...tally() } };
  } catch (error) {
    return { error: String(error?.stack ?? error) };
  }
}

// The answer sent, the channel closes and the process ends.
process.once('message', async (message) => process.send(await run(message), () => process.disconnect()));
