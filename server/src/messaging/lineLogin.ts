import { createVerifier } from 'fast-jwt';
import type { LineConfig } from '../config/env';

/**
 * LINE Login v2.1 (OAuth 2.0 authorization code and OpenID Connect) as the site links a member's
 * LINE: the authorize URL the browser is sent to, the code's exchange at the token endpoint, and
 * the id token's check. A web login's id token is signed HS256 with the channel secret.
 */

/** The id token's issuer, whatever LINE_LOGIN_BASE says: the fakes of the tests issue it too. */
export const LINE_ID_TOKEN_ISSUER = 'https://access.line.me';

/** The token exchange is made while the member's browser waits on the callback. */
const TOKEN_TIMEOUT_MS = 10_000;

export function lineAuthorizeUrl(
  line: LineConfig,
  { state, nonce, redirectUri }: { state: string; nonce: string; redirectUri: string },
): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: line.channelId,
    redirect_uri: redirectUri,
    state,
    scope: 'openid profile',
    nonce,
    // Pushes reach only members who have the site's LINE Official Account as a friend: LINE asks after the login.
    bot_prompt: 'aggressive',
  });
  // URLSearchParams writes a space as '+'; LINE's examples, and RFC 3986, write %20.
  return `${line.loginBase}/oauth2/v2.1/authorize?${query.toString().replace(/\+/g, '%20')}`;
}

/** Why a code was not turned into a LINE user id (for the log: the member is only told it failed). */
export class LineLoginError extends Error {}

/** The id token LINE's token endpoint gives for `code`; a LineLoginError when it gives none. */
export async function exchangeLineCode(line: LineConfig, { code, redirectUri }: { code: string; redirectUri: string }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${line.apiBase}/oauth2/v2.1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: line.channelId,
        client_secret: line.channelSecret,
      }).toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    throw new LineLoginError(`token endpoint unreachable: ${(error as Error).name}`);
  }
  if (!response.ok) throw new LineLoginError(`token endpoint answered ${response.status}`);
  const answer = (await response.json().catch(() => null)) as { id_token?: unknown } | null;
  if (typeof answer?.id_token !== 'string') throw new LineLoginError('token endpoint gave no id token');
  return answer.id_token;
}

/**
 * The LINE user id (`sub`) of an id token signed by this channel for this login: HS256 with the
 * channel secret, LINE as issuer, the channel as audience, unexpired, and the nonce the login was
 * started with (a token of another login cannot be replayed here).
 */
export function lineUserIdOf(line: LineConfig, idToken: string, nonce: string): string {
  const verify = createVerifier({
    key: line.channelSecret,
    algorithms: ['HS256'],
    allowedIss: LINE_ID_TOKEN_ISSUER,
    allowedAud: line.channelId,
    allowedNonce: nonce,
    requiredClaims: ['sub', 'exp', 'nonce'],
  });
  let claims: { sub?: unknown };
  try {
    claims = verify(idToken) as { sub?: unknown };
  } catch (error) {
    throw new LineLoginError(`id token refused: ${(error as Error).message}`);
  }
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 64) {
    throw new LineLoginError('id token has no usable sub');
  }
  return claims.sub;
}
