import styled from 'styled-components';
import { LIMIT_KINDS, LIMIT_PERIODS, formatMoney, formatMoneyDate, limitName, th, withValues } from '@lotto/shared';
import { Card, CardTitle, Muted, QueryState } from '@lotto/ui';
import { useGetMemberProtectionQuery } from '../api/membersApi';

const p = th.protection;

const Limits = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 4px 12px;
  margin: 0 0 12px;
  div {
    min-width: 0;
  }
  dt {
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const amountText = (baht: number | null) => (baht === null ? p.noLimit : `${formatMoney(baht)} บาท`);

/** ควบคุมการเล่น of one member, as the member set it, and its history: staff read it, nobody here changes it. */
export function MemberProtection({ memberId }: { memberId: number }) {
  const protection = useGetMemberProtectionQuery(memberId);
  const data = protection.data;
  return (
    <Card aria-label={p.title}>
      <CardTitle>{p.title}</CardTitle>
      <QueryState isLoading={protection.isLoading} error={protection.error} refetch={protection.refetch} failedText={p.loadFailed}>
        {data && (
          <>
            <Limits>
              {LIMIT_KINDS.flatMap((kind) =>
                LIMIT_PERIODS.map((period) => (
                  <div key={`${kind}-${period}`}>
                    <dt>{limitName(kind, period)}</dt>
                    <dd>{amountText(data.settings[kind][period])}</dd>
                  </div>
                )),
              )}
              <div>
                <dt>{p.realityCheckEvery}</dt>
                <dd>
                  {data.settings.reality_check_minutes === null
                    ? p.realityCheckOff
                    : withValues(p.realityCheckMinutes, { minutes: data.settings.reality_check_minutes })}
                </dd>
              </div>
            </Limits>
            {data.settings.pending.map((change) => (
              <p key={`${change.kind}-${change.period}`}>
                {p.pending}:{' '}
                {withValues(p.pendingChange, {
                  limit: limitName(change.kind, change.period),
                  amount: amountText(change.amount),
                  at: formatMoneyDate(change.effective_at),
                })}
              </p>
            ))}
            {data.settings.timeout_until && <p>{withValues(p.timeoutUntil, { until: formatMoneyDate(data.settings.timeout_until) })}</p>}
            {data.settings.excluded_until && <p>{withValues(p.excludedUntil, { until: formatMoneyDate(data.settings.excluded_until) })}</p>}
            <h3>{p.history}</h3>
            {data.history.length === 0 ? (
              <Muted>{p.noHistory}</Muted>
            ) : (
              <ul>
                {data.history.map((event, index) => (
                  <li key={index}>
                    {formatMoneyDate(event.at)} {event.detail}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
