import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Money moves only through the ledger module (docs/architecture.md, "Money: the ledger"): no file
 * of the server outside server/src/ledger/ inserts, updates or deletes a ledger transfer or entry,
 * in SQL text or through Kysely. Migrations (frozen history) and tests (which seed and break rows
 * on purpose) are left out.
 */
const serverSrc = path.resolve(__dirname, '..');
const LEDGER_TABLE = String.raw`"?ledger_(?:transfers|entries)"?`;
const WRITES = [
  new RegExp(String.raw`\b(?:insert\s+into|update|delete\s+from)\s+${LEDGER_TABLE}`, 'i'),
  new RegExp(String.raw`\.(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*['"\x60]ledger_(?:transfers|entries)\b`),
];

const writesLedger = (code: string): boolean => WRITES.some((pattern) => pattern.test(code));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(serverSrc, file).split(path.sep).join('/');

describe('ledger writers', () => {
  it.each([
    ['sql', "insert into ledger_transfers (kind) values ('bet')"],
    ['sql across lines', 'with t as (\n  INSERT INTO\n  ledger_entries (transfer_id) select 1)'],
    ['sql update', 'update ledger_entries set amount = 0'],
    ['sql delete', 'delete from "ledger_transfers" where id = 1'],
    ['kysely insert', "trx.insertInto('ledger_entries').values(row)"],
    ['kysely update', 'db.updateTable("ledger_transfers").set(row)'],
    ['kysely delete', "db\n  .deleteFrom('ledger_entries')"],
  ])('recognises a write (%s)', (_name, code) => {
    expect(writesLedger(code)).toBe(true);
  });

  it.each([
    ['a read in SQL', 'select sum(amount) from ledger_entries join ledger_transfers on true'],
    ['a read through Kysely', "db.selectFrom('ledger_entries').innerJoin('ledger_transfers', 'a', 'b')"],
    ['an account, which is not a transfer or entry', "trx.insertInto('ledger_accounts').values(row)"],
  ])('lets %s pass', (_name, code) => {
    expect(writesLedger(code)).toBe(false);
  });

  it('finds no write outside server/src/ledger/', () => {
    const writers = sourceFiles(serverSrc)
      .map(relative)
      .filter((file) => !file.startsWith('ledger/') && !file.startsWith('db/migrations/'))
      .filter((file) => writesLedger(readFileSync(path.join(serverSrc, file), 'utf8')));
    expect(writers).toEqual([]);
  });

  it('finds the ledger module itself writing, so the scan reads the files it means to', () => {
    expect(writesLedger(readFileSync(path.join(serverSrc, 'ledger/ledger.ts'), 'utf8'))).toBe(true);
  });
});
