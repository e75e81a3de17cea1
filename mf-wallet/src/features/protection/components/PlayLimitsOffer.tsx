import { LIMIT_KINDS, LIMIT_PERIODS, th, type PlayLimitsPayload } from '@lotto/shared';
import { useGetPlayLimitsQuery } from '@lotto/shared/client';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow } from '@lotto/ui';

const p = th.protection;
/** A member who skipped the offer is not asked again on this device. */
const SKIPPED_KEY = 'play-limits-offer-skipped';

const Offer = styled.aside`
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.yellow[50]};
  border-left: 4px solid ${({ theme }) => theme.yellow[800]};
  h2 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
  }
`;

const hasAnyLimit = (settings: PlayLimitsPayload) =>
  settings.pending.length > 0 || LIMIT_KINDS.some((kind) => LIMIT_PERIODS.some((period) => settings[kind][period] !== null));

/** Before the first deposit: the offer to set limits (ควบคุมการเล่น), which the member may skip. */
export function PlayLimitsOffer({ onSetLimits }: { onSetLimits: () => void }) {
  const settings = useGetPlayLimitsQuery();
  const [skipped, setSkipped] = useState(() => localStorage.getItem(SKIPPED_KEY) === '1');
  if (skipped || !settings.data || hasAnyLimit(settings.data)) return null;
  const skip = () => {
    localStorage.setItem(SKIPPED_KEY, '1');
    setSkipped(true);
  };
  return (
    <Offer aria-label={p.offerTitle}>
      <h2>{p.offerTitle}</h2>
      <p>{p.offerText}</p>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={skip}>
          {p.skip}
        </Button>
        <Button type="button" $variant="primary" onClick={onSetLimits}>
          {p.title}
        </Button>
      </ButtonRow>
    </Offer>
  );
}
