import { formatMoney, formatMoneyDate, withValues } from '../format/format';
import { backofficeLabels } from '../labels/backoffice';
import { BET_TYPE_INFO, PRIZE_LABELS, isBetType } from '../lotto/betTypes';

const words = backofficeLabels.audit;

/** One value an audit row kept: its name as staff read it, before and after (as text), and whether it changed. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Baht figures: shown as money, as every other staff screen shows them. */
const MONEY_FIELDS = new Set(['amount', 'prize', 'reversed_prize', 'taken_from_credit', 'credit', 'debt', 'stake_cap', 'budget']);

/** An instant as the server writes it (ISO 8601 in UTC); shown on Bangkok's clock like every staff screen. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

type Leaves = Map<string, { names: string[]; value: unknown }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** A name in the row: a field's Thai name, a bet type's, a prize key's, or the place in a list. */
function nameOf(key: string, inList: boolean): string {
  if (inList) return withValues(words.item, { n: Number(key) + 1 });
  if (isBetType(key)) return BET_TYPE_INFO[key].label;
  return words.fields[key] ?? (PRIZE_LABELS as Record<string, string>)[key] ?? key;
}

/** Every value of a before or after, by its path: objects and lists of objects open up, a list of plain values is one value. */
function leavesOf(value: unknown, path: string[] = [], names: string[] = [], into: Leaves = new Map()): Leaves {
  const open = (key: string, child: unknown, inList: boolean) => leavesOf(child, [...path, key], [...names, nameOf(key, inList)], into);
  if (isRecord(value)) Object.entries(value).forEach(([key, child]) => open(key, child, false));
  else if (Array.isArray(value) && !value.every(isPlain)) value.forEach((child, index) => open(String(index), child, true));
  else into.set(path.join('.'), { names, value });
  return into;
}

function textOf(value: unknown, key: string | undefined): string {
  if (value === null || value === undefined) return words.none;
  if (Array.isArray(value)) return value.length === 0 ? words.none : value.map((item) => textOf(item, key)).join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return key !== undefined && MONEY_FIELDS.has(key) ? formatMoney(value) : String(value);
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return formatMoneyDate(value);
    return words.values[value] ?? value;
  }
  return JSON.stringify(value);
}

/**
 * An audit row's before and after as a list staff can read: each value once, by its Thai name
 * (nested names joined), before and after side by side, the changed ones marked. A row with
 * neither gives an empty list.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = leavesOf(before);
  const is = leavesOf(after);
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  return (
    paths
      // An empty side (null) is not a value of its own: the other side's values show it as —.
      .filter((path) =>
        path === '' ? was.get('')?.value != null || is.get('')?.value != null : !paths.some((other) => other.startsWith(`${path}.`)),
      )
      .map((path) => {
        const leaf = is.get(path) ?? was.get(path)!;
        const key = path.split('.').at(-1);
        const beforeText = was.has(path) ? textOf(was.get(path)!.value, key) : words.none;
        const afterText = is.has(path) ? textOf(is.get(path)!.value, key) : words.none;
        return { field: leaf.names.join(' · ') || words.changes, before: beforeText, after: afterText, changed: beforeText !== afterText };
      })
  );
}

/** What an audit row was done to, in Thai: `งวด #41`, `แอปย่อย mf-wallet`. */
export function auditTargetOf(type: string, id: string): string {
  return withValues(/^\d+$/.test(id) ? words.targetOf : words.targetNamed, { type: words.targets[type] ?? type, id });
}
