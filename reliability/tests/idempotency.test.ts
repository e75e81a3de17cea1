import { Client as PgClient } from 'pg';
import type { Operation } from '../src/client';
import { Phase } from '../src/phase';
import { prepareSite } from '../src/site';
import { sendTogether } from '../src/together';

/** Copies of one call sent at once with one Idempotency-Key. */
const COPIES = 20;

const idOf = (transaction: { _id: string }) => Number(transaction._id.replace(/^\D+-/, ''));

describe('idempotency', () => {
  let phase: Phase;

  beforeAll(async () => {
    phase = await Phase.create('idempotency');
  });

  afterAll(() => phase.close());

  it(`moves money once and answers ${COPIES} copies of each money call alike`, async () => {
    const [server] = phase.servers;
    await server!.start();
    const client = phase.client();
    const traffic = await prepareSite(client, phase.random, { tag: '24', members: 2, funding: 5_000, lotteries: ['hanoi'] });
    const [member] = traffic.site.members;
    const problems: string[] = [];
    const together = async (name: string, operation: Operation) => {
      const sent = await sendTogether(client, name, operation, COPIES);
      problems.push(...sent.problems);
      return sent.payload;
    };

    for (const decision of ['approve', 'reject'] as const) {
      const fileUrl = await traffic.uploadSlip(member!);
      const deposit = await together('deposit', traffic.depositOperation(member!, 1_234.5, fileUrl!));
      traffic.claimPending('deposits', idOf(deposit));
      await together(`${decision} deposit`, traffic.decideOperation('deposits', idOf(deposit), decision));

      const withdrawal = await together('withdraw', traffic.withdrawOperation(member!, 321));
      traffic.claimPending('withdrawals', idOf(withdrawal));
      await together(`${decision} withdrawal`, traffic.decideOperation('withdrawals', idOf(withdrawal), decision));
    }

    const [hanoi] = traffic.site.lotteries;
    const roundId = traffic.openRounds.get('hanoi')!;
    const slip = await together('place_bet', traffic.betOperation(member!, hanoi!, roundId));
    await together('cancel_order', traffic.cancelOperation(Number(slip.slip_id), member!.token));

    // A key sent again with another body is refused and moves nothing.
    const first = traffic.withdrawOperation(member!, 100);
    const other = traffic.withdrawOperation(member!, 200);
    const reused = { ...other, call: { ...other.call, key: first.call.key } };
    const firstOutcome = await client.send(first);
    const reusedOutcome = await client.send(reused);
    if (firstOutcome.kind !== 'ok' || reusedOutcome.kind !== 'refused' || reusedOutcome.body?.code !== 'CONFLICT') {
      problems.push(
        `a key reused for another body: first ${firstOutcome.kind}, then ${reusedOutcome.kind} ${JSON.stringify(reusedOutcome)}`,
      );
    }

    // Staff recording one result 20 times at once: one settlement, every other copy refused.
    await client.send(traffic.betOperation(member!, hanoi!, roundId));
    const closed = await traffic.closeRound('hanoi');
    const result = traffic.resultFor(hanoi!);
    const recordings = await Promise.all(Array.from({ length: COPIES }, () => traffic.recordResult(closed!, result)));
    const settled = recordings.filter((outcome) => outcome.kind === 'ok').length;
    const refused = recordings.filter((outcome) => outcome.kind === 'refused' && outcome.status === 409).length;
    if (settled !== 1 || refused !== COPIES - 1)
      problems.push(`${COPIES} result recordings at once: ${settled} settled, ${refused} refused`);

    expect(await server!.terminate()).toBe(0);
    expect(await phase.verdict(problems)).toEqual([]);
  });

  // The checks themselves must be able to fail: money changed behind the server's back is found.
  it('finds money moved, lost, settled or counted outside the ledger rules', async () => {
    const [member] = [...phase.book.slips.values()];
    const [slipId] = [...phase.book.slips.entries()].find(([, slip]) => slip.cancels > 0)!;
    const [roundId] = [...phase.book.settlements.keys()];
    const database = new PgClient({ connectionString: phase.database.url });
    await database.connect();
    try {
      const wallet = `(select a.id from ledger_accounts a join members m on m.id = a.member_id where m.username = '${member!.username}')`;
      await database.query(`update members set credit = credit + 100 where username = $1`, [member!.username]);
      await database.query(`with t as (insert into ledger_transfers (kind, reference, amount, member_id)
          select 'bet', 'slip:999999', 500, member_id from ledger_accounts where id = ${wallet} returning id)
        insert into ledger_entries (transfer_id, account_id, amount)
        select t.id, ${wallet}, -500 from t union all
        select t.id, (select id from ledger_accounts where kind = 'house'), 500 from t`);
      await database.query(
        `delete from ledger_entries where transfer_id = (select id from ledger_transfers where kind = 'bet_refund' and reference = $1)`,
        [`slip:${slipId}`],
      );
      await database.query(`delete from ledger_transfers where kind = 'bet_refund' and reference = $1`, [`slip:${slipId}`]);
      await database.query('update rounds set settlement_version = 2 where id = $1', [roundId]);
      await database.query('update round_number_totals set total = total + 7 where ctid = (select ctid from round_number_totals limit 1)');
    } finally {
      await database.end();
    }
    const problems = await phase.problems();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^member ${member!.username} has credit \\d+ but entries of \\d+$`)),
        'transfer bet|slip:999999 of 500 moved money for no acknowledged operation',
        `acknowledged transfer bet_refund|slip:${slipId} is missing`,
        `round ${roundId}: settled true, result true, settlement version 2, 1 results logged`,
        expect.stringMatching(/^round \d+ counts \d+ staked on \w+ \d+, its lines stake \d+$/),
      ]),
    );
  });
});
