import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  bahtToSatang,
  bankById,
  depositRequestSchema,
  STATEMENT_PAGE_SIZE,
  th,
  validationMessages as m,
  type DepositBank,
  type Statement,
  type StatementRequest,
  type UploadSlipPayload,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { bearerSecurity, envelopeResponses, failureSchema, success } from '../http/envelope';
import { ApiError } from '../http/errors';
import { answerOnce, idempotencyScope, sendAnswer } from '../idempotency/idempotency';
import { countStatement, findActiveSiteBankAccount, findSlip, findStatementPage, insertSlip } from './repository';
import { requestDeposit, requestWithdrawal, toMoneyTransaction } from './requests';
import { detectImageType, paging, SLIP_MAX_BYTES, slipIdFromUrl, slipUrl } from './rules';
import {
  depositBankPayload,
  depositBody,
  idempotencyKeyHeader,
  moneyTransaction,
  pageOf,
  statementBody,
  uploadSlipPayload,
  withdrawBody,
} from './schemas';
import { validateBody } from '../http/validation';

/** 24 random bytes: a slip's address cannot be guessed (and is checked against its owner anyway). */
const newSlipId = () => randomBytes(24).toString('base64url');

/** The member money calls of SPEC.md section 7 and the slip images behind them. */
export async function moneyRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const { db } = database;
  // Registered here, not on the whole app: the slip upload is the only multipart call.
  await app.register(fastifyMultipart, { limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post(
    '/lto-public-api/upload_slip',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['money'],
        security: bearerSecurity,
        summary: 'Upload a transfer slip image (multipart field `file`: JPEG, PNG, GIF or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        // Documents the form; multipart bodies are read by the handler, not validated by Fastify.
        body: { type: 'object', nullable: true, properties: { file: { type: 'string', format: 'binary' } } },
        response: envelopeResponses(uploadSlipPayload),
      },
    },
    async (request) => {
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new ApiError(400, 'VALIDATION', m.slip.fileRequired);
        data = await part.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new ApiError(413, 'VALIDATION', m.slip.tooLarge);
        // Not multipart, cut short, too many parts: the client's request, not the server.
        if ((error as { statusCode?: number }).statusCode !== undefined) throw new ApiError(400, 'VALIDATION', th.money.uploadFailed);
        throw error;
      }
      const contentType = detectImageType(data);
      if (!contentType) throw new ApiError(400, 'VALIDATION', m.slip.notImage);
      const id = newSlipId();
      await insertSlip(db, { id, memberId: request.member.id, contentType, data });
      return success<UploadSlipPayload>({ file_url: slipUrl(id) }, th.money.uploadSuccess);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/lto-public-api/slip/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['money'],
        security: bearerSecurity,
        summary: 'A slip image, to the member who uploaded it and to staff',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        response: {
          200: { description: 'The image bytes, with their stored content type.', type: 'string', format: 'binary' },
          '4xx': failureSchema,
          '5xx': failureSchema,
        },
      },
    },
    async (request, reply) => {
      const slip = await findSlip(db, request.params.id);
      const mayRead = slip && (slip.member_id === request.member.id || request.member.role !== 'member');
      // 404 rather than 403: another member learns nothing, not even that the slip exists.
      if (!slip || !mayRead) throw new ApiError(404, 'NOT_FOUND', th.errors.notFound);
      return reply
        .header('Content-Type', slip.content_type)
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(slip.data));
    },
  );

  app.post(
    '/lto-public-api/deposit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['money'],
        security: bearerSecurity,
        summary: 'Report a transfer to the site: a pending deposit, credited when staff approve it',
        headers: idempotencyKeyHeader,
        body: depositBody,
        response: envelopeResponses(moneyTransaction),
      },
    },
    async (request, reply) => {
      const input = await validateBody(depositRequestSchema, request.body);
      const slipId = slipIdFromUrl(input.file_url);
      if (!slipId) throw new ApiError(400, 'VALIDATION', m.deposit.slipNotFound);
      // The schema has checked the decimals, so the amount converts.
      const amount = bahtToSatang(input.amount) as bigint;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(
          await requestDeposit(trx, request.member.id, { amount, bankId: input.bank_id, transferTime: input.time, slipId }),
          th.money.depositSuccess,
        ),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/lto-public-api/withdraw',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['money'],
        security: bearerSecurity,
        summary: 'Ask for a withdrawal to the member\'s bank account: the amount is held at once',
        headers: idempotencyKeyHeader,
        body: withdrawBody,
        response: envelopeResponses(moneyTransaction),
      },
    },
    async (request, reply) => {
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await requestWithdrawal(trx, request.member.id, request.body), th.money.withdrawSuccess),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/lto-public-api/bank_deposit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['money'],
        security: bearerSecurity,
        summary: 'The site\'s bank account to transfer a deposit to',
        response: envelopeResponses(depositBankPayload),
      },
    },
    async () => {
      const account = await findActiveSiteBankAccount(db);
      const bank = account && bankById(account.bank_id);
      if (!account || !bank) throw new ApiError(404, 'NOT_FOUND', th.money.noReceivingAccount);
      return success<DepositBank>({
        bank_id: bank.id,
        short_name: bank.short_name,
        name: bank.name,
        account_name: account.account_name,
        account_number: account.account_number,
      });
    },
  );

  app.post<{ Body: Required<StatementRequest> }>(
    '/lto-public-api/transaction',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['money'],
        security: bearerSecurity,
        summary: 'The member\'s deposits and withdrawals, newest first, 50 a page',
        body: statementBody,
        response: envelopeResponses(pageOf(moneyTransaction)),
      },
    },
    async (request) => {
      const { type, page } = request.body;
      const memberId = request.member.id;
      const [rows, total] = [
        await findStatementPage(db, memberId, { type, limit: STATEMENT_PAGE_SIZE, offset: (page - 1) * STATEMENT_PAGE_SIZE }),
        await countStatement(db, memberId, type),
      ];
      return success<Statement>({
        data: rows.map(toMoneyTransaction),
        limit: STATEMENT_PAGE_SIZE,
        paging: paging(total, page),
        total,
      });
    },
  );
}
