import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SLIP_TYPES } from './db.mjs';

/**
 * The writes of one 5-line place_bet as a pgbench script: the round share-locked, the member
 * debited, the slip and its lines, the balanced ledger transfer, and the round's and member's
 * per-number totals raised in (type, number) order. Amounts are 1 baht a line, as over HTTP.
 */
function script() {
  const digits = (type) => (type.endsWith('two') ? 2 : 3);
  const numbers = SLIP_TYPES.map((type, index) => `\\set n${index} random(0, ${10 ** digits(type) - 1})`);
  const number = (type, index) => `lpad(:n${index}::text, ${digits(type)}, '0')`;
  const lines = SLIP_TYPES.map((type, index) => `(:slip, :round, :m, '${type}', ${number(type, index)}, ${number(type, index)}, 100, :rate${index})`);
  const totals = SLIP_TYPES.map((type, index) => `(:round, '${type}', ${number(type, index)}, 100)`);
  const memberTotals = SLIP_TYPES.map((type, index) => `(:round, :m, '${type}', ${number(type, index)}, 100)`);
  return [
    '\\set m random(:mlo, :mhi)',
    ...numbers,
    'BEGIN;',
    'SELECT id FROM rounds WHERE id = :round FOR SHARE;',
    'UPDATE members SET credit = credit - 500 WHERE id = :m AND credit >= 500 RETURNING credit;',
    'INSERT INTO bet_slips (member_id, round_id, total) VALUES (:m, :round, 500) RETURNING id AS slip \\gset',
    `INSERT INTO bet_lines (slip_id, round_id, member_id, bet_type, number, canonical_number, amount, rate_x100) VALUES ${lines.join(', ')};`,
    "INSERT INTO ledger_transfers (kind, reference, amount, member_id) VALUES ('bet', 'slip:' || :slip::text, 500, :m) RETURNING id AS transfer \\gset",
    'INSERT INTO ledger_entries (transfer_id, account_id, amount) SELECT :transfer::bigint, id, -500::bigint FROM ledger_accounts WHERE member_id = :m UNION ALL SELECT :transfer::bigint, :house::int, 500::bigint;',
    `INSERT INTO round_number_totals (round_id, bet_type, number, total) VALUES ${totals.join(', ')} ON CONFLICT (round_id, bet_type, number) DO UPDATE SET total = round_number_totals.total + excluded.total WHERE round_number_totals.total + excluded.total <= 10000000;`,
    `INSERT INTO member_number_totals (round_id, member_id, bet_type, number, total) VALUES ${memberTotals.join(', ')} ON CONFLICT (round_id, member_id, bet_type, number) DO UPDATE SET total = member_number_totals.total + excluded.total;`,
    'END;',
    '',
  ].join('\n');
}

/**
 * pgbench with that script at `clients` connections for `seconds`: transactions (slips) per second
 * and latency. `mode` is pgbench's protocol: 'extended' (unnamed statements, parsed and planned on
 * every call, as Kysely sends them) or 'prepared'.
 */
export function runPgbench({ databaseUrl, workDir, clients, seconds, roundId, memberIds, houseAccount, rates, mode = 'prepared' }) {
  const file = path.join(workDir, 'place_bet.sql');
  writeFileSync(file, script());
  const url = new URL(databaseUrl);
  const defines = {
    round: roundId,
    mlo: memberIds[0],
    mhi: memberIds[memberIds.length - 1],
    house: houseAccount,
    ...Object.fromEntries(SLIP_TYPES.map((type, index) => [`rate${index}`, Math.round(rates.get(type) * 100)])),
  };
  const args = [
    '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres',
    '-n', '-M', mode, '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', file,
    ...Object.entries(defines).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    url.pathname.slice(1),
  ];
  return new Promise((resolve, reject) => {
    execFile('pgbench', args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`pgbench failed: ${stderr || error.message}`));
      const number = (pattern) => Number(stdout.match(pattern)?.[1]);
      resolve({
        perSecond: number(/tps = ([\d.]+) \(without initial connection time\)/),
        latencyAverage: number(/latency average = ([\d.]+) ms/),
        failed: number(/number of failed transactions: (\d+)/) || 0,
        transactions: number(/number of transactions actually processed: (\d+)/),
      });
    });
  });
}
