import styled from 'styled-components';
import { backofficeLabels } from '@lotto/shared';
import { Muted, PageTitle, QueryState } from '@lotto/ui';
import { useGetReleasesQuery } from '../api/releasesApi';
import { useReleaseChange } from '../useReleaseChange';
import { ChangeDialog } from './ChangeDialog';
import { RemoteCard } from './RemoteCard';

const l = backofficeLabels.releases;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  }
`;

/**
 * เวอร์ชันแอปย่อย (admin): each remote's deployed versions and whether the live shell can run them,
 * the stable version and its pin, a canary with both versions' failures per 1,000 page loads;
 * pin, unpin, canary, promote and abort as `npm run remotes` does, audited by the server.
 */
export default function ReleasesPage() {
  const releases = useGetReleasesQuery();
  const { change, ask, percent, setPercent, percentError, busy, cancel, confirm } = useReleaseChange();
  return (
    <>
      <PageTitle>{l.title}</PageTitle>
      <Muted as="p">{l.hint}</Muted>
      <QueryState isLoading={releases.isLoading} error={releases.error} refetch={releases.refetch}>
        <Grid>
          {releases.data?.map((remote) => (
            <RemoteCard key={remote.name} remote={remote} busy={busy} onChange={ask} />
          ))}
        </Grid>
      </QueryState>
      {change && (
        <ChangeDialog
          change={change}
          percent={percent}
          percentError={percentError}
          busy={busy}
          onPercent={setPercent}
          onCancel={cancel}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
