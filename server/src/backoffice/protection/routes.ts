import { idParamsSchema, memberProtectionReplySchema, nothing, th, withValues, type ProtectionEvent } from '@lotto/shared';
import type { Database } from '../../db/database';
import type { PlayerProtectionLogTable } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { findMemberById } from '../../members/repository';
import { playLimitsOf, type ProtectionOptions } from '../../protection/protection';
import { listProtectionLog } from '../../protection/repository';
import type { AdminApp } from '../adminApp';

const idParams = requestSchema(idParamsSchema);
/** The history staff see: the latest changes, enough for a member's story. */
const HISTORY_SHOWN = 100;

const words = th.protection;

/** One logged change in Thai, as staff read it. */
function describe(change: PlayerProtectionLogTable['change'], detail: Record<string, string | number | null>): string {
  const amount = (value: string | number | null | undefined) => (value === null || value === undefined ? words.noLimit : `${value} บาท`);
  if (change === 'limit') return `${detail.limit}: ${amount(detail.from)} → ${amount(detail.to)}`;
  if (change === 'break') {
    const title = detail.kind === 'timeout' ? words.timeoutTitle : words.exclusionTitle;
    return `${title} ${words.periodsOf[detail.period as keyof typeof words.periodsOf]}`;
  }
  const minutes = detail.minutes ?? null;
  return `${words.realityCheckEvery} ${minutes === null ? words.realityCheckOff : withValues(words.realityCheckMinutes, { minutes })}`;
}

/**
 * A member's protection, read only (docs/player-protection.md): staff see the settings and their
 * history; nobody, staff included, ends a time-out or self-exclusion early.
 */
export async function protectionBackofficeRoutes(
  app: AdminApp,
  { database: { db }, options }: { database: Database; options: ProtectionOptions },
): Promise<void> {
  app.get(
    '/admin-api/members/:id/protection',
    {
      config: { module: 'members' },
      schema: {
        summary: "A member's limits, breaks and reality-check interval, with the history of their changes (read only)",
        params: idParams,
        response: envelopeResponses(memberProtectionReplySchema),
      },
    },
    async (request) => {
      const memberId = request.params.id;
      if (!(await findMemberById(db, memberId))) throw new DomainError('memberNotFound');
      const history = (await listProtectionLog(db, memberId, HISTORY_SHOWN)).map((row): ProtectionEvent => ({
        at: row.created_at.toISOString(),
        change: row.change,
        detail: describe(row.change, row.detail),
      }));
      return success({ settings: await playLimitsOf(db, memberId, new Date(), options), history });
    },
  );

  app.delete(
    '/admin-api/members/:id/protection/break',
    {
      config: { module: 'members' },
      schema: {
        summary: 'Always refused: a time-out or self-exclusion runs to its end, whoever asks',
        params: idParams,
        response: envelopeResponses(nothing()),
      },
    },
    async () => {
      throw new DomainError('breakCannotEndEarly');
    },
  );
}
