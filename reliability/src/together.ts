import type { Client, Operation } from './client';
import { describe, type Outcome } from './http';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TogetherResult = { problems: string[]; payload: any };

/**
 * Sends one operation `times` at once with one Idempotency-Key; answers what is wrong with the
 * answers (each must be acknowledged, all the same status and body) and the acknowledged payload.
 * That it moved money once is for the ledger check.
 */
export async function sendTogether(client: Client, name: string, operation: Operation, times: number): Promise<TogetherResult> {
  const outcomes = await client.sendTogether(operation, times);
  const problems: string[] = [];
  const notOk = outcomes.filter((outcome) => outcome.kind !== 'ok');
  if (notOk.length > 0)
    problems.push(`${name} sent ${times} times with one key: ${notOk.length} not acknowledged (${describe(notOk[0]!)})`);
  const answers = new Set(outcomes.filter((outcome) => outcome.kind === 'ok').map(answerText));
  if (answers.size > 1)
    problems.push(`${name} sent ${times} times with one key: ${answers.size} different answers: ${[...answers].slice(0, 2).join(' / ')}`);
  const first = outcomes.find((outcome) => outcome.kind === 'ok');
  return { problems, payload: first?.kind === 'ok' ? first.body.payload : undefined };
}

function answerText(outcome: Outcome): string {
  return outcome.kind === 'ok' ? `${outcome.status} ${JSON.stringify(outcome.body)}` : describe(outcome);
}
