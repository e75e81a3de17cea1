import {
  accountNumberCheckSchema,
  availabilitySchema,
  bankById,
  currentUserSchema,
  loginReplySchema,
  loginSchema,
  memberBanksReplySchema,
  nothing,
  refreshRequestSchema,
  registerRequestSchema,
  satangToBaht,
  tokenPairSchema,
  totpLoginSchema,
  usernameCheckSchema,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { envelopeResponses, success } from '../http/envelope';
import { memberRoute } from '../http/memberRoute';
import { findMemberById, isAccountNumberTaken, isUsernameTaken, listMemberBankAccounts } from '../members/repository';
import { deviceCookieHeader, deviceOf } from './deviceCookie';
import { checkLogin } from './login';
import { DEFAULT_PASSWORD_HASH_COST, passwordHasher, type PasswordHashCost } from './passwords';
import { registerMember } from './registration';
import { requestSchema, type YupTypeProvider } from '../http/requestSchema';
import { endSession, refreshSession, startSession } from './sessions';
import { DomainError } from '../errors/errors';
import { checkSecondFactorCode } from './secondFactor/secondFactor';
import { findSecondFactor } from './secondFactor/repository';

export interface AuthRoutesOptions {
  database: Database;
  /** Cost of new password hashes; tests lower it. */
  passwordHashCost?: PasswordHashCost;
}

const refreshTokenBody = requestSchema(refreshRequestSchema);

export async function authRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = options.database;
  const passwords = passwordHasher(options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST);

  app.post(
    '/cl-api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: "Log in with phone number and password; every refusal is 401 'Username หรือ Password ผิด'",
        description:
          'More than 5 failures for one phone number from one address, or 30 from one address, in 15 minutes lock that address; once 5 addresses have tried one phone number its next attempts wait (1 s, 2 s, 4 s … at most 60 s). Both answer 429 RATE_LIMITED. A success sets the device cookie lotto_device; with it a browser counts only its own failures (5 lock it). ' +
          'A staff member with a second factor gets no tokens here but {totp_required: true, challenge}: send the challenge and a code to /cl-api/auth/login/totp.',
        body: requestSchema(loginSchema),
        response: envelopeResponses(loginReplySchema),
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const device = deviceOf(app.accessTokens, request.headers.cookie, username);
      const claims = await checkLogin(db, passwords, { username, password, address: request.ip, deviceId: device?.deviceId });
      reply.header('set-cookie', deviceCookieHeader(app.accessTokens, username, { ...device, secure: request.protocol === 'https' }));
      if (claims.role !== 'member' && (await findSecondFactor(db, claims.memberId))?.confirmed_at) {
        return success({ totp_required: true as const, challenge: app.accessTokens.secondFactor.signChallenge(claims.memberId) });
      }
      return success(await startSession(db, app.accessTokens, claims));
    },
  );

  app.post(
    '/cl-api/auth/login/totp',
    {
      schema: {
        tags: ['auth'],
        summary: "A staff login's second step: the challenge of /cl-api/auth/login and a 6-digit TOTP or a backup code give the token pair",
        description:
          "A TOTP is accepted once (a code already used, even within its 30 s, is refused); a backup code once ever. A wrong code is 401 'รหัสยืนยันตัวตนไม่ถูกต้อง หรือถูกใช้ไปแล้ว'; more than 5 wrong codes in 15 minutes are 429 RATE_LIMITED, counted per device for a device cookie lotto_device that passed this step before (a success marks it so), else per person; a challenge older than 5 minutes is 401.",
        body: requestSchema(totpLoginSchema),
        response: envelopeResponses(tokenPairSchema),
      },
    },
    async (request, reply) => {
      const memberId = app.accessTokens.secondFactor.verifyChallenge(request.body.challenge);
      if (memberId === null) throw new DomainError('secondFactorChallengeInvalid');
      const member = await findMemberById(db, memberId);
      if (member?.status !== 'active') throw new DomainError('secondFactorChallengeInvalid');
      const device = deviceOf(app.accessTokens, request.headers.cookie, member.username);
      const provenDeviceId = device?.passedSecondFactor ? device.deviceId : undefined;
      await checkSecondFactorCode(db, app.accessTokens.secondFactor, memberId, request.body.code, provenDeviceId);
      // From now on this device's code attempts are its own (docs/second-factor.md#code-attempts).
      const cookie = { deviceId: device?.deviceId, passedSecondFactor: true, secure: request.protocol === 'https' };
      reply.header('set-cookie', deviceCookieHeader(app.accessTokens, member.username, cookie));
      return success(await startSession(db, app.accessTokens, { memberId, role: member.role }));
    },
  );

  app.post(
    '/cl-api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new token pair for a refresh token, which is used up; replaying a used one ends its session',
        body: refreshTokenBody,
        response: envelopeResponses(tokenPairSchema),
      },
    },
    async (request) => success(await refreshSession(db, app.accessTokens, request.body.refresh_token, app.sessionsEnded)),
  );

  app.post(
    '/cl-api/auth/logout',
    memberRoute(app, {
      tag: 'auth',
      summary: 'Ends the session of the refresh token (its access tokens expire within 15 minutes)',
      body: refreshTokenBody,
      response: envelopeResponses(nothing()),
      config: { reachableBeforeSecondFactor: true },
    }),
    async (request) => {
      await endSession(db, request.member.id, request.body.refresh_token);
      app.sessionsEnded(request.member.id);
      return success(null);
    },
  );

  app.get(
    '/cl-api/auth/me',
    memberRoute(app, {
      tag: 'auth',
      summary:
        "The logged-in member; credit in baht; for staff, their second factor: 'on', 'off', or 'must_enrol' (only enrolment, /me and logout answer until it is on)",
      response: envelopeResponses(currentUserSchema),
      config: { reachableBeforeSecondFactor: true },
    }),
    async (request) => {
      const member = await findMemberById(db, request.member.id);
      // The gate has just read this member; only a deletion in between could get here.
      if (!member) throw new DomainError('unauthorized');
      const { secondFactor } = request.member;
      return success({
        id: member.id,
        username: member.username,
        credit: satangToBaht(member.credit),
        role: member.role,
        ...(member.role !== 'member' && { second_factor: secondFactor }),
      });
    },
  );

  app.get(
    '/cl-api/auth/member-bank',
    memberRoute(app, {
      tag: 'auth',
      summary: "The member's bank accounts, where withdrawals are paid",
      response: envelopeResponses(memberBanksReplySchema),
    }),
    async (request) => {
      const accounts = await listMemberBankAccounts(db, request.member.id);
      return success(
        accounts.map(({ bank_id, account_name, account_number }) => {
          // The table allows bank ids 1..14 only, and BANKS lists all of them.
          const bank = bankById(bank_id);
          return { bank_id, short_name: bank?.short_name ?? '', name: bank?.name ?? '', account_name, account_number };
        }),
      );
    },
  );

  app.post(
    '/cl-api/auth/check-username',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a phone number is still free to register (live check of the form)',
        body: requestSchema(usernameCheckSchema),
        response: envelopeResponses(availabilitySchema),
      },
    },
    async (request) => success({ available: !(await isUsernameTaken(db, request.body.username)) }),
  );

  app.post(
    '/cl-api/auth/check-account-number',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a bank account number is still free to register (live check of the form)',
        body: requestSchema(accountNumberCheckSchema),
        response: envelopeResponses(availabilitySchema),
      },
    },
    async (request) => success({ available: !(await isAccountNumberTaken(db, request.body.account_number)) }),
  );

  app.post(
    '/cl-api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a member with one bank account, and log them in',
        description:
          'Rules and Thai messages of docs/api-conventions.md#validation-messages: 400 VALIDATION with the message of the first wrong field. ' +
          "A taken phone number or account number is 409 DUPLICATE ('มีชื่อผู้ใช้งานนี้แล้ว', 'มีบัญชีนี้แล้ว').",
        body: requestSchema(registerRequestSchema),
        response: envelopeResponses(tokenPairSchema),
      },
    },
    async (request) => {
      const memberId = await registerMember(db, passwords, request.body);
      return success(await startSession(db, app.accessTokens, { memberId, role: 'member' }));
    },
  );
}
