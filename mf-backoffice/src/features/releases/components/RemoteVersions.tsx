import styled from 'styled-components';
import { backofficeLabels, type RemoteReleases, withValues } from '@lotto/shared';
import { Badge, Button, ButtonRow, Message } from '@lotto/ui';
import type { ReleaseChange } from '../releaseChange';

const l = backofficeLabels.releases;

const Versions = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-top: 1px solid #eee;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Refusal = styled.small`
  flex-basis: 100%;
  color: ${({ theme }) => theme.danger};
`;

/** A remote's deployed versions: live or refused (and why), each offered as a canary or a pin. */
export function RemoteVersions({
  remote,
  busy,
  onChange,
}: {
  remote: RemoteReleases;
  busy: boolean;
  onChange: (change: ReleaseChange) => void;
}) {
  const { name, canary, live } = remote;
  if (remote.versions.length === 0) return <Message>{l.noVersions}</Message>;
  return (
    <Versions aria-label={l.deployed}>
      {remote.versions.map(({ version, refusal }) => (
        <li key={version}>
          <span>
            <strong>{version}</strong> {version === live && <Badge $tone="good">{l.live}</Badge>}
            {refusal !== null && <Badge $tone="bad">{l.refused}</Badge>}
          </span>
          {refusal === null && (
            <ButtonRow>
              {version !== live && version !== canary?.version && (
                <Button
                  type="button"
                  disabled={busy}
                  aria-label={withValues(l.canaryOf, { name, version })}
                  onClick={() => onChange({ kind: 'canary', name, version })}
                >
                  {l.canary}
                </Button>
              )}
              {version !== remote.pinned && (
                <Button
                  type="button"
                  disabled={busy}
                  aria-label={withValues(l.pinOf, { name, version })}
                  onClick={() => onChange({ kind: 'pin', name, version })}
                >
                  {l.pin}
                </Button>
              )}
            </ButtonRow>
          )}
          {refusal !== null && <Refusal>{refusal}</Refusal>}
        </li>
      ))}
    </Versions>
  );
}
