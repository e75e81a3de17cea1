import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import {
  backofficeLabels,
  fieldErrors,
  type LotteryResultSources,
  MAX_RESULT_SOURCES,
  RESULT_SOURCE_FORMATS,
  type ResultSource,
  resultSourcesRequestSchema,
  withValues,
} from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import {
  Button,
  ButtonRow,
  Card,
  CardTitle,
  Field,
  FieldError,
  Hint,
  Input,
  Label,
  Message,
  Muted,
  PageTitle,
  QueryState,
  Select,
} from '@lotto/ui';
import { useGetResultSourcesQuery, useSaveResultSourcesMutation } from '../api/resultImportApi';

const words = backofficeLabels.resultImport;

const Lotteries = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
`;

const SourceRow = styled.fieldset`
  margin: 0 0 8px;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.yellow[600]};
  border-radius: 8px;
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
`;

/** แหล่งผลรางวัล (admin): per lottery up to two sources, each a URL and the format it answers in. */
export default function ResultSourcesPage() {
  const lotteries = useGetResultSourcesQuery();
  return (
    <>
      <PageTitle>{words.sourcesTitle}</PageTitle>
      <Hint>{words.sourcesHint}</Hint>
      <QueryState isLoading={lotteries.isLoading} error={lotteries.error} refetch={lotteries.refetch}>
        {lotteries.data?.length === 0 && <Message>{backofficeLabels.common.empty}</Message>}
        <Lotteries>
          {lotteries.data?.map((lottery) => (
            <LotterySources key={lottery.lottery_code} lottery={lottery} />
          ))}
        </Lotteries>
      </QueryState>
    </>
  );
}

function LotterySources({ lottery }: { lottery: LotteryResultSources }) {
  const [sources, setSources] = useState<ResultSource[]>(lottery.sources);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveResultSourcesMutation();
  const id = (n: number, field: string) => `source-${lottery.lottery_code}-${n}-${field}`;

  const change = (index: number, changes: Partial<ResultSource>) =>
    setSources((current) => current.map((source, at) => (at === index ? { ...source, ...changes } : source)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = { sources };
    const found = await fieldErrors(resultSourcesRequestSchema, request);
    setErrors(found);
    // A rule of the list as a whole (two sources on one host) has no field of its own.
    if (found.sources) setFailure(found.sources);
    if (Object.keys(found).length > 0) return;
    const answer = await save({ lotteryCode: lottery.lottery_code, request });
    if ('error' in answer) {
      setFailure((answer.error as QueryError).message);
      return;
    }
    toast.success(words.saved);
  };

  return (
    <Card aria-label={withValues(words.sourcesOf, { name: lottery.lottery_name })}>
      <CardTitle>{lottery.lottery_name}</CardTitle>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {sources.length === 0 && <Muted as="p">{words.noSources}</Muted>}
        {sources.map((source, index) => (
          <SourceRow key={index}>
            <legend>{withValues(words.sourceN, { n: index + 1 })}</legend>
            <Field>
              <Label htmlFor={id(index, 'url')}>{words.url}</Label>
              <Input
                id={id(index, 'url')}
                type="url"
                inputMode="url"
                value={source.url}
                aria-invalid={Boolean(errors[`sources[${index}].url`])}
                aria-describedby={errors[`sources[${index}].url`] ? `${id(index, 'url')}-error` : undefined}
                onChange={(event) => change(index, { url: event.target.value })}
              />
              {errors[`sources[${index}].url`] && (
                <FieldError id={`${id(index, 'url')}-error`} role="alert">
                  {errors[`sources[${index}].url`]}
                </FieldError>
              )}
            </Field>
            <Field>
              <Label htmlFor={id(index, 'format')}>{words.format}</Label>
              <Select
                id={id(index, 'format')}
                value={source.format}
                onChange={(event) => change(index, { format: event.target.value as ResultSource['format'] })}
              >
                {RESULT_SOURCE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {words.formats[format]}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="button" onClick={() => setSources((current) => current.filter((_, at) => at !== index))}>
              {words.removeSource}
            </Button>
          </SourceRow>
        ))}
        {failure && <FieldError role="alert">{failure}</FieldError>}
        <ButtonRow>
          {sources.length < MAX_RESULT_SOURCES && (
            <Button type="button" onClick={() => setSources((current) => [...current, { url: '', format: 'glo' }])}>
              {words.addSource}
            </Button>
          )}
          <Button type="submit" $variant="primary" disabled={isLoading}>
            {backofficeLabels.actions.save}
          </Button>
        </ButtonRow>
      </form>
    </Card>
  );
}
