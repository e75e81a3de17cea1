import { useCallback } from 'react';
import type { TokenPair } from '../contracts/auth';
import { isTotpChallenge } from '../auth/secondFactor';
import { api, useLoginMutation } from './api';
import type { QueryError } from './axiosBaseQuery';
import { tokensReceived } from './session';
import { useAppDispatch } from './store';

/** How a sign-in ended: signed in (tokens stored), asked for a second factor, or refused. */
export type SignInOutcome = { status: 'signedIn' } | { status: 'challenge'; challenge: string } | { status: 'failed'; error: QueryError };

/**
 * The one sign-in of the site (login box, registration, every remote's harness): the login call,
 * then both tokens stored and the member fetched again. A staff login with a second factor
 * answers a challenge; its code step hands the tokens it gets to `storeTokens`.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const storeTokens = useCallback(
    (tokens: TokenPair) => {
      dispatch(tokensReceived(tokens));
      dispatch(api.util.invalidateTags(['Me']));
    },
    [dispatch],
  );
  const signIn = useCallback(
    async (credentials: { username: string; password: string }): Promise<SignInOutcome> => {
      const answer = await login(credentials);
      if (answer.error) return { status: 'failed', error: answer.error as QueryError };
      if (isTotpChallenge(answer.data)) return { status: 'challenge', challenge: answer.data.challenge };
      storeTokens(answer.data);
      return { status: 'signedIn' };
    },
    [login, storeTokens],
  );
  return { signIn, storeTokens, isSigningIn: isLoading };
}
