import { randomBytes } from 'node:crypto';
import { PAGE_LOAD_HEADER, clientReportBatchSchema, nothing, remoteManifestSchema } from '@lotto/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { envelopeResponses, success } from '../http/envelope';
import { replySchema, requestSchema, type YupTypeProvider } from '../http/requestSchema';
import { newPageLoad, signPageLoad, verifyPageLoad } from './pageLoads';
import { countServedLoads, importLegacyPins, manifestFor, recordClientReports, type ReleaseContext } from './releases';
import type { CanaryThresholds } from './rules';

/** A guest's canary cohort: a random id, so that a guest keeps one version across loads. */
export const COHORT_COOKIE_NAME = 'lotto_cohort';
const COHORT_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const COHORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function cohortOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === COHORT_COOKIE_NAME && value && COHORT_PATTERN.test(value)) return value;
  }
  return undefined;
}

export interface RemotesOptions {
  database: Database;
  webDir: string;
  canary: CanaryThresholds;
}

export async function remotesRoutes(fastify: FastifyInstance, { database, webDir, canary }: RemotesOptions): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const context: ReleaseContext = { db: database.db, webDir };
  const imported = await importLegacyPins(context);
  if (imported.length > 0) fastify.log.info({ remotes: imported }, 'pins of remotes/pins.json moved into the database');

  /** A member by the Bearer token's member id (the same on every device); else the guest cookie, set when missing. */
  function callerKey(request: FastifyRequest, setCookie: (value: string) => void): string {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ', 2);
    const claims = scheme === 'Bearer' && token ? app.accessTokens.verify(token) : null;
    if (claims) return `member:${claims.memberId}`;
    let cohort = cohortOf(request.headers.cookie);
    if (!cohort) {
      cohort = randomBytes(16).toString('base64url');
      const attributes = [`Max-Age=${COHORT_MAX_AGE_SECONDS}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
      if (request.protocol === 'https') attributes.push('Secure');
      setCookie([`${COHORT_COOKIE_NAME}=${cohort}`, ...attributes].join('; '));
    }
    return `guest:${cohort}`;
  }

  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['remotes'],
        summary:
          "The version and entry URL of each deployed remote for this caller: the stable version, or a canary for the caller's share (member by Bearer token, guest by cookie)",
        description: `Each answer counts one page load of each version it serves. The ${PAGE_LOAD_HEADER} header carries the page load's signed id, to send back with POST /client-errors.`,
        response: { 200: replySchema(remoteManifestSchema) },
      },
    },
    async (request, reply) => {
      // Read on every request: a pin, canary or rollback by any process applies at the next load.
      const key = callerKey(request, (cookie) => reply.header('set-cookie', cookie));
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'Authorization, Cookie');
      const manifest = await manifestFor(context, key);
      await countServedLoads(context, manifest);
      const versions = Object.fromEntries(Object.entries(manifest).flatMap(([name, entry]) => (entry ? [[name, entry.version]] : [])));
      reply.header(PAGE_LOAD_HEADER, signPageLoad(app.accessTokens.pageLoadSignature, newPageLoad(versions)));
      return manifest;
    },
  );

  app.post(
    '/client-errors',
    {
      schema: {
        tags: ['remotes'],
        summary:
          "The shell's reports of one page: load failures and errors per remote version (no personal data); a canary failing more than its stable version rolls back",
        description: `Counted only with page_load, the ${PAGE_LOAD_HEADER} id of the page's GET /remotes.json (valid for an hour): at most one failure per page load and remote, for the version that page was served. Other reports are logged only; load reports are not counted (the server counts its /remotes.json answers).`,
        body: requestSchema(clientReportBatchSchema),
        response: envelopeResponses(nothing()),
      },
    },
    async (request) => {
      const { reports, page_load } = request.body;
      for (const report of reports) {
        if (report.kind !== 'load')
          request.log.warn(
            { remote: report.remote, version: report.version, kind: report.kind, message: report.message },
            'remote failed in a browser',
          );
      }
      const pageLoad = verifyPageLoad(app.accessTokens.pageLoadSignature, page_load);
      const aborted = await recordClientReports(context, pageLoad, reports, canary);
      for (const rollback of aborted) request.log.error(rollback, 'canary rolled back by the server');
      return success(null);
    },
  );
}
