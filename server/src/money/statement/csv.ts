import {
  isIsoTimeInWindow,
  STATEMENT_LINES_PER_PUSH,
  statementLineInputSchema,
  validationMessages as m,
  withValues,
  type StatementCsvMapping,
  type StatementLineInput,
} from '@lotto/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { ValidationError } from 'yup';
import { DomainError } from '../../errors/errors';

/**
 * A staff member's statement CSV (docs/money.md#statement-lines) read into statement lines, by the
 * account's column mapping. The first row names the columns; each other row is one line: "in"
 * when its amount_in cell has an amount, else "out" with its amount_out cell. Amounts are baht,
 * with or without thousands separators ("1,500.00"). Times are ISO 8601 (Bangkok time when
 * without an offset) or DD/MM/YYYY HH:mm[:ss] in Bangkok time; a year above 2400 is a Buddhist
 * Era year. The first bad row refuses the whole file, with its line number and the problem.
 */
export function parseStatementCsv(csv: string, mapping: StatementCsvMapping): StatementLineInput[] {
  const [header = { line: 1, cells: [] }, ...records] = readRows(csv);
  const columns = columnIndexes(header, mapping);
  if (records.length === 0) refuse(header.line + 1, m.statementLine.linesRequired);
  if (records.length > STATEMENT_LINES_PER_PUSH) refuse(records[STATEMENT_LINES_PER_PUSH]!.line, m.statementLine.linesRequired);
  return records.map(({ line, cells }) => statementLine(line, cells, columns));
}

/** A row of the file with the number of the line it ends on (1 is the header). */
interface Row {
  line: number;
  cells: string[];
}

function refuse(row: number, problem: string): never {
  throw new DomainError('csvInvalid', { row, problem });
}

function readRows(csv: string): Row[] {
  try {
    // Rows of empty cells (a spreadsheet's export ends with some) are no lines. csv-parse's types
    // leave out what `info: true` makes of each record.
    const records = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = Number(error.lines) || 1;
    refuse(line, error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' ? m.statementCsv.fieldCount : m.statementCsv.unreadable);
  }
}

type Field = keyof StatementCsvMapping;
type ColumnIndexes = Partial<Record<Field, { index: number; name: string }>>;

/** Where each mapped column is in the header row; names compare trimmed and regardless of case. */
function columnIndexes(header: Row, mapping: StatementCsvMapping): ColumnIndexes {
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const indexes: ColumnIndexes = {};
  for (const [field, name] of Object.entries(mapping) as [Field, string | undefined][]) {
    if (name === undefined || name === '') continue;
    const index = names.indexOf(name.trim().toLowerCase());
    if (index < 0) refuse(header.line, withValues(m.statementCsv.columnMissing, { column: name }));
    indexes[field] = { index, name };
  }
  return indexes;
}

/** Longest text of each optional column, as the statement line's schema takes it. */
const TEXT_LIMITS = { bank_ref: 64, ref1: 20, sender_name: 120, sender_account: 30 } as const;

function statementLine(line: number, cells: string[], columns: ColumnIndexes): StatementLineInput {
  const cell = (field: Field) => {
    const column = columns[field];
    return column === undefined ? '' : (cells[column.index] ?? '').trim();
  };
  const text = (field: keyof typeof TEXT_LIMITS) => {
    const value = cell(field);
    if (value.length > TEXT_LIMITS[field]) refuse(line, withValues(m.statementCsv.tooLong, { column: columns[field]!.name }));
    return value === '' ? undefined : value;
  };

  const bankRef = text('bank_ref');
  if (bankRef === undefined) refuse(line, m.statementLine.bankRefRequired);
  const incoming = amountOf(line, cell('amount_in'));
  const outgoing = incoming === null ? amountOf(line, cell('amount_out')) : null;
  if (incoming === null && outgoing === null) refuse(line, m.statementCsv.noAmount);
  const atText = cell('at');
  const at = bangkokTime(atText);
  if (at === null) refuse(line, withValues(m.statementCsv.timeInvalid, { value: atText.slice(0, 40) }));

  const candidate = {
    bank_ref: bankRef,
    amount: incoming ?? outgoing,
    direction: incoming === null ? 'out' : 'in',
    at,
    ref1: text('ref1'),
    sender_name: text('sender_name'),
    sender_account: text('sender_account'),
  };
  try {
    // The contract's own check, so that a line read here is one a feed could have pushed.
    return statementLineInputSchema.validateSync(candidate, { stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) refuse(line, error.message);
    throw error;
  }
}

/** Baht with optional thousands separators and at most two decimals. */
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;
/** The largest amount a statement line takes, as its schema says. */
const AMOUNT_MAX = 100_000_000;

/** The cell's amount in baht; null for an empty cell, a dash or zero (no money that way). */
function amountOf(line: number, value: string): number | null {
  if (value === '' || value === '-') return null;
  if (!AMOUNT.test(value)) refuse(line, withValues(m.statementCsv.amountInvalid, { value: value.slice(0, 40) }));
  const amount = Number(value.replaceAll(',', ''));
  if (amount > AMOUNT_MAX) refuse(line, withValues(m.statementCsv.amountInvalid, { value }));
  return amount === 0 ? null : amount;
}

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const THAI_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
/** Thailand keeps UTC+7 all year. */
const BANGKOK_OFFSET = '+07:00';
/** Years above this are Buddhist Era years (the CE year plus 543). */
const LAST_CE_YEAR = 2400;

/** The time as ISO 8601 in UTC, or null when it is not one of the accepted forms or not a real time. */
export function bangkokTime(value: string): string | null {
  const iso = ISO_TIME.exec(value);
  const thai = iso ? null : THAI_TIME.exec(value);
  if (!iso && !thai) return null;
  const [year, month, day, hour, minute, second = '00', fraction = '', zone = BANGKOK_OFFSET] = iso
    ? [iso[1]!, iso[2]!, iso[3]!, iso[4]!, iso[5]!, iso[6], iso[7], iso[8]]
    : [thai![3]!, thai![2]!, thai![1]!, thai![4]!, thai![5]!, thai![6]];
  const ceYear = Number(year) > LAST_CE_YEAR ? Number(year) - 543 : Number(year);
  const pad = (part: string) => part.padStart(2, '0');
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const text = `${String(ceYear).padStart(4, '0')}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${fraction}${offset}`;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || !isIsoTimeInWindow(text)) return null;
  return new Date(Date.parse(text)).toISOString();
}
