import type { TelegramConfig } from '../config/env';
import { startFakeServer, type FakeAnswer } from './fakeHttp';

export interface ReceivedTelegramMessage {
  chatId: string;
  text: string;
}

export interface FakeTelegram {
  /** The configuration of a site sending its staff alerts to this fake. */
  config: TelegramConfig;
  /** Messages taken, in order. */
  messages: ReceivedTelegramMessage[];
  /** Every sendMessage request, answered or not. */
  attempts: number;
  /** The next `count` requests answer `status` (500 by default). */
  failMessages(count: number, status?: number): void;
  /** Requests get no answer at all until `hang(false)`. */
  hang(on: boolean): void;
  close(): Promise<void>;
}

const BOT_TOKEN = '123456:fake-telegram-bot-token';

/** A local Telegram Bot API for tests: `POST /bot<token>/sendMessage {chat_id, text}`. */
export async function startFakeTelegram(overrides: Partial<TelegramConfig> = {}): Promise<FakeTelegram> {
  const messages: ReceivedTelegramMessage[] = [];
  let failures: number[] = [];
  let hanging = false;
  const fake = {
    messages,
    attempts: 0,
    failMessages(count: number, status = 500) {
      failures = [...failures, ...Array.from({ length: count }, () => status)];
    },
    hang(on: boolean) {
      hanging = on;
    },
  };

  const server = await startFakeServer((request): FakeAnswer => {
    const sendMessage = /^\/bot([^/]+)\/sendMessage$/.exec(request.path);
    if (request.method !== 'POST' || !sendMessage) return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
    fake.attempts += 1;
    if (hanging) return 'hang';
    if (sendMessage[1] !== config.botToken) return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
    const status = failures.shift();
    if (status) return { status, body: { ok: false, error_code: status, description: 'Internal Server Error' } };
    const body = JSON.parse(request.body || '{}') as { chat_id?: string | number; text?: string };
    messages.push({ chatId: String(body.chat_id), text: body.text ?? '' });
    return { status: 200, body: { ok: true, result: { message_id: messages.length, chat: { id: body.chat_id }, text: body.text } } };
  });
  // Read by the handler above, which runs only once the server has been started.
  const config: TelegramConfig = { botToken: BOT_TOKEN, chatId: '-1001234567890', apiBase: server.baseUrl, ...overrides };
  return Object.assign(fake, { config, close: () => server.close() });
}
