import type { LineConfig, TelegramConfig } from '../config/env';
import type { OutboxChannel } from '../db/schema';

/** One row of the outbox as a sender gets it. */
export interface Push {
  destination: string;
  text: string;
  /** LINE's X-Line-Retry-Key: the same for every attempt of the row. */
  retryKey: string;
}

/**
 * What became of one attempt. A sender never throws: whatever the other side does (no answer, an
 * error, garbage) is one of these.
 */
export type SendOutcome =
  | { outcome: 'sent' }
  /** Worth another attempt later: no answer in time, a 5xx, a rate limit. */
  | { outcome: 'retry'; error: string }
  /** Refused for good (a 4xx): another attempt would be refused the same way. */
  | { outcome: 'failed'; error: string }
  /** LINE's own monthly limit is reached. */
  | { outcome: 'over_quota'; error: string };

export type PushSender = (push: Push) => Promise<SendOutcome>;

/** The channels this process can send on; a channel left out is not configured. */
export type PushSenders = Partial<Record<OutboxChannel, PushSender>>;

/**
 * One request's limit. Short: a dead LINE or Telegram holds nothing but the outbox worker, whose
 * sends run side by side, and drain waits for its tick.
 */
export const PUSH_TIMEOUT_MS = 5_000;

/** LINE's text message holds at most 5,000 characters; Telegram's 4,096. */
const LINE_TEXT_MAX = 5_000;
const TELEGRAM_TEXT_MAX = 4_096;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** An error's short name for last_error: never the URL, which holds the Telegram bot's token. */
function networkError(error: unknown): string {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer in time';
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof cause === 'string' ? `unreachable: ${cause}` : 'unreachable';
}

async function post(url: string, init: { headers: Record<string, string>; body: string }, timeoutMs: number) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The text of an error answer, short, for last_error. */
async function answerText(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  return `${response.status} ${body.slice(0, 200)}`.trim();
}

interface SenderOptions {
  /** One request's limit (PUSH_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * The Messaging API's push (`POST /v2/bot/message/push`) with the row's retry key: LINE delivers a
 * key once, and answers 409 to a retry of a push it took, which is as good as sent.
 */
export function linePushSender(line: LineConfig, { timeoutMs = PUSH_TIMEOUT_MS }: SenderOptions = {}): PushSender {
  return async ({ destination, text, retryKey }) => {
    let response: Response;
    try {
      response = await post(
        `${line.apiBase}/v2/bot/message/push`,
        {
          headers: { authorization: `Bearer ${line.messagingToken}`, 'x-line-retry-key': retryKey },
          body: JSON.stringify({ to: destination, messages: [{ type: 'text', text: cut(text, LINE_TEXT_MAX) }] }),
        },
        timeoutMs,
      );
    } catch (error) {
      return { outcome: 'retry', error: networkError(error) };
    }
    if (response.ok || response.status === 409) {
      await response.body?.cancel();
      return { outcome: 'sent' };
    }
    const error = await answerText(response);
    if (response.status === 429) {
      return /monthly limit/i.test(error) ? { outcome: 'over_quota', error } : { outcome: 'retry', error };
    }
    return response.status >= 500 ? { outcome: 'retry', error } : { outcome: 'failed', error };
  };
}

/** The Bot API's `sendMessage` to the chat. It has no retry key: a retry after no answer may deliver twice. */
export function telegramSender(telegram: TelegramConfig, { timeoutMs = PUSH_TIMEOUT_MS }: SenderOptions = {}): PushSender {
  return async ({ destination, text }) => {
    let response: Response;
    try {
      response = await post(
        `${telegram.apiBase}/bot${telegram.botToken}/sendMessage`,
        { headers: {}, body: JSON.stringify({ chat_id: destination, text: cut(text, TELEGRAM_TEXT_MAX) }) },
        timeoutMs,
      );
    } catch (error) {
      return { outcome: 'retry', error: networkError(error) };
    }
    if (response.ok) {
      await response.body?.cancel();
      return { outcome: 'sent' };
    }
    const error = await answerText(response);
    return response.status === 429 || response.status >= 500 ? { outcome: 'retry', error } : { outcome: 'failed', error };
  };
}

/** The senders of the configured channels. */
export function pushSenders(
  { line, telegram }: { line: LineConfig | null; telegram: TelegramConfig | null },
  options: SenderOptions = {},
): PushSenders {
  return {
    ...(line && { line: linePushSender(line, options) }),
    ...(telegram && { telegram: telegramSender(telegram, options) }),
  };
}
