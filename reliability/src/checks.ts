import type { Book, Effect } from './book';
import type { LedgerReader } from './database';

/** The demo member of a new database, who starts with credit paid in by the seed. */
const DEMO_MEMBER = '0800000001';
const DEMO_CREDIT = 1_000_000n;

/** One ledger transfer as the checks compare it: its size and the member wallet it moved, if any. */
interface TransferShape {
  amount: bigint;
  /** The wallet's change, signed (negative: the member paid); null when no wallet took part. */
  walletChange: bigint | null;
  username: string | null;
}

const big = (value: string | null | undefined): bigint => BigInt(value ?? '0');

/**
 * Everything wrong with the database against the ledger's invariants and the client's book, in
 * the order checked (the first is the phase's verdict); empty when all holds.
 *
 * The ledger: all entries sum to zero, each transfer has two entries summing to zero, each wallet's
 * cached credit equals its entries and is not negative. Against the book: every acknowledged
 * operation is stored once with what the answer said; nothing else moved money or made a row,
 * except what an operation still in doubt may have done; each settled round was settled once
 * and paid each winner exactly the prizes of their lines.
 */
export async function ledgerProblems(reader: LedgerReader, book: Book): Promise<string[]> {
  const problems: string[] = [];
  await invariantProblems(reader, problems);
  const doubt = doubtOf(book.inDoubt);
  const extraSlips = await rowProblems(reader, book, doubt, problems);
  await transferProblems(reader, book, doubt, extraSlips, problems);
  await settlementProblems(reader, book, problems);
  await stakeTotalProblems(reader, problems);
  await keyProblems(reader, book, problems);
  return problems;
}

async function invariantProblems(reader: LedgerReader, problems: string[]): Promise<void> {
  const [total] = await reader.query('select coalesce(sum(amount), 0)::text as sum from ledger_entries');
  if (total?.sum !== '0') problems.push(`all entries sum to ${total?.sum}, not 0`);
  const unbalanced = await reader.query(
    `select transfer_id::text as id, count(*)::text as entries, sum(amount)::text as sum
       from ledger_entries group by transfer_id having sum(amount) <> 0 or count(*) <> 2`,
  );
  for (const row of unbalanced) problems.push(`transfer ${row.id} has ${row.entries} entries summing to ${row.sum}`);
  const empty = await reader.query(
    'select t.id::text as id from ledger_transfers t where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)',
  );
  for (const row of empty) problems.push(`transfer ${row.id} has no entries`);
  const wallets = await reader.query(
    `select m.username, m.credit::text as credit, coalesce(sum(e.amount), 0)::text as entries
       from members m left join ledger_accounts a on a.member_id = m.id and a.kind = 'wallet' left join ledger_entries e on e.account_id = a.id
      group by m.id, m.username, m.credit`,
  );
  for (const wallet of wallets) {
    if (wallet.credit !== wallet.entries)
      problems.push(`member ${wallet.username} has credit ${wallet.credit} but entries of ${wallet.entries}`);
    if (big(wallet.credit) < 0n) problems.push(`member ${wallet.username} has negative credit ${wallet.credit}`);
  }
}

interface Doubt {
  /** `${resource}|${username}` → how many rows operations in doubt may have created. */
  creates: Map<string, number>;
  /** Targets ('slip:7', 'deposit:3', 'withdrawal:5') that operations in doubt may have decided. */
  decides: Set<string>;
}

function doubtOf(effects: readonly Effect[]): Doubt {
  const doubt: Doubt = { creates: new Map(), decides: new Set() };
  for (const effect of effects) {
    if ('decides' in effect) doubt.decides.add(effect.decides);
    else {
      const key = `${effect.creates}|${effect.username}`;
      doubt.creates.set(key, (doubt.creates.get(key) ?? 0) + 1);
    }
  }
  return doubt;
}

/** Takes one unit of an in-doubt allowance; false when there is none left. */
function spend(allowance: Map<string, number>, key: string): boolean {
  const left = allowance.get(key) ?? 0;
  if (left === 0) return false;
  allowance.set(key, left - 1);
  return true;
}

/**
 * Slips, deposits and withdrawals against the book; answers the ids of rows no acknowledged
 * operation made but an operation in doubt may have (their transfers are then accepted too).
 */
