import { LOTTERIES, offeredBetTypes } from '@lotto/shared';
import type { Database } from '../db/database';
import { setUpTestDatabase } from '../testing/testApp';
import { syncCatalogue } from './catalogue';

let database: Database;

setUpTestDatabase((created) => (database = created));

describe('catalogue sync', () => {
  it('creates every lottery of the shared catalogue with the rates of its offered types', async () => {
    await syncCatalogue(database.db);
    const lotteries = await database.db.selectFrom('lotteries').select('code').orderBy('sort_order').execute();
    expect(lotteries.map((row) => row.code)).toEqual(LOTTERIES.map((lottery) => lottery.code));
    const lao = await database.db.selectFrom('lottery_rates').select(['bet_type', 'rate_x100']).where('lottery_code', '=', 'lao').execute();
    expect(lao.map((row) => row.bet_type).sort()).toEqual([...offeredBetTypes(LOTTERIES.find((l) => l.code === 'lao')!)].sort());
    expect(lao.find((row) => row.bet_type === 'top_one')?.rate_x100).toBe(320);
  });

  it("keeps the site's own rates when it runs again", async () => {
    await syncCatalogue(database.db);
    await database.db
      .updateTable('lottery_rates')
      .set({ rate_x100: 85_000 })
      .where('lottery_code', '=', 'government')
      .where('bet_type', '=', 'top_three')
      .execute();
    await syncCatalogue(database.db);
    const row = await database.db
      .selectFrom('lottery_rates')
      .select('rate_x100')
      .where('lottery_code', '=', 'government')
      .where('bet_type', '=', 'top_three')
      .executeTakeFirstOrThrow();
    expect(row.rate_x100).toBe(85_000);
  });
});
