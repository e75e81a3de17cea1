import { th, type RemoteReleases } from '@lotto/shared';
import { Table } from '@lotto/ui';

const l = th.backoffice.releases;

/** The stable and canary versions' page loads and their failures per 1,000. */
export function RemoteHealth({ health, live }: { health: RemoteReleases['health']; live: RemoteReleases['live'] }) {
  return (
    <Table
      caption={l.health}
      columns={[
        l.healthVersion,
        { label: l.healthLoads, numeric: true },
        { label: l.healthLoadFailures, numeric: true },
        { label: l.healthErrors, numeric: true },
      ]}
    >
      {health.map((row) => (
        <tr key={row.version}>
          <td data-label={l.healthVersion}>
            {row.version} {row.version === live ? `(${l.stable})` : `(${l.canary})`}
          </td>
          <td data-label={l.healthLoads} className="number">
            {row.loads.toLocaleString('th-TH')}
          </td>
          <td data-label={l.healthLoadFailures} className="number">
            {row.load_failures_per_1000.toLocaleString('th-TH')}
          </td>
          <td data-label={l.healthErrors} className="number">
            {row.errors_per_1000.toLocaleString('th-TH')}
          </td>
        </tr>
      ))}
    </Table>
  );
}
