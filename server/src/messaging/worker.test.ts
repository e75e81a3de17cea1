import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { startFakeLine, type FakeLine } from '../testing/fakeLine';
import { tempDir, testConfig } from '../testing/fixtures';
import { createFundedMember } from '../testing/members';
import { setUpTestApp } from '../testing/testApp';
import { queueLinePushes, type OutboxRunCounts } from './outbox';
import { pushSenders } from './senders';
import { outboxJob, outboxMetrics } from './worker';

let line: FakeLine;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  line = await startFakeLine();
});
afterAll(() => line.close());

setUpTestApp((started) => ({ app, database } = started), {
  build: (db) => buildApp({ ...testConfig(tempDir()), metricsToken: 'an-operators-token', line: line.config }, { database: db }),
});

test('the periodic job sends the outbox and counts its pushes on /metrics', async () => {
  const { id } = await createFundedMember(database.db);
  await database.db.insertInto('line_links').values({ member_id: id, line_user_id: 'U-metrics' }).execute();
  await queueLinePushes(database.db, [{ memberId: id, kind: 'deposit_credited', text: 'ฝากเงินสำเร็จ' }]);
  line.failPushes(1);
  const runs: OutboxRunCounts[] = [];
  const countMetrics = outboxMetrics(app)!;
  const job = outboxJob(pushSenders({ line: line.config, telegram: null }), {
    lineMonthlyQuota: 300,
    onRun: (counts) => {
      runs.push(counts);
      countMetrics(counts);
    },
  });
  expect(job.name).toBe('sendOutbox');

  const now = new Date(Date.now() + 1_000);
  await job(database.db, now);
  await job(database.db, new Date(now.getTime() + 60_000));

  expect(runs).toEqual([
    { sent: {}, retried: { line: 1 }, failed: {}, over_quota: {} },
    { sent: { line: 1 }, retried: {}, failed: {}, over_quota: {} },
  ]);
  expect(line.pushes.map((push) => push.texts)).toEqual([['ฝากเงินสำเร็จ']]);
  const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer an-operators-token' } });
  expect(metrics.body).toMatch(/^outbox_pushes_total\{channel="line",outcome="retried"\} 1$/m);
  expect(metrics.body).toMatch(/^outbox_pushes_total\{channel="line",outcome="sent"\} 1$/m);
});

test('there are no outbox metrics without /metrics', async () => {
  const plain = await buildApp(testConfig(tempDir()), { database });
  try {
    expect(outboxMetrics(plain)).toBeUndefined();
  } finally {
    await plain.close();
  }
});
