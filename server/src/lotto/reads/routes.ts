import {
  betDetailGroupSchema,
  betRunningReplySchema,
  historyReplySchema,
  listOf,
  lotteryListItemSchema,
  lotteryResultItemSchema,
  payRateItemSchema,
  resultDatesReplySchema,
  svgImage,
  yeekeeOpenRoundSchema,
  BET_TYPE_INFO,
  BET_TYPES,
  compareRunningRounds,
  lotteryByCode,
  offeredBetTypes,
  oddsOf,
  satangToBaht,
  stakeRate,
  type BetDetailLine,
  type LotteryResultItem,
  type LotteryShape,
  type PayRateItem,
  type RunningRound,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Schema } from 'yup';
import type { Database } from '../../db/database';
import { envelopeResponses, fileResponses, success } from '../../http/envelope';
import type { Contract, YupTypeProvider } from '../../http/requestSchema';
import { cachedSuccess } from '../../http/cachedReply';
import { memberRoute } from '../../http/memberRoute';
import { rateFromX100 } from '../catalogue';
import { findStakeBands } from '../rates/repository';
import type { NotificationListener } from '../../db/notifications';
import { ReadModelCache } from './cache';
import { lotteryLogoSvg } from './logo';
import { groupByBetType, historyDetailQuery, historyQuery, lineOutcome, payRateLottery, resultQuery, slipBetStatus } from './rules';
import { betResultBody, historyBody, historyDetailBody, logoParams, payRateBody, resultDatesBody } from './schemas';
import {
  findActiveLotteries,
  findHistoryPage,
  findLottery,
  findLotteryRates,
  findMemberRoundLines,
  findOpenYeekeeRound,
  findResultDates,
  findResultRounds,
  findRunningRounds,
} from './repository';
import { DomainError } from '../../errors/errors';

/** bet_result answers at most this many results: enough for a whole day of yeekee (96 draws). */
const RESULT_LIST_LIMIT = 100;
/** result_dates answers at most this many draw dates. */
const RESULT_DATES_LIMIT = 100;
const LOGO_CACHE_CONTROL = 'public, max-age=86400';

type RoundRow = Awaited<ReturnType<typeof findRunningRounds>>[number];

function toRunningRound(row: RoundRow): RunningRound {
  return {
    round_id: String(row.id),
    code: row.lottery_code,
    name: row.name,
    logo: row.logo,
    type: row.category,
    date: row.round_date,
    start_at: row.open_at.toISOString(),
    end_at: row.close_at.toISOString(),
    result: row.result,
    result_date: row.result ? row.round_date : null,
    ...(row.yeekee_commitment !== null && { commitment: row.yeekee_commitment }),
  };
}

function toResultItem(row: RoundRow): LotteryResultItem {
  return {
    round_id: String(row.id),
    name: row.name,
    code: row.lottery_code,
    logo: row.logo,
    type: row.category,
    result_date: row.round_date,
    draw_at: row.draw_at.toISOString(),
    // The query takes rounds with a result only.
    result: row.result as unknown as LotteryResultItem['result'],
    // The seed is revealed with the result, never before (findResultRounds lists drawn rounds only).
    ...(row.yeekee_commitment !== null && {
      seed: row.yeekee_seed,
      commitment: row.yeekee_commitment,
      draw_version: row.yeekee_draw_version,
      shots_digest: row.yeekee_shots_digest,
    }),
  };
}

