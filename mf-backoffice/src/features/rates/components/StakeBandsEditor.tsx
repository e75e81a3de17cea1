import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import {
  backofficeLabels,
  BET_TYPE_INFO,
  type BetType,
  type StaffLottery,
  type StakeBand,
  stakeBandsProblem,
  withValues,
} from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, FieldError, Input, Muted, Select, Table, Toolbar } from '@lotto/ui';
import { useSaveStakeBandsMutation } from '../api/ratesApi';
import { positiveHundredths } from '../rateInput';

const l = backofficeLabels.rates;
const words = l.bands;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

interface BandText {
  from: string;
  to: string;
  rate: string;
}

const asText = (band: StakeBand): BandText => ({
  from: String(band.from),
  to: band.to === null ? '' : String(band.to),
  rate: String(band.rate),
});

/** The typed rows as bands, or the first problem: a field that is not an amount, then the shared rule of bands. */
function bandsOf(rows: readonly BandText[], baseRate: number): { bands: StakeBand[] } | { problem: string } {
  const bands: StakeBand[] = [];
  for (const row of rows) {
    const from = positiveHundredths(row.from);
    const to = row.to.trim() === '' ? null : positiveHundredths(row.to);
    const rate = positiveHundredths(row.rate);
    if (from === null || (row.to.trim() !== '' && to === null)) return { problem: words.amountInvalid };
    if (rate === null) return { problem: backofficeLabels.limits.rateInvalid };
    bands.push({ from, to, rate });
  }
  const problem = stakeBandsProblem(bands, baseRate);
  return problem ? { problem } : { bands };
}

/** อัตราจ่ายตามยอดแทง (admin): one type's stake bands, rates by what one slip stakes on a number. */
export function StakeBandsEditor({ lottery }: { lottery: StaffLottery }) {
  const [type, setType] = useState<BetType>(lottery.rates[0]!.type);
  const current = lottery.rates.find((rate) => rate.type === type)!;
  return (
    <Card aria-label={words.title}>
      <CardTitle>{words.title}</CardTitle>
      <Muted as="p">{words.hint}</Muted>
      <Toolbar>
        <label htmlFor="bands-type">{l.type}</label>
        <Select id="bands-type" value={type} onChange={(event) => setType(event.target.value as BetType)}>
          {lottery.rates.map((rate) => (
            <option key={rate.type} value={rate.type}>
              {BET_TYPE_INFO[rate.type].label}
            </option>
          ))}
        </Select>
      </Toolbar>
      <BandRows
        key={`${lottery.code}:${type}:${JSON.stringify(current.bands)}`}
        code={lottery.code}
        type={type}
        baseRate={current.rate}
        bands={current.bands}
      />
    </Card>
  );
}

function BandRows({ code, type, baseRate, bands }: { code: string; type: BetType; baseRate: number; bands: StakeBand[] }) {
  const [rows, setRows] = useState<BandText[]>(() => bands.map(asText));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveStakeBandsMutation();
  const label = BET_TYPE_INFO[type].label;

  const edit = (index: number, field: keyof BandText, value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const add = () => {
    const last = rows[rows.length - 1];
    const next = last ? positiveHundredths(last.to) : null;
    setRows([
      ...rows,
      { from: next === null ? (last ? '' : '1') : String(Math.round(next * 100 + 1) / 100), to: '', rate: last?.rate ?? String(baseRate) },
    ]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = bandsOf(rows, baseRate);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    const answer = await save({ code, type, bands: checked.bands });
    if ('error' in answer) {
      setProblem((answer.error as QueryError).message);
      return;
    }
    toast.success(words.saved);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={withValues(words.edit, { type: label })}>
      <Muted as="p">{withValues(backofficeLabels.limits.baseRate, { rate: String(baseRate) })}</Muted>
      {rows.length === 0 ? (
        <Muted as="p">{words.none}</Muted>
      ) : (
        <Table columns={[words.from, words.to, words.rate, '']}>
          {rows.map((row, index) => (
            // A band has no identity but its place in the list.
            <tr key={index}>
              <td data-label={words.from}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={`${words.from} ${index + 1}`}
                  value={row.from}
                  onChange={(event) => edit(index, 'from', event.target.value)}
                />
              </td>
              <td data-label={words.to}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={words.toOpen}
                  aria-label={`${words.to} ${index + 1}`}
                  value={row.to}
                  onChange={(event) => edit(index, 'to', event.target.value)}
                />
              </td>
              <td data-label={words.rate}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={`${words.rate} ${index + 1}`}
                  value={row.rate}
                  onChange={(event) => edit(index, 'rate', event.target.value)}
                />
              </td>
              <td>
                <Button
                  type="button"
                  $variant="plain"
                  aria-label={withValues(words.removeOf, { index: String(index + 1) })}
                  onClick={() => setRows(rows.filter((_, at) => at !== index))}
                >
                  {words.remove}
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <Actions>
        <Button type="button" onClick={add}>
          {words.add}
        </Button>
        <Button type="submit" $variant="primary" disabled={isLoading} aria-busy={isLoading}>
          {backofficeLabels.actions.save}
        </Button>
      </Actions>
    </form>
  );
}
