/** Payloads of the authentication calls (docs/api-conventions.md#payloads and #calls). */
export type MemberRole = 'member' | 'staff' | 'admin';

/** GET /cl-api/auth/me: the logged-in member; credit in baht. */
export interface CurrentUser {
  id: number;
  username: string;
  credit: number;
  role: MemberRole;
}

/** POST /cl-api/auth/login and /cl-api/auth/refresh. */
export interface TokenPair {
  token: string;
  refresh_token: string;
}
