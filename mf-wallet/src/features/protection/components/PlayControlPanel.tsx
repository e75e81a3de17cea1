import {
  EXCLUSION_PERIODS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  TIMEOUT_PERIODS,
  formatMoney,
  formatMoneyDate,
  limitName,
  playLimitsRequestSchema,
  fieldErrors,
  th,
  withValues,
  type BreakKind,
  type LimitKind,
  type LimitPeriod,
  type PlayLimitsPayload,
} from '@lotto/shared';
import { useGetPlayLimitsQuery, useSetPlayLimitsMutation, useStartBreakMutation, type QueryError } from '@lotto/shared/client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Button, Card, CardTitle, ConfirmDialog, Field, FieldError, Hint, Input, Label, QueryState, Select, SubmitButton } from '@lotto/ui';

const p = th.protection;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 8px;
`;

const Section = styled.section`
  margin-top: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

const Status = styled.p`
  margin: 8px 0;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.yellow[50]};
  border-left: 4px solid ${({ theme }) => theme.yellow[800]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  select {
    flex: 1 1 140px;
  }
`;

type Typed = Record<LimitKind, Record<LimitPeriod, string>>;

/** The form's text of each limit: the amount in force, or empty for none. */
const typedOf = (settings: PlayLimitsPayload): Typed =>
  Object.fromEntries(
    LIMIT_KINDS.map((kind) => [
      kind,
      Object.fromEntries(LIMIT_PERIODS.map((period) => [period, settings[kind][period]?.toString() ?? ''])),
    ]),
  ) as Typed;

const amountOf = (typed: string) => (typed.trim() === '' ? null : Number(typed));

const amountText = (baht: number | null) => (baht === null ? p.noLimit : `${formatMoney(baht)} บาท`);

function LimitsForm({ settings }: { settings: PlayLimitsPayload }) {
  const [typed, setTyped] = useState<Typed>(() => typedOf(settings));
  const [minutes, setMinutes] = useState<string>(settings.reality_check_minutes?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSetPlayLimitsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...Object.fromEntries(
        LIMIT_KINDS.map((kind) => [kind, Object.fromEntries(LIMIT_PERIODS.map((period) => [period, amountOf(typed[kind][period])]))]),
      ),
      reality_check_minutes: minutes === '' ? null : Number(minutes),
    };
    const found = await fieldErrors(playLimitsRequestSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await save(body).unwrap();
      toast.success(answer.message);
      setTyped(typedOf(answer.payload));
    } catch (error) {
      toast.error((error as QueryError).message ?? th.errors.generic);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {LIMIT_KINDS.map((kind) => (
        <Section key={kind} aria-label={p.kinds[kind]}>
          <h3>{p.kinds[kind]}</h3>
          <Grid>
            {LIMIT_PERIODS.map((period) => {
              const id = `limit-${kind}-${period}`;
              const error = errors[`${kind}.${period}`];
              return (
                <Field key={period}>
                  <Label htmlFor={id}>{limitName(kind, period)}</Label>
                  <Input
                    id={id}
                    inputMode="decimal"
                    placeholder={p.noLimit}
                    value={typed[kind][period]}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => setTyped({ ...typed, [kind]: { ...typed[kind], [period]: event.target.value } })}
                  />
                  {error && <FieldError role="alert">{error}</FieldError>}
                </Field>
              );
            })}
          </Grid>
        </Section>
      ))}
      <Section>
        <Field>
          <Label htmlFor="reality-check">{p.realityCheckEvery}</Label>
          <Select id="reality-check" value={minutes} onChange={(event) => setMinutes(event.target.value)}>
            <option value="">{p.realityCheckOff}</option>
            {REALITY_CHECK_MINUTES.map((value) => (
              <option key={value} value={value}>
                {withValues(p.realityCheckMinutes, { minutes: value })}
              </option>
            ))}
          </Select>
        </Field>
      </Section>
      <Hint>{p.intro}</Hint>
      <SubmitButton type="submit" disabled={isLoading} aria-busy={isLoading}>
        {p.save}
      </SubmitButton>
    </form>
  );
}

function BreakForm({ kind }: { kind: BreakKind }) {
  const periods = kind === 'timeout' ? TIMEOUT_PERIODS : EXCLUSION_PERIODS;
  const [period, setPeriod] = useState<(typeof periods)[number]>(periods[0]);
  const [asking, setAsking] = useState(false);
  const [start, { isLoading }] = useStartBreakMutation();
  const title = kind === 'timeout' ? p.timeoutTitle : p.exclusionTitle;
  const id = `break-${kind}`;

  const confirm = async () => {
    try {
      const answer = await start({ kind, period }).unwrap();
      toast.success(answer.message);
    } catch (error) {
      toast.error((error as QueryError).message ?? th.errors.generic);
    }
    setAsking(false);
  };

  return (
    <Section aria-label={title}>
      <h3>{title}</h3>
      <Row>
        <Select id={id} aria-label={title} value={period} onChange={(event) => setPeriod(event.target.value as typeof period)}>
          {periods.map((value) => (
            <option key={value} value={value}>
              {p.periodsOf[value]}
            </option>
          ))}
        </Select>
        <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
          {kind === 'timeout' ? p.startTimeout : p.startExclusion}
        </Button>
      </Row>
      {asking && (
        <ConfirmDialog
          title={title}
          text={withValues(kind === 'timeout' ? p.confirmTimeout : p.confirmExclusion, { period: p.periodsOf[period] })}
          busy={isLoading}
          onYes={() => void confirm()}
          onNo={() => setAsking(false)}
        />
      )}
    </Section>
  );
}

/**
 * ควบคุมการเล่น (docs/player-protection.md): the member's limits, raises waiting their 24 hours,
 * time-out and self-exclusion with a confirmation, and the reality-check interval.
 */
export function PlayControlPanel() {
  const settings = useGetPlayLimitsQuery();
  const data = settings.data;
  return (
    <Card aria-label={p.title}>
      <CardTitle>{p.title}</CardTitle>
      <QueryState
        isLoading={settings.isLoading}
        error={settings.error}
        refetch={settings.refetch}
        loadingText={p.loading}
        failedText={p.loadFailed}
      >
        {data && (
          <>
            {data.excluded_until && (
              <Status role="status">{withValues(p.excludedUntil, { until: formatMoneyDate(data.excluded_until) })}</Status>
            )}
            {data.timeout_until && (
              <Status role="status">{withValues(p.timeoutUntil, { until: formatMoneyDate(data.timeout_until) })}</Status>
            )}
            {data.pending.length > 0 && (
              <Section aria-label={p.pending}>
                <h3>{p.pending}</h3>
                <ul>
                  {data.pending.map((change) => (
                    <li key={`${change.kind}-${change.period}`}>
                      {withValues(p.pendingChange, {
                        limit: limitName(change.kind, change.period),
                        amount: amountText(change.amount),
                        at: formatMoneyDate(change.effective_at),
                      })}
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            <LimitsForm key={settings.fulfilledTimeStamp} settings={data} />
            <BreakForm kind="timeout" />
            <BreakForm kind="exclusion" />
          </>
        )}
      </QueryState>
    </Card>
  );
}
