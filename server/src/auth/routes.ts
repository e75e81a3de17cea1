import {
  accountNumberCheckSchema,
  changePasswordRequestSchema,
  LOGIN_HISTORY_PAGE_SIZE,
  loginHistoryQuerySchema,
  loginHistoryReplySchema,
  memberSessionsReplySchema,
  sessionParamsSchema,
  th,
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
import { findStaffPermissions } from '../members/staffPermissions';
import { deviceCookieHeader, deviceOf } from './deviceCookie';
import { checkLogin } from './login';
import { DEFAULT_PASSWORD_HASH_COST, passwordHasher, type PasswordHashCost } from './passwords';
import { registerMember } from './registration';
import { requestSchema, type YupTypeProvider } from '../http/requestSchema';
import { endSession, refreshSession, startSession } from './sessions';
import { DomainError } from '../errors/errors';
import { checkSecondFactorCode } from './secondFactor/secondFactor';
import { findSecondFactor } from './secondFactor/repository';
import { deviceName, tellNewDevice } from '../inbox/deviceNews';
import { changePassword } from './account';
import { hasSignedInBefore, listOpenSessions, loginHistoryPage, revokeSessionOf } from './repository';

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
      const origin = { device: deviceName(request.headers['user-agent']), address: request.ip };
      const claims = await checkLogin(db, passwords, {
        username,
        password,
        address: request.ip,
        deviceId: device?.deviceId,
        signIn: { device: origin.device },
      });
      reply.header('set-cookie', deviceCookieHeader(app.accessTokens, username, { ...device, secure: request.protocol === 'https' }));
      if (claims.role !== 'member' && (await findSecondFactor(db, claims.memberId))?.confirmed_at) {
        return success({ totp_required: true as const, challenge: app.accessTokens.secondFactor.signChallenge(claims.memberId) });
      }
      // A member's browser without their device cookie, once they have signed in before: they are told (docs/messages.md).
      const newDevice = !device && claims.role === 'member' && (await hasSignedInBefore(db, claims.memberId));
      const session = await db.transaction().execute(async (trx) => {
        const started = await startSession(trx, app.accessTokens, claims, origin);
        if (newDevice)
          await tellNewDevice(trx, claims.memberId, { userAgent: request.headers['user-agent'], address: request.ip, at: new Date() });
        return started;
      });
      return success(session);
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
      const origin = { device: deviceName(request.headers['user-agent']), address: request.ip };
      return success(await startSession(db, app.accessTokens, { memberId, role: member.role }, origin));
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

  app.post(
    '/cl-api/auth/change-password',
    memberRoute(app, {
      tag: 'auth',
      summary: "Changes the member's password; every other session of theirs ends at once, this one stays",
      body: requestSchema(changePasswordRequestSchema),
      response: envelopeResponses(nothing()),
    }),
    async (request) => {
      const { id, username, sessionId } = request.member;
      const device = deviceOf(app.accessTokens, request.headers.cookie, username);
      await changePassword(db, passwords, {
        memberId: id,
        username,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        address: request.ip,
        deviceId: device?.deviceId,
        sessionId,
      });
      app.sessionsEnded(id);
      return success(null, th.account.password.changed);
    },
  );

  app.get(
    '/cl-api/auth/sessions',
    memberRoute(app, {
      tag: 'auth',
      summary: "The member's sessions that have not ended (devices signed in), the last used first; `current` is this request's",
      response: envelopeResponses(memberSessionsReplySchema),
    }),
    async (request) => {
      const sessions = await listOpenSessions(db, request.member.id);
      return success(
        sessions.map((session) => ({
          id: session.family_id,
          device: session.device ?? th.account.devices.unknownDevice,
          address: session.address ?? '',
          created_at: session.created_at.toISOString(),
          last_seen_at: session.last_seen_at.toISOString(),
          current: session.family_id === request.member.sessionId,
        })),
      );
    },
  );

  app.delete(
    '/cl-api/auth/sessions/:id',
    memberRoute(app, {
      tag: 'auth',
      summary: "Ends one of the member's sessions at once: its refresh token and its access tokens are refused from now on",
      params: requestSchema(sessionParamsSchema),
      response: envelopeResponses(nothing()),
    }),
    async (request) => {
      if (!(await revokeSessionOf(db, request.member.id, request.params.id))) throw new DomainError('sessionNotFound');
      app.sessionsEnded(request.member.id);
      return success(null, th.account.devices.signedOut);
    },
  );

  app.get(
    '/cl-api/auth/login-history',
    memberRoute(app, {
      tag: 'auth',
      summary: `The member's sign-in attempts whose password was checked, successful or not; newest first, ${LOGIN_HISTORY_PAGE_SIZE} a page`,
      querystring: requestSchema(loginHistoryQuerySchema),
      response: envelopeResponses(loginHistoryReplySchema),
    }),
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await loginHistoryPage(db, request.member.id, { page, pageSize: LOGIN_HISTORY_PAGE_SIZE });
      return success({ result: rows.map((row) => ({ ...row, at: row.at.toISOString() })), page, total });
    },
  );

  app.get(
    '/cl-api/auth/me',
    memberRoute(app, {
      tag: 'auth',
      summary:
        "The logged-in member; credit in baht; for staff, their second factor: 'on', 'off', or 'must_enrol' (only enrolment, /me and logout answer until it is on), and their permissions per module and approval limit",
      response: envelopeResponses(currentUserSchema),
      config: { reachableBeforeSecondFactor: true },
    }),
    async (request) => {
      const member = await findMemberById(db, request.member.id);
      // The gate has just read this member; only a deletion in between could get here.
      if (!member) throw new DomainError('unauthorized');
      const { secondFactor } = request.member;
      const staff = member.role !== 'member' && (await findStaffPermissions(db, member.id));
      return success({
        id: member.id,
        username: member.username,
        credit: satangToBaht(member.credit),
        role: member.role,
        ...(staff && {
          second_factor: secondFactor,
          permissions: {
            modules: staff.modules,
            approval_limit: staff.approvalLimit === null ? null : satangToBaht(staff.approvalLimit),
          },
        }),
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
        summary:
          "Register a member with one bank account, and log them in; sets the device cookie lotto_device (the browser is the member's own)",
        description:
          'Rules and Thai messages of docs/api-conventions.md#validation-messages: 400 VALIDATION with the message of the first wrong field. ' +
          "A taken phone number or account number is 409 DUPLICATE ('มีชื่อผู้ใช้งานนี้แล้ว', 'มีบัญชีนี้แล้ว'). " +
          "While a maintenance window closes registration: 503 MAINTENANCE with the window's message.",
        body: requestSchema(registerRequestSchema),
        response: envelopeResponses(tokenPairSchema),
      },
    },
    async (request, reply) => {
      await app.maintenance.refuse('register');
      const memberId = await registerMember(db, passwords, request.body);
      // The browser that registered is the member's own: its later sign-ins are not a new device's.
      reply.header('set-cookie', deviceCookieHeader(app.accessTokens, request.body.username, { secure: request.protocol === 'https' }));
      const origin = { device: deviceName(request.headers['user-agent']), address: request.ip };
      return success(await startSession(db, app.accessTokens, { memberId, role: 'member' }, origin));
    },
  );
}
