import { resultShapeIsValid, type LotteryResult, type ResultFetchFailure, type ResultSourceFormat } from '@lotto/shared';

/** What the round expects of an answer: its lottery's result shape and its draw date (Bangkok). */
export interface ExpectedResult {
  resultKind: 'government' | 'digits';
  hasFourDigits: boolean;
  drawDate: string;
}

/** The result, or why there is none; `drawDate` is the date the answer was for, once the answer could be read that far. */
export type AnswerReading = { result: LotteryResult; drawDate: string } | { failure: ResultFetchFailure; drawDate?: string };

/**
 * Reads a source's answer (docs/result-import.md#formats) into a result of the round's lottery,
 * or says why it cannot: not JSON (`malformed`), the source says it failed (`unavailable`), a
 * result of another draw (`draw_date`), or not the lottery's shape (`shape`).
 */
export function readAnswer(format: ResultSourceFormat, body: string, expected: ExpectedResult): AnswerReading {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return { failure: 'malformed' };
  }
  const found = format === 'glo' ? fromGloAnswer(answer) : fromSiteAnswer(answer);
  if ('failure' in found) return found;
  // Kept beside the answer for staff only when it is a date: a source's own text goes no further.
  const drawDate = /^\d{4}-\d{2}-\d{2}$/.test(found.drawDate) ? found.drawDate : undefined;
  if (drawDate === undefined || drawDate !== expected.drawDate)
    return { failure: 'draw_date', ...(drawDate !== undefined && { drawDate }) };
  const result = withSortedPairs(found.result);
  if (!resultShapeIsValid(result, expected.resultKind, expected.hasFourDigits)) return { failure: 'shape', drawDate };
  return { result: result as LotteryResult, drawDate };
}

type Found = { drawDate: string; result: unknown } | { failure: ResultFetchFailure };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GLO's `getLatestLottery` (POST https://www.glo.or.th/api/lottery/getLatestLottery):
 * `{status: true, response: {date: "YYYY-MM-DD", data: {first, last3f, last3b, last2, …}}}`, each
 * prize `{price, number: [{round, value}]}`. Anything but `status: true` (a proxy's
 * `{"status":"crash"}` among them) is the source failing.
 */
function fromGloAnswer(answer: unknown): Found {
  if (!isObject(answer) || answer.status !== true || !isObject(answer.response)) return { failure: 'unavailable' };
  const { date, data } = answer.response;
  if (typeof date !== 'string' || !isObject(data)) return { failure: 'shape' };
  const values = (prize: string): unknown[] | undefined => {
    const entry = data[prize];
    if (!isObject(entry) || !Array.isArray(entry.number)) return undefined;
    return [...entry.number]
      .sort((a, b) => (isObject(a) && isObject(b) ? Number(a.round) - Number(b.round) : 0))
      .map((item) => (isObject(item) ? item.value : undefined));
  };
  const [first, front, back, lastTwo] = [values('first'), values('last3f'), values('last3b'), values('last2')];
  if (!first || !front || !back || !lastTwo || first.length !== 1 || lastTwo.length !== 1) return { failure: 'shape' };
  return { drawDate: date, result: { first_prize: first[0], '3front': front, '3back': back, '2bottom': lastTwo[0] } };
}

/** The site's own format: `{draw_date: "YYYY-MM-DD", result}` with `result` as staff record it. */
function fromSiteAnswer(answer: unknown): Found {
  if (!isObject(answer) || typeof answer.draw_date !== 'string' || !('result' in answer)) return { failure: 'shape' };
  return { drawDate: answer.draw_date, result: answer.result };
}

/** The two front and back threes pay alike in either order: kept sorted, two sources' results compare as equal. */
function withSortedPairs(result: unknown): unknown {
  if (!isObject(result)) return result;
  return Object.fromEntries(
    Object.entries(result).map(([key, value]) => [
      key,
      Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value].sort() : value,
    ]),
  );
}
