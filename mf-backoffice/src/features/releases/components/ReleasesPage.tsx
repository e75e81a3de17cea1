import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { th, withValues, type RemoteReleases } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Badge, Button, ButtonRow, Card, CardTitle, Dialog, Message, Muted, PageTitle, QueryState } from '@lotto/ui';
import { useGetReleasesQuery, usePinRemoteMutation, useUnpinRemoteMutation } from '../api/releasesApi';

const l = th.backoffice.releases;
const actions = th.backoffice.actions;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  }
`;

const Versions = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    display: flex;
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

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
`;

/** What the admin is about to do, asked with ตกลง / ยกเลิก: pin a version, or go back to the newest. */
type Change = { kind: 'pin'; name: string; version: string } | { kind: 'unpin'; name: string; newest: string };

/**
 * Feature apps (admin): each remote's deployed versions, the live one and its pin; pin (or roll
 * back) and unpin through the same store as `npm run remotes -- pin`, audited by the server.
 */
export default function ReleasesPage() {
  const releases = useGetReleasesQuery();
  const [pin, pinning] = usePinRemoteMutation();
  const [unpin, unpinning] = useUnpinRemoteMutation();
  const [change, setChange] = useState<Change | null>(null);
  const busy = pinning.isLoading || unpinning.isLoading;
  const cancel = useCallback(() => setChange(null), []);

  const confirm = async () => {
    if (!change) return;
    const answer = change.kind === 'pin' ? await pin({ name: change.name, version: change.version }) : await unpin(change.name);
    setChange(null);
    if ('error' in answer) {
      toast.error((answer.error as QueryError).message);
      return;
    }
    toast.success(
      change.kind === 'pin'
        ? withValues(th.staff.remotePinned, { name: change.name, version: change.version })
        : withValues(th.staff.remoteUnpinned, { name: change.name }),
    );
  };

  return (
    <>
      <PageTitle>{l.title}</PageTitle>
      <Muted as="p">{l.hint}</Muted>
      <QueryState isLoading={releases.isLoading} error={releases.error} refetch={releases.refetch}>
        <Grid>
          {releases.data?.map((remote) => (
            <RemoteCard key={remote.name} remote={remote} busy={busy} onChange={setChange} />
          ))}
        </Grid>
      </QueryState>
      {change && (
        <Dialog title={change.kind === 'pin' ? l.pinTitle : l.unpinTitle} onClose={cancel}>
          <p>
            {change.kind === 'pin'
              ? withValues(l.pinQuestion, { name: change.name, version: change.version })
              : withValues(l.unpinQuestion, { name: change.name, version: change.newest })}
          </p>
          <ButtonRow>
            <Button type="button" onClick={cancel} disabled={busy}>
              {actions.cancel}
            </Button>
            <Button type="button" $variant="primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {actions.yes}
            </Button>
          </ButtonRow>
        </Dialog>
      )}
    </>
  );
}

function RemoteCard({ remote, busy, onChange }: { remote: RemoteReleases; busy: boolean; onChange: (change: Change) => void }) {
  const newest = remote.versions.at(-1);
  const titleId = `remote-${remote.name}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{remote.name}</CardTitle>
      <Status>
        {remote.pinned ? <Badge $tone="warn">{withValues(l.pinned, { version: remote.pinned })}</Badge> : <Badge>{l.newest}</Badge>}
        {remote.pinned && newest && (
          <Button type="button" disabled={busy} aria-label={withValues(l.unpinOf, { name: remote.name })} onClick={() => onChange({ kind: 'unpin', name: remote.name, newest })}>
            {l.unpin}
          </Button>
        )}
      </Status>
      {remote.versions.length === 0 ? (
        <Message>{l.noVersions}</Message>
      ) : (
        <Versions aria-label={l.deployed}>
          {[...remote.versions].reverse().map((version) => (
            <li key={version}>
              <span>
                <strong>{version}</strong> {version === remote.live && <Badge $tone="good">{l.live}</Badge>}
              </span>
              {version !== remote.pinned && (
                <Button
                  type="button"
                  disabled={busy}
                  aria-label={withValues(l.pinOf, { name: remote.name, version })}
                  onClick={() => onChange({ kind: 'pin', name: remote.name, version })}
                >
                  {l.pin}
                </Button>
              )}
            </li>
          ))}
        </Versions>
      )}
    </Card>
  );
}