async function rowProblems(reader: LedgerReader, book: Book, doubt: Doubt, problems: string[]): Promise<Set<string>> {
  const extras = new Set<string>();
  const slips = await reader.query(
    `select s.id::text as id, m.username, s.round_id::text as round_id, s.total::text as total, s.status,
            (select coalesce(sum(l.amount), 0) from bet_lines l where l.slip_id = s.id)::text as lines_total,
            (r.settled_at is not null)::text as settled, s.won::text as won,
            exists (select 1 from bet_lines l where l.slip_id = s.id and l.status = 'prize')::text as has_winning_line
       from bet_slips s join members m on m.id = s.member_id join rounds r on r.id = s.round_id`,
  );
  const seenSlips = new Set<number>();
  for (const row of slips) {
    const id = Number(row.id);
    seenSlips.add(id);
    if (row.total !== row.lines_total) problems.push(`slip ${id} has total ${row.total} but lines of ${row.lines_total}`);
    const slip = book.slips.get(id);
    if (!slip) {
      if (spend(doubt.creates, `slip|${row.username}`)) extras.add(`slip:${id}`);
      else problems.push(`slip ${id} of ${row.username} exists but no bet of theirs was acknowledged for it`);
      continue;
    }
    if (row.username !== slip.username || Number(row.round_id) !== slip.roundId || big(row.total) !== slip.total) {
      problems.push(
        `slip ${id} is ${row.username}/round ${row.round_id}/${row.total}, acknowledged as ${slip.username}/round ${slip.roundId}/${slip.total}`,
      );
    }
    if (slip.cancels > 1) problems.push(`slip ${id} was cancelled ${slip.cancels} times`);
    // Settlement writes only the winning slips: a lost one stays running in its settled round.
    const won = row.settled === 'true' && row.has_winning_line === 'true';
    const expected = slip.cancels > 0 ? 'reject' : won ? 'settled' : 'running';
    if (row.status !== expected && !doubt.decides.has(`slip:${id}`)) problems.push(`slip ${id} is ${row.status}, expected ${expected}`);
    if (row.won !== String(won)) problems.push(`slip ${id} is marked won ${row.won}, its lines say ${won}`);
  }
  for (const [id, slip] of book.slips) {
    if (!seenSlips.has(id)) problems.push(`acknowledged slip ${id} of ${slip.username} is missing`);
  }

  for (const [table, resource, records] of [
    ['deposits', 'deposit', book.deposits],
    ['withdrawals', 'withdrawal', book.withdrawals],
  ] as const) {
    const rows = await reader.query(
      `select r.id::text as id, m.username, r.amount::text as amount, r.status from ${table} r join members m on m.id = r.member_id`,
    );
    const seen = new Set<number>();
    for (const row of rows) {
      const id = Number(row.id);
      seen.add(id);
      const record = records.get(id);
      if (!record) {
        if (spend(doubt.creates, `${resource}|${row.username}`)) extras.add(`${resource}:${id}`);
        else problems.push(`${resource} ${id} of ${row.username} exists but was never acknowledged`);
        continue;
      }
      if (row.username !== record.username || big(row.amount) !== record.amount) {
        problems.push(`${resource} ${id} is ${row.username}/${row.amount}, acknowledged as ${record.username}/${record.amount}`);
      }
      if (record.decisions.length > 1)
        problems.push(`${resource} ${id} was decided ${record.decisions.length} times: ${record.decisions.join(', ')}`);
      const expected = record.decisions[0] ?? 'pending';
      if (row.status !== expected && !doubt.decides.has(`${resource}:${id}`))
        problems.push(`${resource} ${id} is ${row.status}, expected ${expected}`);
    }
    for (const [id, record] of records) {
      if (!seen.has(id)) problems.push(`acknowledged ${resource} ${id} of ${record.username} is missing`);
    }
  }
  return extras;
}

/** The transfers the book's acknowledged operations made, by `${kind}|${reference}`. */
function expectedTransfers(book: Book): Map<string, TransferShape> {
  const expected = new Map<string, TransferShape>();
  expected.set(`demo_credit|${DEMO_MEMBER}`, { amount: DEMO_CREDIT, walletChange: DEMO_CREDIT, username: DEMO_MEMBER });
  for (const [id, slip] of book.slips) {
    expected.set(`bet|slip:${id}`, { amount: slip.total, walletChange: -slip.total, username: slip.username });
    if (slip.cancels > 0) expected.set(`bet_refund|slip:${id}`, { amount: slip.total, walletChange: slip.total, username: slip.username });
  }
  for (const [id, deposit] of book.deposits) {
    if (deposit.decisions[0] === 'success') {
      expected.set(`deposit|deposit:${id}`, { amount: deposit.amount, walletChange: deposit.amount, username: deposit.username });
    }
  }
  for (const [id, withdrawal] of book.withdrawals) {
    const { amount, username } = withdrawal;
    expected.set(`withdraw_hold|withdrawal:${id}`, { amount, walletChange: -amount, username });
    if (withdrawal.decisions[0] === 'success')
      expected.set(`withdraw_payout|withdrawal:${id}`, { amount, walletChange: null, username: null });
    if (withdrawal.decisions[0] === 'reject') expected.set(`withdraw_return|withdrawal:${id}`, { amount, walletChange: amount, username });
  }
  return expected;
}

