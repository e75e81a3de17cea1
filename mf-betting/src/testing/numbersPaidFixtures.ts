import type { PayRateItem } from '@lotto/shared';
import { answer, ok } from '@lotto/shared/testing';
import { lottoRoute } from './betFixtures';

/** numbers_paid answering each item at its type's rate in `rates`, open, uncapped. */
export function serveNumbersPaid(rates: readonly PayRateItem[]) {
  answer(lottoRoute('numbers_paid'), ({ body }) => {
    const { items } = body as { items: { type: string; number: string }[] };
    return ok(
      items.map(({ type, number }) => ({
        type,
        number,
        rate: rates.find((item) => item.type === type)!.rate,
        status: 'open',
        remaining: null,
        cap: null,
      })),
    );
  });
}
