/**
 * The pad half of `npm run bench` (bench/README.md, BENCH_ONLY=pad): in Chromium against the built site,
 * the time from the pad's `เพิ่มเลข` key to the 24th number of a `24 ประตู` expansion of
 * `4 ตัวบน` standing in the cart, priced by one numbers_paid call.
 *
 *   measurePad({ baseUrl }) → [{ name, value, unit, target }]
 */
import { api, DEMO_MEMBER, launchChromium, median, openRoundOf, padToCart } from './site/index.mjs';

/** Lotteries whose results have four digits, so that 4 ตัวบน and 24 ประตู are offered. */
const FOUR_DIGIT_LOTTERIES = ['government', 'government_top1000', 'malaysia', 'lao'];
const DEMO_ADMIN = { username: '0800000099', password: 'admin1234' };
/** One sample per entry: four different digits, 24 numbers each. */
const ENTRIES = ['1234', '5678', '1357', '2468', '1470', '2589', '3690', '1593', '2604'];
export const PAD_TARGET_MS = 50;

/**
 * A round of a four-digit lottery open now; when none is (a government draw day between close
 * and the next opening), staff move the government round's opening to a minute ago.
 */
async function fourDigitRound(baseUrl, session) {
  const open = await openRoundOf(baseUrl, session, FOUR_DIGIT_LOTTERIES);
  if (open) return open;
  const running = await api(baseUrl, 'POST', '/lto-public-api/lotto/bet_running', session.token);
  const government = running.single.find((item) => item.code === 'government');
  if (!government) throw new Error('bet_running lists no government round');
  const admin = await api(baseUrl, 'POST', '/cl-api/auth/login', null, DEMO_ADMIN);
  await api(baseUrl, 'PATCH', `/admin-api/rounds/${government.round_id}`, admin.token, {
    open_at: new Date(Date.now() - 60_000).toISOString(),
  });
  return (await openRoundOf(baseUrl, session, ['government'])) ?? Promise.reject(new Error('the government round did not open'));
}

export async function measurePad({ baseUrl, member = DEMO_MEMBER }) {
  const session = await api(baseUrl, 'POST', '/cl-api/auth/login', null, member);
  const round = await fourDigitRound(baseUrl, session);
  const browser = await launchChromium();
  try {
    const pad = await padToCart(browser, baseUrl, session, { round, typeLabel: '4 ตัวบน', mode: '24 ประตู', entries: ENTRIES });
    const middle = Math.round(median(pad.times));
    return [
      {
        name: `pad key to the 24th number in the cart (24 ประตู), median of ${ENTRIES.length}`,
        value: middle,
        unit: 'ms',
        target: `≤ ${PAD_TARGET_MS} ms`,
        note: `slowest ${Math.round(Math.max(...pad.times))} ms; ${Math.round(median(pad.pricingTimes))} ms of the median waiting for the numbers_paid answer`,
      },
    ];
  } finally {
    await browser.close();
  }
}
