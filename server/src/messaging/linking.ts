import { randomBytes } from 'node:crypto';
import { DEFAULT_LINE_KINDS, LINE_KINDS, type InboxKind, type NotifySettings } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { LineConfig } from '../config/env';
import type { Schema } from '../db/schema';
import { DomainError } from '../errors/errors';
import { exchangeLineCode, LineLoginError, lineAuthorizeUrl, lineUserIdOf } from './lineLogin';
import { lineSettingsRow, linkLine, replaceLinkState, saveLineKinds, takeLinkState, unlinkLine } from './repository';

/**
 * Linking a member's LINE (docs/messages.md#line-and-telegram): the member starts a LINE Login
 * whose `state` names them; LINE's redirect back with that state and a code links the LINE user
 * the code's id token names. A state serves once and for LINK_STATE_MS.
 */

export const LINK_STATE_MS = 10 * 60_000;

const randomToken = () => randomBytes(24).toString('base64url');

function lineOn(line: LineConfig | null): LineConfig {
  if (!line) throw new DomainError('lineOff');
  return line;
}

/** A new login for the member: LINE's authorize URL with its state and nonce, kept LINK_STATE_MS. */
export async function startLineLink(
  db: Kysely<Schema>,
  line: LineConfig | null,
  { memberId, redirectUri }: { memberId: number; redirectUri: string },
  now: Date,
): Promise<string> {
  const config = lineOn(line);
  const state = randomToken();
  const nonce = randomToken();
  await db
    .transaction()
    .execute((trx) =>
      replaceLinkState(trx, { state, memberId, nonce, redirectUri, expiresAt: new Date(now.getTime() + LINK_STATE_MS) }, now),
    );
  return lineAuthorizeUrl(config, { state, nonce, redirectUri });
}

export type LinkResult = { linked: true; memberId: number } | { linked: false; reason: string };

/**
 * LINE's redirect back: the state is taken (unknown, used or expired: refused), the code
 * exchanged for an id token, the token checked against the login's nonce, and its `sub` linked
 * to the state's member, unless another member has that LINE.
 */
export async function finishLineLink(
  db: Kysely<Schema>,
  line: LineConfig | null,
  { code, state, error }: { code?: string; state?: string; error?: string },
  now: Date,
): Promise<LinkResult> {
  if (!line) return { linked: false, reason: 'LINE is off' };
  if (!state) return { linked: false, reason: 'no state' };
  const login = await takeLinkState(db, state);
  if (!login) return { linked: false, reason: 'unknown or used state' };
  if (login.expires_at.getTime() <= now.getTime()) return { linked: false, reason: 'expired state' };
  if (error || !code) return { linked: false, reason: `LINE answered ${error ?? 'no code'}` };
  let lineUserId: string;
  try {
    const idToken = await exchangeLineCode(line, { code, redirectUri: login.redirect_uri });
    lineUserId = lineUserIdOf(line, idToken, login.nonce);
  } catch (failure) {
    if (failure instanceof LineLoginError) return { linked: false, reason: failure.message };
    throw failure;
  }
  if (!(await linkLine(db, login.member_id, lineUserId))) return { linked: false, reason: 'LINE user linked to another member' };
  return { linked: true, memberId: login.member_id };
}

/** The member's LINE settings: whether the site has LINE, whether they linked it, and the kinds they get. */
export async function notifySettingsOf(db: Kysely<Schema>, line: LineConfig | null, memberId: number): Promise<NotifySettings> {
  const row = await lineSettingsRow(db, memberId);
  return {
    line_available: line !== null,
    line_linked: row.line_user_id !== null,
    line: inKindOrder(row.line_kinds ?? DEFAULT_LINE_KINDS),
  };
}

export async function changeLineKinds(
  db: Kysely<Schema>,
  line: LineConfig | null,
  memberId: number,
  kinds: readonly InboxKind[],
): Promise<NotifySettings> {
  await saveLineKinds(db, memberId, inKindOrder(kinds));
  return notifySettingsOf(db, line, memberId);
}

export async function removeLineLink(db: Kysely<Schema>, line: LineConfig | null, memberId: number): Promise<NotifySettings> {
  await db.transaction().execute((trx) => unlinkLine(trx, memberId));
  return notifySettingsOf(db, line, memberId);
}

/** Each kind once, in the order of LINE_KINDS (as the settings list them). */
function inKindOrder(kinds: readonly InboxKind[]): InboxKind[] {
  return LINE_KINDS.filter((kind) => kinds.includes(kind));
}