/** The lottery read calls of docs/api-conventions.md#calls at POST /lto-public-api/lotto/<name>, and the logos. */
export async function lottoReadRoutes(
  fastify: FastifyInstance,
  { database, notifications }: { database: Database; notifications?: NotificationListener },
): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;
  const memberCall = <T, B = unknown>(summary: string, reply: Schema<T>, body?: Contract<B>) =>
    memberRoute(app, { tag: 'lotto', summary, response: envelopeResponses(reply), body });

  const cache = new ReadModelCache(db, { notifications, committedWrites: database.committedWrites });
  await cache.start();
  fastify.addHook('onClose', async () => cache.stop());
  const sendBetRunning = cachedSuccess();
  const sendPayRates = cachedSuccess();

  /**
   * The pay rates, stake bands and true odds of an active lottery's offered types, with the shape
   * of its result the odds depend on; null when there is no such lottery.
   */
  async function payRates(code: string): Promise<{ shape: LotteryShape; items: PayRateItem[] } | null> {
    const lottery = await findLottery(db, code);
    if (!lottery?.active) return null;
    const shape: LotteryShape = { resultKind: lottery.result_kind, hasFourDigits: lottery.has_four_digits };
    const definition = lotteryByCode(code);
    const offered = definition ? offeredBetTypes(definition) : BET_TYPES;
    const rates = new Map((await findLotteryRates(db, code)).map((row) => [row.bet_type, row.rate_x100]));
    const bands = await findStakeBands(db, code);
    const items = offered.flatMap((type): PayRateItem[] => {
      const rateX100 = rates.get(type);
      if (rateX100 === undefined) return [];
      const info = BET_TYPE_INFO[type];
      const rate = rateFromX100(rateX100);
      return [
        {
          _id: `${code}:${type}`,
          type,
          name: info.label,
          rate,
          padSize: info.digits,
          bands: bands.get(type) ?? [],
          ...oddsOf(type, rate, shape),
        },
      ];
    });
    return { shape, items };
  }

  app.post(
    '/lto-public-api/lotto/bet_running',
    memberCall('Per lottery, the round open for bets (or the next to open): single and stock lotteries', betRunningReplySchema),
    async (_request, reply) =>
      sendBetRunning(
        reply,
        await cache.get('bet_running', async () => {
          const now = new Date();
          const rows = await findRunningRounds(db, now);
          const rounds = [...rows]
            .sort((a, b) => a.sort_order - b.sort_order)
            .map(toRunningRound)
            .sort(compareRunningRounds(now));
          return {
            value: {
              single: rounds.filter((round) => round.type === 'single'),
              stock: rounds.filter((round) => round.type === 'stock'),
            },
            // The list and its order hold until a listed round opens or closes.
            validUntil: Math.min(...rows.map((row) => (row.open_at > now ? row.open_at : row.close_at).getTime())),
          };
        }),
      ),
  );

  // Public: visitors may see results (docs/api-conventions.md#roles) (the home page's result cards, the result pages).
  app.post(
    '/lto-public-api/lotto/bet_result',
    {
      schema: {
        tags: ['lotto'],
        summary:
          "Recorded results: one lottery's draws newest first (name), or each lottery's newest draw in catalogue order; optionally of one draw date",
        body: betResultBody,
        response: envelopeResponses(listOf(lotteryResultItemSchema)),
      },
    },
    async (request) => {
      const { code, date } = resultQuery(request.body);
      const rows = await findResultRounds(db, { code, date, latestPerLottery: code === null, limit: RESULT_LIST_LIMIT });
      return success(rows.map(toResultItem));
    },
  );

  // Public like bet_result: the result check page's picker of the draws that exist.
  app.post(
    '/lto-public-api/lotto/result_dates',
    {
      schema: {
        tags: ['lotto'],
        summary: 'The Bangkok dates on which a lottery (name) has a recorded result, newest first',
        body: resultDatesBody,
        response: envelopeResponses(resultDatesReplySchema),
      },
    },
    async (request) => success(await findResultDates(db, request.body.name, RESULT_DATES_LIMIT)),
  );

  // Public: anyone may note the commitment before the round closes, to check the seed against it later.
  app.post(
    '/lto-public-api/lotto/yeekee_round',
    {
      schema: {
        tags: ['lotto'],
        summary: 'The yeekee round open now and the sha256 of its seed, published before it closes; null when none is open',
        response: envelopeResponses(yeekeeOpenRoundSchema.nullable()),
      },
    },
    async () => {
      const round = await findOpenYeekeeRound(db, new Date());
      return success(
        round
          ? {
              round_id: String(round.id),
              start_at: round.open_at.toISOString(),
              end_at: round.close_at.toISOString(),
              // The query takes rounds with a commitment only.
              commitment: round.yeekee_commitment!,
            }
          : null,
      );
    },
  );

  app.post(
    '/lto-public-api/lotto/lotto_list',
    memberCall('The active lotteries, in display order', listOf(lotteryListItemSchema)),
    async () => success(await findActiveLotteries(db)),
  );

  app.post(
    '/lto-public-api/lotto/pay_rate',
    memberCall("A lottery's current pay rates of the bet types it offers", listOf(payRateItemSchema), payRateBody),
    async (request, reply) => {
      const code = payRateLottery(request.body);
      // Only the catalogue's codes are kept: a member cannot fill the cache with made-up names.
      const rates = lotteryByCode(code)
        ? await cache.get(`pay_rate:${code}`, async () => ({ value: await payRates(code), validUntil: Infinity }))
        : await payRates(code);
      if (!rates) throw new DomainError('lotteryNotFound');
      const { amount } = request.body;
      if (amount === undefined) return sendPayRates(reply, rates.items);
      // At a stake, each type's rate is its band's (docs/lottery-rules.md#stake-bands), and so is its return.
      return success(
        rates.items.map((item) => {
          const rate = stakeRate(item.bands ?? [], item.rate, amount);
          return { ...item, rate, ...oddsOf(item.type, rate, rates.shape) };
        }),
      );
    },
  );

  app.post(
    '/lto-public-api/lotto/history',
    memberCall("The member's bet slips, newest first, 25 a page", historyReplySchema, historyBody),
    async (request) => {
      const { code, status, page, limit } = historyQuery(request.body);
      const memberId = request.member.id;
      const filter = { code, status };
      const { total, rows } = await findHistoryPage(db, memberId, filter, { limit, offset: (page - 1) * limit });
      return success({
        result: rows.map((row) => ({
          slip_id: String(row.id),
          round_id: String(row.round_id),
          name: row.name,
          code: row.lottery_code,
          logo: row.logo,
          createdAt: row.created_at.toISOString(),
          round_date: row.round_date,
          amount: satangToBaht(row.total),
          prize: satangToBaht(row.prize ?? 0n),
          status: slipBetStatus(row.status, row.has_winning_line, row.round_settled),
        })),
        page,
        total,
      });
    },
  );

  app.post(
    '/lto-public-api/lotto/history_detail',
    memberCall(
      "The member's lines of a round by bet type: of one slip when date (its createdAt) is given",
      listOf(betDetailGroupSchema),
      historyDetailBody,
    ),
    async (request) => {
      const { roundId, slipCreatedAt } = historyDetailQuery(request.body);
      // Only the member's own lines are read: another member's round or slip answers an empty list.
      const rows = await findMemberRoundLines(db, request.member.id, roundId, slipCreatedAt);
      const lines = rows.map((row): BetDetailLine => ({
        _id: String(row.id),
        number: row.number,
        type: row.bet_type,
        amount: satangToBaht(row.amount),
        rate: rateFromX100(row.rate_x100),
        prize: satangToBaht(row.prize),
        ...lineOutcome({ status: row.status, betType: row.bet_type }, { settled: row.round_settled, result: row.result }),
      }));
      return success(groupByBetType(lines).map(({ type, items }) => ({ type, place_bet: items })));
    },
  );

  app.get(
    '/lto-public-api/lotto/logo/:code.svg',
    {
      schema: {
        tags: ['lotto'],
        summary: "A lottery's logo: a coloured circle with its short Thai name (public, cached a day)",
        params: logoParams,
        response: fileResponses(svgImage()),
      },
    },
    async (request, reply) => {
      const lottery = await findLottery(db, request.params.code);
      if (!lottery) throw new DomainError('lotteryNotFound');
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', LOGO_CACHE_CONTROL)
        .send(lotteryLogoSvg(lottery.code, lottery.name));
    },
  );
}
