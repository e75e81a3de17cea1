import { nothing, th, totpConfirmSchema, totpEnrolmentSchema } from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import { deviceCookieHeader } from '../../auth/deviceCookie';
import { confirmEnrolment, startEnrolment } from '../../auth/secondFactor/secondFactor';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { OWN_ACCOUNT, type AdminApp } from '../adminApp';

/**
 * The signed-in staff member's own second factor. Both calls stay open to someone the site
 * requires to enrol (their token reaches nothing else until they do).
 */
export async function ownSecondFactorRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.post(
    '/admin-api/me/totp',
    {
      config: { module: OWN_ACCOUNT, reachableBeforeSecondFactor: true },
      schema: {
        summary:
          'Start enrolling a second factor: a new TOTP secret as an otpauth:// URL (for a QR code) and ten backup codes, shown this once',
        description:
          'Starting again replaces an unconfirmed secret and its backup codes. Someone with a confirmed second factor is refused (409): another admin resets it first.',
        response: envelopeResponses(totpEnrolmentSchema),
      },
    },
    async (request) => success(await startEnrolment(db, app.accessTokens.secondFactor, request.member)),
  );

  app.post(
    '/admin-api/me/totp/confirm',
    {
      config: { module: OWN_ACCOUNT, reachableBeforeSecondFactor: true },
      schema: {
        summary: 'End enrolment with a 6-digit code of the new secret; from then on sign-in asks for a code',
        description:
          'Every other session of the staff member ends (their tokens answer 401, their refresh tokens are refused); this one stays. A wrong code is 400; more than 5 wrong codes in 15 minutes from one device (or from browsers that never passed the second factor) are 429 RATE_LIMITED.',
        body: requestSchema(totpConfirmSchema),
        response: envelopeResponses(nothing()),
      },
    },
    async (request, reply) => {
      const { id: memberId, username, sessionId } = request.member;
      await confirmEnrolment(db, app.accessTokens.secondFactor, { memberId, sessionId }, request.body.code, (trx) =>
        recordAudit(trx, {
          actorId: request.member.id,
          action: 'staff.second_factor_enrol',
          targetType: 'member',
          targetId: request.member.id,
          before: { second_factor: false },
          after: { second_factor: true },
        }),
      );
      app.sessionsEnded(memberId);
      // This browser has just passed the new factor: its code attempts are its own (docs/second-factor.md#code-attempts).
      reply.header(
        'set-cookie',
        deviceCookieHeader(app.accessTokens, username, { passedSecondFactor: true, secure: request.protocol === 'https' }),
      );
      return success(null, th.secondFactor.enrolled);
    },
  );
}
