import {
  BACKOFFICE_PAGE_SIZE,
  BET_TYPES,
  limitedNumbersQuerySchema,
  lotteryCodeParamsSchema,
  ratesUpdateSchema,
  roundParamsSchema,
  staffRoundsQuerySchema,
  satangToBaht,
  th,
  YEEKEE_CODE,
  type BetType,
  type ExposureItem,
  type LimitedNumber,
  type LotteryRate,
  type LotteryResult,
  type Paged,
  type RatesUpdateInput,
  type StaffLottery,
  type StaffRound,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { bearerSecurity, envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { rateFromX100, rateToX100 } from '../../lotto/catalogue';
import { findLimitRules, findRateTable, numberKeyText } from '../../lotto/rates/repository';
import { applicableRule } from '../../lotto/rates/rules';
import { baht, bangkokDate, dateTime, offsetOf, pageOf, paged } from '../schemas';
import {
  countRounds,
  findAllRates,
  findExposure,
  findHighestLimitedRates,
  findLimitedNumbers,
  findLotteries,
  findRoundLottery,
  findRoundsPage,
  lockRateTable,
  updateRate,
} from './repository';

/** How many numbers the exposure view lists: the riskiest ones are what staff act on. */
const EXPOSURE_LIMIT = 200;

const betType = { type: 'string', enum: BET_TYPES } as const;
const rateItem = {
  type: 'object',
  required: ['type', 'rate'],
  properties: { type: betType, rate: { type: 'number', description: 'Baht paid per baht staked.' } },
} as const;
const rateTable = { type: 'array', items: rateItem } as const;

const staffRound = {
  type: 'object',
  required: [
    'id', 'lottery_code', 'lottery_name', 'slot', 'round_date', 'open_at', 'close_at', 'draw_at', 'state', 'is_yeekee',
    'result', 'settlement_version', 'yeekee_seed_hash', 'yeekee_seed', 'totals',
  ],
  properties: {
    id: { type: 'integer' },
    lottery_code: { type: 'string' },
    lottery_name: { type: 'string' },
    slot: { type: 'string' },
    round_date: bangkokDate,
    open_at: dateTime,
    close_at: dateTime,
    draw_at: dateTime,
    state: { type: 'string', enum: ['waiting', 'open', 'closed', 'settled'] },
    is_yeekee: { type: 'boolean', description: 'Drawn by the server only: staff can neither record its result nor move its times.' },
    result: { type: ['object', 'null'], additionalProperties: true },
    settlement_version: { type: 'integer', description: '0 until settled; each correction adds one.' },
    yeekee_seed_hash: { type: ['string', 'null'], description: 'Published before the round opens.' },
    yeekee_seed: { type: ['string', 'null'], description: 'Only once the draw time has passed.' },
    totals: {
      type: 'object',
      required: ['lines', 'winning_lines', 'stake', 'prize'],
      properties: { lines: { type: 'integer' }, winning_lines: { type: 'integer' }, stake: baht, prize: baht },
    },
  },
} as const;

const staffLottery = {
  type: 'object',
  required: ['code', 'name', 'category', 'result_kind', 'has_four_digits', 'is_yeekee', 'rates'],
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    category: { type: 'string', enum: ['single', 'stock'] },
    result_kind: { type: 'string', enum: ['government', 'digits'], description: 'The shape of the result form.' },
    has_four_digits: { type: 'boolean' },
    is_yeekee: { type: 'boolean' },
    rates: rateTable,
  },
} as const;

const limitedNumber = {
  type: 'object',
  required: ['id', 'lottery_code', 'round_id', 'type', 'number', 'rate', 'closed', 'stake_cap'],
  properties: {
    id: { type: 'integer' },
    lottery_code: { type: 'string' },
    round_id: { type: ['integer', 'null'], description: 'null: every round of the lottery.' },
    type: betType,
    number: { type: 'string', description: 'Canonical: todd numbers by sorted digits.' },
    rate: { type: ['number', 'null'] },
    closed: { type: 'boolean' },
    stake_cap: { type: ['number', 'null'], description: 'Baht.' },
  },
} as const;

const exposureItem = {
  type: 'object',
  required: ['type', 'number', 'stake', 'payout_if_wins', 'rate', 'limited'],
  properties: {
    type: betType,
    number: { type: 'string', description: 'Canonical: todd numbers by sorted digits.' },
    stake: { ...baht, description: 'Baht staked on the number by lines that stand.' },
    payout_if_wins: { ...baht, description: 'Baht the house pays if the number wins, at the rates the lines were placed at.' },
    rate: { type: 'number', description: 'The rate new bets on the number get now.' },
    limited: {
      type: ['object', 'null'],
      required: ['closed', 'stake_cap', 'rate'],
      properties: { closed: { type: 'boolean' }, stake_cap: { type: ['number', 'null'] }, rate: { type: ['number', 'null'] } },
    },
  },
} as const;

interface RoundsRequest {
  Querystring: { lottery_code?: string; date?: string; page: number };
}
interface RatesRequest {
  Params: { code: string };
  Body: RatesUpdateInput;
}
interface LimitedNumbersRequest {
  Querystring: { lottery_code?: string; round_id?: number };
}

const satangOrNull = (satang: bigint | null): number | null => (satang === null ? null : satangToBaht(satang));
const rateOrNull = (rateX100: number | null): number | null => (rateX100 === null ? null : rateFromX100(rateX100));
const inTypeOrder = (rates: Map<BetType, number>): LotteryRate[] =>
  BET_TYPES.filter((type) => rates.has(type)).map((type) => ({ type, rate: rateFromX100(rates.get(type)!) }));

/** Rounds by lottery and date, the lotteries and their rate tables, limited numbers and a round's exposure. */
export async function roundsRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const { db } = database;

  app.get<RoundsRequest>(
    '/admin-api/rounds',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Rounds of a lottery and/or a date with state, result and totals; of one date by closing time, else newest first',
        querystring: requestSchema(staffRoundsQuerySchema),
        response: envelopeResponses(pageOf(staffRound)),
      },
    },
    async (request) => {
      const { lottery_code: lotteryCode, date, page } = request.query;
      const filter = { lotteryCode, date };
      const [rows, total] = [await findRoundsPage(db, filter, BACKOFFICE_PAGE_SIZE, offsetOf(page)), await countRounds(db, filter)];
      const rounds = rows.map(
        (row): StaffRound => ({
          id: row.id,
          lottery_code: row.lottery_code,
          lottery_name: row.lottery_name,
          slot: row.slot,
          round_date: row.round_date,
          open_at: row.open_at.toISOString(),
          close_at: row.close_at.toISOString(),
          draw_at: row.draw_at.toISOString(),
          state: row.state,
          is_yeekee: row.lottery_code === YEEKEE_CODE,
          result: row.result as LotteryResult | null,
          settlement_version: row.settlement_version,
          yeekee_seed_hash: row.yeekee_commitment,
          // The seed decides the result: it is shown once the draw is due, never before.
          yeekee_seed: row.drawn ? row.yeekee_seed : null,
          totals: {
            lines: Number(row.lines ?? 0),
            winning_lines: Number(row.winning_lines ?? 0),
            stake: satangToBaht(BigInt(row.stake ?? 0)),
            prize: satangToBaht(BigInt(row.prize ?? 0)),
          },
        }),
      );
      return success<Paged<StaffRound>>(paged(rounds, total, page));
    },
  );

  app.get(
    '/admin-api/lotteries',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Every lottery with its result shape and its rate table',
        response: envelopeResponses({ type: 'array', items: staffLottery }),
      },
    },
    async () => {
      const [lotteries, rates] = [await findLotteries(db), await findAllRates(db)];
      const tables = new Map<string, Map<BetType, number>>();
      for (const rate of rates) {
        const table = tables.get(rate.lottery_code) ?? new Map<BetType, number>();
        tables.set(rate.lottery_code, table.set(rate.bet_type, rate.rate_x100));
      }
      return success<StaffLottery[]>(
        lotteries.map((lottery) => ({
          code: lottery.code,
          name: lottery.name,
          category: lottery.category,
          result_kind: lottery.result_kind,
          has_four_digits: lottery.has_four_digits,
          is_yeekee: lottery.code === YEEKEE_CODE,
          rates: inTypeOrder(tables.get(lottery.code) ?? new Map()),
        })),
      );
    },
  );

  app.put<RatesRequest>(
    '/admin-api/lotteries/:code/rates',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: "Change a lottery's pay rates (admin): new bets only, placed lines keep their rates",
        params: requestSchema(lotteryCodeParamsSchema),
        body: requestSchema(ratesUpdateSchema),
        response: envelopeResponses(rateTable),
      },
    },
    async (request) => {
      const code = request.params.code;
      const { rates } = request.body;
      const table = await db.transaction().execute(async (trx) => {
        const current = await lockRateTable(trx, code);
        if (current.size === 0) throw new DomainError('lotteryNotFound');
        if (rates.some((rate) => !current.has(rate.type))) throw new DomainError('betTypeNotOffered');
        const highestLimited = await findHighestLimitedRates(trx, code);
        // A limited number's reduced rate stays at or below its type's rate.
        if (rates.some((rate) => rateToX100(rate.rate) < (highestLimited.get(rate.type) ?? 0))) {
          throw new DomainError('invalid', { message: th.staff.rateBelowLimited });
        }
        const changed = rates.filter((rate) => current.get(rate.type) !== rateToX100(rate.rate));
        for (const rate of changed) await updateRate(trx, code, rate.type, rateToX100(rate.rate));
        if (changed.length > 0) {
          await recordAudit(trx, {
            actorId: request.member.id,
            action: 'rates.update',
            targetType: 'lottery',
            targetId: code,
            before: Object.fromEntries(changed.map((rate) => [rate.type, rateFromX100(current.get(rate.type)!)])),
            after: Object.fromEntries(changed.map((rate) => [rate.type, rate.rate])),
          });
        }
        return new Map([...current, ...changed.map((rate): [BetType, number] => [rate.type, rateToX100(rate.rate)])]);
      });
      return success(inTypeOrder(table), th.staff.ratesSaved);
    },
  );

  app.get<LimitedNumbersRequest>(
    '/admin-api/limited-numbers',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: "Limited numbers (เลขอั้น) of a lottery, or those that apply to a round (its own and its lottery's)",
        querystring: requestSchema(limitedNumbersQuerySchema),
        response: envelopeResponses({ type: 'array', items: limitedNumber }),
      },
    },
    async (request) => {
      const { lottery_code: lotteryCode, round_id: roundId } = request.query;
      let round: { id: number; lotteryCode: string } | undefined;
      if (roundId !== undefined) {
        const found = await findRoundLottery(db, roundId);
        if (!found) throw new DomainError('roundNotFound');
        round = { id: found.id, lotteryCode: found.lottery_code };
      }
      const rows = await findLimitedNumbers(db, { lotteryCode, round });
      return success<LimitedNumber[]>(
        rows.map((row) => ({
          id: row.id,
          lottery_code: row.lottery_code,
          round_id: row.round_id,
          type: row.bet_type,
          number: row.number,
          rate: rateOrNull(row.rate_x100),
          closed: row.closed,
          stake_cap: satangOrNull(row.stake_cap),
        })),
      );
    },
  );

  app.get<{ Params: { round_id: number } }>(
    '/admin-api/rounds/:round_id/exposure',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: `A round's exposure: per number and type the stake and the payout if it wins, largest payout first (top ${EXPOSURE_LIMIT})`,
        params: requestSchema(roundParamsSchema),
        response: envelopeResponses({ type: 'array', items: exposureItem }),
      },
    },
    async (request) => {
      const round = await findRoundLottery(db, request.params.round_id);
      if (!round) throw new DomainError('roundNotFound');
      const exposure = await findExposure(db, round.id, EXPOSURE_LIMIT);
      const [baseRates, rules] = [
        await findRateTable(db, round.lottery_code),
        await findLimitRules(db, { lotteryCode: round.lottery_code, roundId: round.id, keys: exposure }),
      ];
      return success<ExposureItem[]>(
        exposure.map((item) => {
          const rule = applicableRule(rules.get(numberKeyText(item)) ?? []);
          return {
            type: item.type,
            number: item.number,
            stake: satangToBaht(item.stake),
            payout_if_wins: satangToBaht(item.payout),
            rate: rateFromX100(rule?.rate_x100 ?? baseRates.get(item.type) ?? 0),
            limited: rule ? { closed: rule.closed, stake_cap: satangOrNull(rule.stake_cap), rate: rateOrNull(rule.rate_x100) } : null,
          };
        }),
      );
    },
  );
}
