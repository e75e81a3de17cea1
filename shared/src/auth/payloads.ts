import type { InferType } from 'yup';
import type { availabilitySchema, currentUserSchema, MEMBER_ROLES, tokenPairSchema } from './replies';

/** Payloads of the authentication calls (docs/api-conventions.md#payloads and #calls): the types of replies.ts. */
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** GET /cl-api/auth/me: the logged-in member; credit in baht. */
export type CurrentUser = InferType<typeof currentUserSchema>;

/** POST /cl-api/auth/login and /cl-api/auth/refresh. */
export type TokenPair = InferType<typeof tokenPairSchema>;

/** POST /cl-api/auth/check-username and /check-account-number. */
export type Availability = InferType<typeof availabilitySchema>;
