import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths, th, type TokenPair } from '@lotto/shared';
import { RemoteRoot, SupportButton, useSignIn } from '@lotto/shared/client';
import { Card, PageTitle } from '@lotto/ui';
import { remote } from '../remote';
import { LinkRow } from '../lib/LinkRow';
import { LoginForm } from '../features/login/components/LoginForm';
import { SecondFactorStep } from '../features/second-factor/components/SecondFactorStep';

/**
 * The guest login box on the home page (docs/screens.md#screens-and-routes and #behaviour): on
 * success both tokens are stored, the member is fetched again and the site goes to / replacing
 * history. A staff member with a second factor is asked for a code first.
 */
export default function LoginBox() {
  const navigate = useNavigate();
  const { storeTokens } = useSignIn();
  const [challenge, setChallenge] = useState<string | null>(null);
  const goHome = () => navigate(paths.home, { replace: true });
  const signedInWithCode = (tokens: TokenPair) => {
    storeTokens(tokens);
    goHome();
  };
  return (
    <RemoteRoot {...remote}>
      <Card as="div" $width="480px" $accent>
        <PageTitle as="h2" $center id="login-title">
          {th.auth.loginTitle}
        </PageTitle>
        {challenge !== null ? (
          <SecondFactorStep challenge={challenge} onSignedIn={signedInWithCode} onBack={() => setChallenge(null)} />
        ) : (
          <LoginForm onSignedIn={goHome} onChallenge={setChallenge} />
        )}
        <LinkRow>
          <SupportButton label={th.auth.forgotPassword} />
          <SupportButton label={th.auth.needHelp} />
        </LinkRow>
        <LinkRow>
          <Link to={paths.register}>{th.auth.register}</Link>
        </LinkRow>
      </Card>
    </RemoteRoot>
  );
}
