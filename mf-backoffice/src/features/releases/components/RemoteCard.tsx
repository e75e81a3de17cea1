import styled from 'styled-components';
import { backofficeLabels, type RemoteReleases, withValues } from '@lotto/shared';
import { Badge, Button, Card, CardTitle } from '@lotto/ui';
import type { ReleaseChange } from '../releaseChange';
import { RemoteHealth } from './RemoteHealth';
import { RemoteVersions } from './RemoteVersions';

const l = backofficeLabels.releases;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
`;

/** One remote: its pin (or the newest), its canary with promote and abort, its health and its versions. */
export function RemoteCard({
  remote,
  busy,
  onChange,
}: {
  remote: RemoteReleases;
  busy: boolean;
  onChange: (change: ReleaseChange) => void;
}) {
  const newest = remote.versions.find((version) => version.refusal === null)?.version;
  const titleId = `remote-${remote.name}`;
  const { name, canary, live } = remote;
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{name}</CardTitle>
      <Status>
        {remote.pinned ? <Badge $tone="warn">{withValues(l.pinned, { version: remote.pinned })}</Badge> : <Badge>{l.newest}</Badge>}
        {remote.pinned && newest && (
          <Button
            type="button"
            disabled={busy}
            aria-label={withValues(l.unpinOf, { name })}
            onClick={() => onChange({ kind: 'unpin', name, newest })}
          >
            {l.unpin}
          </Button>
        )}
      </Status>
      {canary && (
        <Status>
          <Badge $tone="warn">{withValues(l.canaryBadge, { version: canary.version, percent: canary.percent })}</Badge>
          <Button
            type="button"
            disabled={busy}
            aria-label={withValues(l.promoteOf, { name, version: canary.version })}
            onClick={() => onChange({ kind: 'promote', name, version: canary.version })}
          >
            {l.promote}
          </Button>
          {live && (
            <Button
              type="button"
              $variant="danger"
              disabled={busy}
              aria-label={withValues(l.abortOf, { name, version: canary.version })}
              onClick={() => onChange({ kind: 'abort', name, version: canary.version, stable: live })}
            >
              {l.abort}
            </Button>
          )}
        </Status>
      )}
      {remote.health.length > 0 && <RemoteHealth health={remote.health} live={live} />}
      <RemoteVersions remote={remote} busy={busy} onChange={onChange} />
    </Card>
  );
}
