import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { remoteCanarySchema, th, withValues, type RemoteReleases } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Badge, Button, ButtonRow, Card, CardTitle, Dialog, Message, Muted, PageTitle, QueryState, Table, TextField } from '@lotto/ui';
import {
  useAbortCanaryMutation,
  useGetReleasesQuery,
  usePinRemoteMutation,
  usePromoteCanaryMutation,
  useStartCanaryMutation,
  useUnpinRemoteMutation,
} from '../api/releasesApi';

const l = th.backoffice.releases;
const actions = th.backoffice.actions;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  }
`;

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

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
`;

/** What the admin is about to do, asked with ตกลง / ยกเลิก. */
type Change =
  | { kind: 'pin'; name: string; version: string }
  | { kind: 'unpin'; name: string; newest: string }
  | { kind: 'canary'; name: string; version: string }
  | { kind: 'promote'; name: string; version: string }
  | { kind: 'abort'; name: string; version: string; stable: string };

const TITLES: Record<Change['kind'], string> = {
  pin: l.pinTitle,
  unpin: l.unpinTitle,
  canary: l.canaryTitle,
  promote: l.promoteTitle,
  abort: l.abortTitle,
};

function questionOf(change: Change): string {
  switch (change.kind) {
    case 'pin':
      return withValues(l.pinQuestion, { name: change.name, version: change.version });
    case 'unpin':
      return withValues(l.unpinQuestion, { name: change.name, version: change.newest });
    case 'canary':
      return withValues(l.canaryQuestion, { name: change.name, version: change.version });
    case 'promote':
      return withValues(l.promoteQuestion, { name: change.name, version: change.version });
    case 'abort':
      return withValues(l.abortQuestion, { name: change.name, version: change.stable });
  }
}

/**
 * Feature apps (admin): each remote's deployed versions and whether the live shell can run them,
 * the stable version and its pin, a canary with both versions' failures per 1,000 page loads;
 * pin, unpin, canary, promote and abort as `npm run remotes` does, audited by the server.
 */
export default function ReleasesPage() {
  const releases = useGetReleasesQuery();
  const [pin, pinning] = usePinRemoteMutation();
  const [unpin, unpinning] = useUnpinRemoteMutation();
  const [canary, starting] = useStartCanaryMutation();
  const [promote, promoting] = usePromoteCanaryMutation();
  const [abort, aborting] = useAbortCanaryMutation();
  const [change, setChange] = useState<Change | null>(null);
  const [percent, setPercent] = useState('10');
  const [percentError, setPercentError] = useState<string>();
  const busy = pinning.isLoading || unpinning.isLoading || starting.isLoading || promoting.isLoading || aborting.isLoading;
  const cancel = useCallback(() => {
    setChange(null);
    setPercentError(undefined);
  }, []);

  const send = async (current: Change) => {
    switch (current.kind) {
      case 'pin':
        return pin({ name: current.name, version: current.version });
      case 'unpin':
        return unpin(current.name);
      case 'canary':
        return canary({ name: current.name, version: current.version, percent: Number(percent) });
      case 'promote':
        return promote(current.name);
      case 'abort':
        return abort(current.name);
    }
  };

  const confirm = async () => {
    if (!change) return;
    if (change.kind === 'canary') {
      try {
        remoteCanarySchema.validateSync({ version: change.version, percent: percent.trim() === '' ? undefined : percent });
      } catch (error) {
        setPercentError((error as Error).message);
        return;
      }
    }
    const answer = await send(change);
    cancel();
    if ('error' in answer) {
      toast.error((answer.error as QueryError).message);
      return;
    }
    toast.success(doneMessage(change, percent));
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
        <Dialog title={TITLES[change.kind]} onClose={cancel}>
          <p>{questionOf(change)}</p>
          {change.kind === 'canary' && (
            <TextField
              id="canary-percent"
              label={l.percent}
              inputMode="numeric"
              value={percent}
              error={percentError}
              onChange={(event) => setPercent(event.target.value)}
            />
          )}
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

function doneMessage(change: Change, percent: string): string {
  switch (change.kind) {
    case 'pin':
      return withValues(th.staff.remotePinned, { name: change.name, version: change.version });
    case 'unpin':
      return withValues(th.staff.remoteUnpinned, { name: change.name });
    case 'canary':
      return withValues(th.staff.remoteCanaryStarted, { name: change.name, version: change.version, percent });
    case 'promote':
      return withValues(th.staff.remotePromoted, { name: change.name, version: change.version });
    case 'abort':
      return withValues(th.staff.remoteAborted, { name: change.name, version: change.version });
  }
}

function RemoteCard({ remote, busy, onChange }: { remote: RemoteReleases; busy: boolean; onChange: (change: Change) => void }) {
  const newest = remote.versions.find((version) => version.refusal === null)?.version;
  const titleId = `remote-${remote.name}`;
  const { name, canary, live } = remote;
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{name}</CardTitle>
      <Status>
        {remote.pinned ? <Badge $tone="warn">{withValues(l.pinned, { version: remote.pinned })}</Badge> : <Badge>{l.newest}</Badge>}
        {remote.pinned && newest && (
          <Button type="button" disabled={busy} aria-label={withValues(l.unpinOf, { name })} onClick={() => onChange({ kind: 'unpin', name, newest })}>
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
      {remote.health.length > 0 && (
        <Table caption={l.health} columns={[l.healthVersion, { label: l.healthLoads, numeric: true }, { label: l.healthLoadFailures, numeric: true }, { label: l.healthErrors, numeric: true }]}>
          {remote.health.map((health) => (
            <tr key={health.version}>
              <td data-label={l.healthVersion}>
                {health.version} {health.version === live ? `(${l.stable})` : `(${l.canary})`}
              </td>
              <td data-label={l.healthLoads} className="number">
                {health.loads.toLocaleString('th-TH')}
              </td>
              <td data-label={l.healthLoadFailures} className="number">
                {health.load_failures_per_1000.toLocaleString('th-TH')}
              </td>
              <td data-label={l.healthErrors} className="number">
                {health.errors_per_1000.toLocaleString('th-TH')}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {remote.versions.length === 0 ? (
        <Message>{l.noVersions}</Message>
      ) : (
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
                    <Button type="button" disabled={busy} aria-label={withValues(l.canaryOf, { name, version })} onClick={() => onChange({ kind: 'canary', name, version })}>
                      {l.canary}
                    </Button>
                  )}
                  {version !== remote.pinned && (
                    <Button type="button" disabled={busy} aria-label={withValues(l.pinOf, { name, version })} onClick={() => onChange({ kind: 'pin', name, version })}>
                      {l.pin}
                    </Button>
                  )}
                </ButtonRow>
              )}
              {refusal !== null && <Refusal>{refusal}</Refusal>}
            </li>
          ))}
        </Versions>
      )}
    </Card>
  );
}