/** What an in-doubt operation must have done for a transfer no acknowledged operation explains. */
function doubtExplains(kind: string, reference: string, doubt: Doubt, extraRows: Set<string>): boolean {
  switch (kind) {
    case 'bet':
      return extraRows.has(reference);
    case 'bet_refund':
      return doubt.decides.has(reference) || extraRows.has(reference);
    case 'withdraw_hold':
      return extraRows.has(reference);
    case 'deposit':
    case 'withdraw_payout':
    case 'withdraw_return':
      return doubt.decides.has(reference) || extraRows.has(reference);
    default:
      return false;
  }
}

async function transferProblems(reader: LedgerReader, book: Book, doubt: Doubt, extraRows: Set<string>, problems: string[]): Promise<void> {
  const rows = await reader.query(
    `select t.kind, t.reference,
            (select sum(e.amount) from ledger_entries e where e.transfer_id = t.id and e.amount > 0)::text as amount,
            (select sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
               where e.transfer_id = t.id and a.member_id is not null)::text as wallet_change,
            (select m.username from ledger_entries e join ledger_accounts a on a.id = e.account_id join members m on m.id = a.member_id
               where e.transfer_id = t.id limit 1) as username
       from ledger_transfers t where t.kind <> 'prize'`,
  );
  const expected = expectedTransfers(book);
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.kind === 'demo_credit' ? `demo_credit|${row.username}` : `${row.kind}|${row.reference}`;
    if (seen.has(key)) problems.push(`${key} was transferred more than once`);
    seen.add(key);
    const shape = expected.get(key);
    if (!shape) {
      if (!doubtExplains(row.kind!, row.reference!, doubt, extraRows)) {
        problems.push(`transfer ${key} of ${row.amount} moved money for no acknowledged operation`);
      }
      continue;
    }
    const walletChange = row.wallet_change === null ? null : big(row.wallet_change);
    if (big(row.amount) !== shape.amount || walletChange !== shape.walletChange || row.username !== shape.username) {
      problems.push(
        `transfer ${key} moved ${row.amount} (wallet ${row.username ?? '-'} ${row.wallet_change ?? '-'}), ` +
          `expected ${shape.amount} (wallet ${shape.username ?? '-'} ${shape.walletChange ?? '-'})`,
      );
    }
  }
  for (const key of expected.keys()) {
    if (!seen.has(key)) problems.push(`acknowledged transfer ${key} is missing`);
  }
}

/**
 * Every settled round: settled once (version 1, one result in its log), only winning lines written
 * (a standing line of a settled round lost), each line's prize its stake times its own rate or nothing, each winner paid the sum of their
 * prizes in one transfer, and no prize paid in a round that is not settled.
 */
