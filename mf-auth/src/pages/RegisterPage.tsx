import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, th } from '@lotto/shared';
import { RemoteRoot, SupportButton } from '@lotto/shared/client';
import { Card, MaintenanceNotice, PageTitle, useClosingWindow } from '@lotto/ui';
import { remote } from '../remote';
import { LinkRow } from '../lib/LinkRow';
import { RegisterForm } from '../features/register/components/RegisterForm';
import { PlayLimitsOfferDialog } from '../features/register/components/PlayLimitsOfferDialog';

const Intro = styled.p`
  margin: -8px 0 16px;
  text-align: center;
  color: ${({ theme }) => theme.muted};
`;

/**
 * Member registration (docs/screens.md#screens-and-routes, /auth/register), with the shared yup rules, the live
 * checks of phone and account number, an automatic login with the same phone and password, and then
 * the offer to set limits (skippable). While a maintenance window closes registration, its notice and
 * a closed form.
 */
export default function RegisterPage() {
  // Limits are offered before the member plays (docs/player-protection.md); the offer may be skipped.
  const [registered, setRegistered] = useState(false);
  const maintenance = useClosingWindow('register');
  return (
    <RemoteRoot {...remote}>
      <Card as="div" $width="480px" $accent>
        <PageTitle $center>{th.pages.register}</PageTitle>
        <Intro>{th.auth.registerIntro}</Intro>
        {maintenance && <MaintenanceNotice id="register-maintenance" window={maintenance} />}
        <RegisterForm onRegistered={() => setRegistered(true)} closedBy={maintenance ? 'register-maintenance' : undefined} />
        <LinkRow>
          <span>{th.auth.haveAccount}</span>
          <Link to={paths.home}>{th.auth.loginTitle}</Link>
          <SupportButton label={th.auth.needHelp} />
        </LinkRow>
      </Card>
      {registered && <PlayLimitsOfferDialog />}
    </RemoteRoot>
  );
}
