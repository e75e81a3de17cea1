// A full lottery round through the API of a running site, from the demo member's bet to the
// payout: `node scripts/full-round.mjs [site]` (default http://localhost:8080, a new embedded
// database started with `npm start`, whose demo users it logs in as).
const site = process.argv[2] ?? 'http://localhost:8080';
const LOTTERY = 'hanoi';

async function call(method, path, token, body) {
  const response = await fetch(site + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const step = (text, value) => console.log(`• ${text}${value === undefined ? '' : `: ${JSON.stringify(value)}`}`);
const login = async (username, password) => (await call('POST', '/cl-api/auth/login', null, { username, password })).payload.token;

const member = await login('0800000001', 'demo1234');
const staff = await login('0800000099', 'admin1234');
const before = (await call('GET', '/cl-api/auth/me', member)).payload.credit;
step('member credit before', before);

const running = (await call('POST', '/lto-public-api/lotto/bet_running', member)).payload;
const round = running.single.find((item) => item.code === LOTTERY);
step(`${round.name} round`, { round_id: round.round_id, start_at: round.start_at, end_at: round.end_at });

const rates = (await call('POST', '/lto-public-api/lotto/pay_rate', member, { name: LOTTERY })).payload;
const rate = (type) => rates.find((item) => item.type === type).rate;
const lines = [
  { type: 'top_three', number: '123', amount: 10, rate: rate('top_three') },
  { type: 'bottom_two', number: '45', amount: 10, rate: rate('bottom_two') },
  { type: 'top_two', number: '99', amount: 5, rate: rate('top_two') },
].map((line) => ({ ...line, round_id: round.round_id }));
const placed = await call('POST', '/lto-public-api/lotto/place_bet', member, { round_id: round.round_id, place_bet: lines });
step(placed.message, placed.payload);

// Staff close the round now (times are data staff may move before the close), then record the draw.
const closeAt = new Date(Date.now() + 2000).toISOString();
await call('PATCH', `/admin-api/rounds/${round.round_id}`, staff, { close_at: closeAt, draw_at: closeAt });
step('round closes at', closeAt);
await new Promise((resolve) => setTimeout(resolve, 2500));
const settled = await call('POST', `/admin-api/rounds/${round.round_id}/result`, staff, { '3top': '123', '2top': '23', '2bottom': '45' });
step('result recorded and settled', settled.payload);

const after = (await call('GET', '/cl-api/auth/me', member)).payload.credit;
const expected = before - 25 + 10 * rate('top_three') + 10 * rate('bottom_two');
step('member credit after', after);
const history = (await call('POST', '/lto-public-api/lotto/history', member, { name: LOTTERY, status: '', page: 1, limit: 25 })).payload;
step('slip', history.result[0]);
if (Math.abs(after - expected) > 0.001) throw new Error(`credit ${after}, expected ${expected}`);
step('paid exactly stake × rate', { expected });