async function settlementProblems(reader: LedgerReader, book: Book, problems: string[]): Promise<void> {
  const rounds = await reader.query(
    `select r.id::text as id, r.settlement_version::text as version, (r.settled_at is not null)::text as settled,
            (r.result is not null)::text as has_result,
            (select count(*) from round_result_log g where g.round_id = r.id)::text as results
       from rounds r where r.settled_at is not null or r.settlement_version <> 0 or r.result is not null
          or exists (select 1 from round_result_log g where g.round_id = r.id)`,
  );
  const settled = new Set<number>();
  for (const round of rounds) {
    const id = Number(round.id);
    if (round.settled === 'true') settled.add(id);
    if (round.settled !== 'true' || round.has_result !== 'true' || round.version !== '1' || round.results !== '1') {
      problems.push(
        `round ${id}: settled ${round.settled}, result ${round.has_result}, settlement version ${round.version}, ${round.results} results logged`,
      );
    }
  }
  for (const [roundId, acknowledged] of book.settlements) {
    if (acknowledged > 1) problems.push(`round ${roundId}: ${acknowledged} result recordings were acknowledged`);
    if (!settled.has(roundId)) problems.push(`round ${roundId}: its result was acknowledged but it is not settled`);
  }

  const lineProblems = await reader.query(
    `select l.id::text as id, l.round_id::text as round_id, l.status, s.status as slip_status, l.amount::text as amount,
            l.rate_x100::text as rate_x100, l.prize::text as prize, (r.settled_at is not null)::text as settled
       from bet_lines l join bet_slips s on s.id = l.slip_id join rounds r on r.id = l.round_id
      where (s.status = 'reject') <> (l.status = 'reject')
         or l.status = 'no_prize'
         or (r.settled_at is null and l.status = 'prize')
         or (l.status = 'prize' and (l.prize <> l.amount * l.rate_x100 / 100 or l.prize = 0))
         or (l.status <> 'prize' and l.prize <> 0)
      limit 20`,
  );
  for (const line of lineProblems) {
    problems.push(
      `bet line ${line.id} of round ${line.round_id} (settled ${line.settled}): ${line.status} in a ${line.slip_status} slip, ` +
        `stake ${line.amount} at ${line.rate_x100}/100, prize ${line.prize}`,
    );
  }

  const owed = await reader.query(
    `select 'round:' || l.round_id || ':v' || r.settlement_version || ':member:' || l.member_id as reference, m.username, sum(l.prize)::text as prize
       from bet_lines l join members m on m.id = l.member_id join rounds r on r.id = l.round_id
      where l.status = 'prize' group by l.round_id, r.settlement_version, l.member_id, m.username`,
  );
  const paid = await reader.query(
    `select t.reference, count(distinct t.id)::text as transfers, sum(e.amount)::text as prize, max(m.username) as username
       from ledger_transfers t join ledger_entries e on e.transfer_id = t.id join ledger_accounts a on a.id = e.account_id
       join members m on m.id = a.member_id where t.kind = 'prize' group by t.reference`,
  );
  const paidBy = new Map(paid.map((row) => [row.reference!, row]));
  for (const row of owed) {
    const payment = paidBy.get(row.reference!);
    paidBy.delete(row.reference!);
    if (!payment) problems.push(`prize ${row.reference} of ${row.prize} to ${row.username} was never paid`);
    else if (payment.transfers !== '1' || payment.prize !== row.prize || payment.username !== row.username) {
      problems.push(
        `prize ${row.reference}: ${payment.transfers} transfers paid ${payment.prize} to ${payment.username}, owed ${row.prize} to ${row.username}`,
      );
    }
  }
  for (const [reference, payment] of paidBy)
    problems.push(`prize ${reference} of ${payment.prize} paid to ${payment.username} for no winning line`);
}

/**
 * The running stake totals the caps are checked against equal the stakes of the lines not
 * cancelled, per round and number and per member: a refused or cancelled slip left nothing behind.
 */
async function stakeTotalProblems(reader: LedgerReader, problems: string[]): Promise<void> {
  const rounds = await reader.query(
    `with staked as (select round_id, bet_type, canonical_number as number, sum(amount) as total
                       from bet_lines where status <> 'reject' group by round_id, bet_type, canonical_number)
     select coalesce(t.round_id, s.round_id)::text as round_id, coalesce(t.bet_type, s.bet_type) as bet_type,
            coalesce(t.number, s.number) as number, coalesce(t.total, 0)::text as counted, coalesce(s.total, 0)::text as staked
       from round_number_totals t full join staked s on s.round_id = t.round_id and s.bet_type = t.bet_type and s.number = t.number
      where coalesce(t.total, 0) <> coalesce(s.total, 0) limit 10`,
  );
  for (const row of rounds) {
    problems.push(`round ${row.round_id} counts ${row.counted} staked on ${row.bet_type} ${row.number}, its lines stake ${row.staked}`);
  }
  const members = await reader.query(
    `with staked as (select round_id, member_id, bet_type, canonical_number as number, sum(amount) as total
                       from bet_lines where status <> 'reject' group by round_id, member_id, bet_type, canonical_number)
     select coalesce(t.round_id, s.round_id)::text as round_id, coalesce(t.member_id, s.member_id)::text as member_id,
            coalesce(t.bet_type, s.bet_type) as bet_type, coalesce(t.number, s.number) as number,
            coalesce(t.total, 0)::text as counted, coalesce(s.total, 0)::text as staked
       from member_number_totals t full join staked s
         on s.round_id = t.round_id and s.member_id = t.member_id and s.bet_type = t.bet_type and s.number = t.number
      where coalesce(t.total, 0) <> coalesce(s.total, 0) limit 10`,
  );
  for (const row of members) {
    problems.push(
      `round ${row.round_id} counts ${row.counted} staked by member ${row.member_id} on ${row.bet_type} ${row.number}, their lines stake ${row.staked}`,
    );
  }
}

/** Acknowledged keys are stored (once: they are a primary key); refused ones are not. */
async function keyProblems(reader: LedgerReader, book: Book, problems: string[]): Promise<void> {
  const stored = new Set((await reader.query('select key from idempotency_keys')).map((row) => row.key!));
  for (const key of book.ackedKeys) {
    if (!stored.has(key)) problems.push(`the answer of acknowledged key ${key} is not stored`);
  }
  for (const key of book.refusedKeys) {
    if (stored.has(key) && !book.ackedKeys.has(key)) problems.push(`refused key ${key} has a stored answer`);
  }
}
