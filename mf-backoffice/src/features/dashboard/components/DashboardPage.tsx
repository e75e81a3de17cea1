import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { backofficeLabels, formatMoney, withValues } from '@lotto/shared';
import { Money, Muted, PageTitle, QueryState } from '@lotto/ui';
import { useGetResultAlertsQuery } from '../api/resultAlertsApi';
import { sectionHref } from '../../../lib/links';
import { DASHBOARD_REFRESH_MS, useGetDashboardQuery } from '../api/dashboardApi';

const words = backofficeLabels.dashboard;

const Grid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  margin-bottom: 16px;
`;

const Figure = styled.section<{ $accent?: boolean }>`
  padding: 14px 16px;
  border-radius: 12px;
  background: ${({ theme, $accent }) => ($accent ? theme.yellow[100] : theme.surface)};
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
  h2 {
    margin: 0 0 6px;
    font-size: 0.95rem;
    font-weight: 600;
    color: ${({ theme }) => theme.muted};
  }
  p {
    margin: 0;
    font-size: 1.4rem;
  }
`;

const Pending = styled(Link)`
  display: block;
  padding: 14px 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.ink};
  color: ${({ theme }) => theme.yellow[500]};
  text-decoration: none;
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
  span {
    display: block;
    font-size: 0.95rem;
  }
  strong {
    font-size: 1.6rem;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
    outline-offset: 2px;
  }
`;

function Amount({ title, value, signed, accent }: { title: string; value: number; signed?: boolean; accent?: boolean }) {
  return (
    <Figure aria-label={title} $accent={accent}>
      <h2>{title}</h2>
      <p>
        <Money $signed={signed ? value : undefined}>{formatMoney(value)}</Money>
      </p>
    </Figure>
  );
}

const Alerts = styled.section`
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: 12px;
  border-left: 4px solid ${({ theme }) => theme.danger};
  background: #fdecea;
  h2 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  p {
    margin: 6px 0 0;
  }
`;

const importWords = backofficeLabels.resultImport;

/** Rounds whose result sources disagree or have failed too long: nothing settles them, staff must. Each links to its round. */
function ResultAlerts() {
  const alerts = useGetResultAlertsQuery(undefined, { pollingInterval: DASHBOARD_REFRESH_MS, refetchOnMountOrArgChange: true });
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <Alerts role="alert" aria-label={importWords.alertsTitle}>
      <h2>{importWords.alertsTitle}</h2>
      <ul>
        {alerts.data.map((alert) => (
          <li key={alert.round_id}>
            <Link to={`${sectionHref('rounds')}?lottery=${alert.lottery_code}&date=${alert.round_date}`}>
              {withValues(importWords.alertText, {
                name: alert.lottery_name,
                date: alert.round_date,
                state: importWords.states[alert.state],
              })}
            </Link>
          </li>
        ))}
      </ul>
      <p>{importWords.alertHint}</p>
    </Alerts>
  );
}

/** แดชบอร์ด: today's money (the Bangkok day) and the waiting queues, each a link to its queue. */
export default function DashboardPage() {
  const dashboard = useGetDashboardQuery(undefined, { pollingInterval: DASHBOARD_REFRESH_MS, refetchOnMountOrArgChange: true });
  const data = dashboard.data;
  return (
    <>
      <PageTitle>{backofficeLabels.sections.dashboard}</PageTitle>
      <ResultAlerts />
      <QueryState isLoading={dashboard.isLoading} error={data ? undefined : dashboard.error} refetch={dashboard.refetch}>
        {data && (
          <>
            <Grid>
              <Pending to={sectionHref('deposits')}>
                <span>{words.pendingDeposits}</span>
                <strong>{withValues(words.items, { count: data.pending_deposits })}</strong>
              </Pending>
              <Pending to={sectionHref('withdrawals')}>
                <span>{words.pendingWithdrawals}</span>
                <strong>{withValues(words.items, { count: data.pending_withdrawals })}</strong>
              </Pending>
            </Grid>
            <h2>{withValues(words.today, { date: data.date })}</h2>
            <Muted as="p">{words.figuresHint}</Muted>
            <Grid>
              <Amount title={words.deposits} value={data.deposits} />
              <Amount title={words.withdrawals} value={data.withdrawals} />
              <Amount title={words.stakes} value={data.stakes} />
              <Amount title={words.prizes} value={data.prizes} />
              <Amount title={words.houseResult} value={data.house_result} signed accent />
            </Grid>
          </>
        )}
      </QueryState>
    </>
  );
}
