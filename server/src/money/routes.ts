import { createHash, randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  bahtToSatang,
  bankById,
  depositBankSchema,
  fileBytes,
  moneyTransactionSchema,
  STATEMENT_PAGE_SIZE,
  statementReplySchema,
  th,
  uploadSlipReplySchema,
  WITHDRAW_MAX_BAHT,
  withdrawAllowanceSchema,
  WITHDRAWALS_PER_DAY,
  depositQrSchema,
  depositQrStatusSchema,
  nothing,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { envelopeResponses, fileResponses, success } from '../http/envelope';
import type { YupTypeProvider } from '../http/requestSchema';
import { memberRoute } from '../http/memberRoute';
import { answerOnce, idempotencyScope, sendAnswer } from '../idempotency/idempotency';
import {
  countStatement,
  countUnusedSlips,
  countWithdrawalsToday,
  findActiveSiteBankAccount,
  findSlip,
  findSlipForDeposit,
  findStatementPage,
  insertSlip,
  isImageUsed,
} from './repository';
import { requestDeposit, requestWithdrawal, toMoneyTransaction } from './requests';
import {
  detectImageType,
  paging,
  SLIP_MAX_BYTES,
  slipDownloadName,
  slipIdFromUrl,
  slipUrl,
  UNUSED_SLIP_LIFETIME_MS,
  UNUSED_SLIPS_PER_MEMBER,
  type SlipContentType,
} from './rules';
import { slipQrReader } from './slipQrReader';
import {
  depositBody,
  depositQrBody,
  depositQrStatusBody,
  idempotencyKeyHeader,
  slipParams,
  slipUploadBody,
  statementBody,
  withdrawBody,
  withdrawPinBody,
} from './schemas';
import { depositQrStatus, reserveDepositQr } from './depositQr';
import { checkWithdrawPin, readPinState, setWithdrawPin } from './withdrawPin';
import { passwordHasher, type PasswordHashCost } from '../auth/passwords';
import { verifySlipDeposit, type SlipVerifier } from './slipVerify';
import { DomainError } from '../errors/errors';
import { refuseWhileOnBreak } from '../protection/protection';

/** 24 random bytes: a slip's address cannot be guessed (and is checked against its owner anyway). */
const newSlipId = () => randomBytes(24).toString('base64url');

/** The member money calls of docs/api-conventions.md#calls and the slip images behind them. */
export interface MoneyRoutesOptions {
  database: Database;
  /** SLIP_VERIFY_URL's client; none: slips wait for staff or a statement line. */
  slipVerifier?: SlipVerifier | null;
  /** Cost of new PIN hashes; tests lower it. */
  passwordHashCost?: PasswordHashCost;
  /** SLIP_QR_READ_MS; by default the reader's own bound. */
  slipQrReadMs?: number;
}

export async function moneyRoutes(
  fastify: FastifyInstance,
  { database, slipVerifier = null, passwordHashCost, slipQrReadMs }: MoneyRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = database;
  // The withdrawal PIN is hashed as passwords are (argon2id).
  const passwords = passwordHasher(passwordHashCost);
  // Registered here, not on the whole app: the slip upload is the only multipart call.
  await app.register(fastifyMultipart, { limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  if (slipQrReadMs !== undefined) slipQrReader.setReadMs(slipQrReadMs);
  app.addHook('onReady', async () => slipQrReader.warm());
  app.addHook('onClose', async () => {
    await slipQrReader.close();
  });

  app.post(
    '/lto-public-api/upload_slip',
    memberRoute(app, {
      tag: 'money',
      summary: 'Upload a transfer slip image (multipart field `file`: JPEG, PNG, GIF or WebP, at most 5 MB)',
      consumes: ['multipart/form-data'],
      // The multipart parser leaves the body empty: the handler reads the file part itself.
      body: slipUploadBody,
      response: envelopeResponses(uploadSlipReplySchema),
    }),
    async (request) => {
      await app.maintenance.refuse('deposit');
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new DomainError('slipFileRequired');
        data = await part.toBuffer();
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new DomainError('slipTooLarge');
        // Reading the upload only parses what the client sent (not multipart, no boundary, cut
        // short, too many parts): whatever fails here is the client's request, not the server.
        throw new DomainError('slipUploadFailed');
      }
      const contentType = detectImageType(data);
      if (!contentType) throw new DomainError('slipNotImage');
      // Only the hash is worked out here (about 5 ms for 5 MB); the QR code is read when the slip is reported.
      const sha256 = createHash('sha256').update(data).digest('hex');
      // Told now rather than after the form is filled in; the deposit checks again.
      if (await isImageUsed(db, sha256)) throw new DomainError('slipImageUsed');
      const memberId = request.member.id;
      await refuseWhileOnBreak(db, memberId, new Date());
      const dayAgo = new Date(Date.now() - UNUSED_SLIP_LIFETIME_MS);
      if ((await countUnusedSlips(db, memberId, dayAgo)) >= UNUSED_SLIPS_PER_MEMBER) {
        throw new DomainError('tooManyUnusedSlips');
      }
      const id = newSlipId();
      await insertSlip(db, { id, memberId, contentType, data, sha256 });
      return success({ file_url: slipUrl(id) }, th.money.uploadSuccess);
    },
  );

  app.get(
    '/lto-public-api/slip/:id',
    memberRoute(app, {
      tag: 'money',
      summary: 'A slip image, to the member who uploaded it and to staff',
      params: slipParams,
      response: fileResponses(fileBytes('The image bytes, with their stored content type.')),
    }),
    async (request, reply) => {
      const slip = await findSlip(db, request.params.id);
      const mayRead = slip && (slip.member_id === request.member.id || request.member.role !== 'member');
      // 404 rather than 403: another member learns nothing, not even that the slip exists.
      if (!slip || !mayRead) throw new DomainError('notFound');
      // A member's upload is never a page of this site: downloaded, not shown inline, and inert if opened.
      return reply
        .header('Content-Type', slip.content_type)
        .header(
          'Content-Disposition',
          `attachment; filename="${slipDownloadName(request.params.id, slip.content_type as SlipContentType)}"`,
        )
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(slip.data));
    },
  );

  app.post(
    '/lto-public-api/deposit',
    memberRoute(app, {
      tag: 'money',
      summary: 'Report a transfer to the site: a pending deposit, credited when staff approve it',
      headers: idempotencyKeyHeader,
      body: depositBody,
      response: envelopeResponses(moneyTransactionSchema),
    }),
    async (request, reply) => {
      // Before anything else: a closed module costs no slip read.
      await app.maintenance.refuse('deposit');
      const input = request.body;
      const slipId = slipIdFromUrl(input.file_url);
      const slip = slipId ? await findSlipForDeposit(db, slipId) : undefined;
      // Another member's slip is reported as missing, so slip ids cannot be probed.
      if (!slipId || !slip || slip.member_id !== request.member.id) throw new DomainError('depositSlipNotFound');
      // Read before the transaction opens, on a worker thread: decoding takes a while and needs no lock.
      // A slip not read in time is held for staff as unreadable; the approval reads it again.
      const qr = await slipQrReader.read(slip.data, slip.content_type as SlipContentType);
      // The schema has checked the decimals, so the amount converts.
      const amount = bahtToSatang(input.amount) as bigint;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(
          await requestDeposit(trx, request.member.id, {
            amount,
            bankId: input.bank_id,
            transferTime: input.time,
            slip: { id: slipId, sha256: slip.sha256, qr },
          }),
          th.money.depositSuccess,
        ),
      );
      // After the deposit is kept: the service's answer is evidence like a statement line, and
      // its failure leaves the deposit pending for staff as before.
      if (slipVerifier && qr.status === 'read' && !answer.replayed && answer.statusCode === 200) {
        await verifySlipDeposit(db, slipVerifier, {
          memberId: request.member.id,
          reference: qr.reference,
          sendingBank: qr.sendingBank,
          log: request.log,
        });
      }
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/lto-public-api/withdraw',
    memberRoute(app, {
      tag: 'money',
      summary: "Ask for a withdrawal to the member's bank account: the amount is held at once",
      headers: idempotencyKeyHeader,
      body: withdrawBody,
      response: envelopeResponses(moneyTransactionSchema),
    }),
    async (request, reply) => {
      // First: while withdrawals are closed no PIN is checked, so none is counted wrong.
      await app.maintenance.refuse('withdraw');
      // Before the transaction: the hash takes a while, and a wrong PIN is counted whatever follows.
      await checkWithdrawPin(db, passwords, request.member.id, request.body.pin);
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await requestWithdrawal(trx, request.member.id, request.body), th.money.withdrawSuccess),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.put(
    '/cl-api/auth/withdraw-pin',
    memberRoute(app, {
      tag: 'money',
      summary: "Set or change the member's 6-digit withdrawal PIN, with the account's password",
      body: withdrawPinBody,
      response: envelopeResponses(nothing()),
    }),
    async (request) => {
      await setWithdrawPin(db, passwords, request.member.id, request.body);
      return success(null, th.money.withdrawPinSaved);
    },
  );

  app.post(
    '/lto-public-api/deposit_qr',
    memberRoute(app, {
      tag: 'money',
      summary: 'A Thai QR of an exact amount that names the member: paid, it is credited by the bank statement line',
      body: depositQrBody,
      response: envelopeResponses(depositQrSchema),
    }),
    async (request) => {
      await app.maintenance.refuse('deposit');
      // The schema has checked the decimals, so the amount converts.
      const amount = bahtToSatang(request.body.amount) as bigint;
      return success(await reserveDepositQr(db, request.member.id, amount), th.money.depositQrReady);
    },
  );

  app.post(
    '/lto-public-api/deposit_qr_status',
    memberRoute(app, {
      tag: 'money',
      summary: "A QR deposit's state: waiting (would still be credited), credited, or expired",
      body: depositQrStatusBody,
      response: envelopeResponses(depositQrStatusSchema),
    }),
    async (request) => success(await depositQrStatus(db, request.member.id, request.body.reference)),
  );

  app.post(
    '/lto-public-api/withdraw_allowance',
    memberRoute(app, {
      tag: 'money',
      summary: 'How many withdrawals the member has asked for today (Bangkok time) and the limits',
      response: envelopeResponses(withdrawAllowanceSchema),
    }),
    async (request) => {
      const pin = await readPinState(db, request.member.id);
      return success({
        count_today: await countWithdrawalsToday(db, request.member.id),
        max_per_day: WITHDRAWALS_PER_DAY,
        max_amount: WITHDRAW_MAX_BAHT,
        pin_set: pin.set,
        pin_locked_until: pin.lockedUntil?.toISOString() ?? null,
      });
    },
  );

  app.post(
    '/lto-public-api/bank_deposit',
    memberRoute(app, {
      tag: 'money',
      summary: "The site's bank account to transfer a deposit to",
      response: envelopeResponses(depositBankSchema),
    }),
    async () => {
      const account = await findActiveSiteBankAccount(db);
      const bank = account && bankById(account.bank_id);
      if (!account || !bank) throw new DomainError('noReceivingAccount');
      return success({
        bank_id: bank.id,
        short_name: bank.short_name,
        name: bank.name,
        account_name: account.account_name,
        account_number: account.account_number,
      });
    },
  );

  app.post(
    '/lto-public-api/transaction',
    memberRoute(app, {
      tag: 'money',
      summary: "The member's deposits and withdrawals, newest first, 50 a page",
      body: statementBody,
      response: envelopeResponses(statementReplySchema),
    }),
    async (request) => {
      const { type, page } = request.body;
      const memberId = request.member.id;
      const [rows, total] = [
        await findStatementPage(db, memberId, { type, limit: STATEMENT_PAGE_SIZE, offset: (page - 1) * STATEMENT_PAGE_SIZE }),
        await countStatement(db, memberId, type),
      ];
      return success({
        data: rows.map(toMoneyTransaction),
        limit: STATEMENT_PAGE_SIZE,
        paging: paging(total, page),
        total,
      });
    },
  );
}
