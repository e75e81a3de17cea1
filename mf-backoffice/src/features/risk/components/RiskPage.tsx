import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { backofficeLabels, type RiskRound } from '@lotto/shared';
import { Button, Hint, LoadFailure, Message, PageTitle, QueryState, SectionTitle } from '@lotto/ui';
import { RISK_REFRESH_MS, useGetRiskRoundsQuery, useGetRoundLiabilityQuery, useRefreshRisk } from '../api/riskApi';
import { PartsView } from './PartsView';
import { RiskBudget, RiskSettings } from './RiskSettings';
import { RoundPicker, roundName } from './RoundPicker';

const words = backofficeLabels.risk;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h1 {
    margin: 0;
  }
`;

const Intro = styled(Hint)`
  margin: 8px 0 4px;
`;

/**
 * A refresh that failed while the last figures stay on the screen: staff must not take them for
 * the current ones.
 */
function RefreshFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return <LoadFailure title={words.stale} error={error} onRetry={() => void onRetry()} />;
}

/** The chosen round's liability, asked again every 10 s: bets keep coming while it is open. */
function RoundRisk({ round }: { round: RiskRound }) {
  const liability = useGetRoundLiabilityQuery(round.round_id, { pollingInterval: RISK_REFRESH_MS, refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="risk-round">
      <SectionTitle id="risk-round">{roundName(round)}</SectionTitle>
      <QueryState
        isLoading={liability.isLoading}
        error={liability.data ? undefined : liability.error}
        refetch={liability.refetch}
        loadingText={words.loading}
        failedText={words.loadFailed}
      >
        {liability.data && (
          <>
            {liability.error !== undefined && <RefreshFailure error={liability.error} onRetry={liability.refetch} />}
            <RiskBudget liability={liability.data} />
            <PartsView key={liability.data.round_id} parts={liability.data.parts} />
            <RiskSettings liability={liability.data} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/**
 * ความเสี่ยง: the open rounds, riskiest first, and for the chosen one what the house would pay on
 * each outcome of each part of the result, against the budget (docs/lottery-rules.md#risk-by-liability).
 * The chosen round is in the address (?round=), so a link shows the same round.
 */
export default function RiskPage() {
  const [search, setSearch] = useSearchParams();
  const rounds = useGetRiskRoundsQuery(undefined, { pollingInterval: RISK_REFRESH_MS, refetchOnMountOrArgChange: true });
  const refresh = useRefreshRisk();
  const asked = Number(search.get('round'));
  const chosen = rounds.data?.find((round) => round.round_id === asked) ?? rounds.data?.[0];
  return (
    <>
      <Header>
        <PageTitle>{words.title}</PageTitle>
        <Button type="button" onClick={refresh} disabled={rounds.isFetching} aria-busy={rounds.isFetching}>
          {words.refresh}
        </Button>
      </Header>
      <Intro>{words.hint}</Intro>
      <QueryState
        isLoading={rounds.isLoading}
        error={rounds.data ? undefined : rounds.error}
        refetch={rounds.refetch}
        loadingText={words.loading}
        failedText={words.loadFailed}
      >
        {rounds.data && rounds.error !== undefined && <RefreshFailure error={rounds.error} onRetry={rounds.refetch} />}
        {rounds.data?.length === 0 && <Message>{words.noRounds}</Message>}
        {chosen && rounds.data && (
          <>
            <SectionTitle>{words.roundPicker}</SectionTitle>
            <RoundPicker
              rounds={rounds.data}
              chosen={chosen.round_id}
              onChoose={(roundId) => setSearch({ round: String(roundId) }, { replace: true })}
            />
            <RoundRisk key={chosen.round_id} round={chosen} />
          </>
        )}
      </QueryState>
    </>
  );
}
