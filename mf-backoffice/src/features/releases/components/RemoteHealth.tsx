import styled from 'styled-components';
import { backofficeLabels, type RemoteReleases } from '@lotto/shared';
import { Table } from '@lotto/ui';

const l = backofficeLabels.releases;

/**
 * The table inside its card: the long per-1,000 headings wrap instead of widening the table past
 * the card, and should a narrow card still be too small, the table scrolls here, not the page.
 */
const Frame = styled.div`
  max-width: 100%;
  overflow-x: auto;
  table {
    box-shadow: none;
  }
  thead th {
    white-space: normal;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
    outline-offset: 2px;
  }
`;

/** The stable and canary versions' page loads and their failures per 1,000. */
export function RemoteHealth({ health, live }: { health: RemoteReleases['health']; live: RemoteReleases['live'] }) {
  return (
    // Focusable so that a keyboard can scroll it when it must scroll.
    <Frame tabIndex={0} role="group" aria-label={l.health}>
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
    </Frame>
  );
}
