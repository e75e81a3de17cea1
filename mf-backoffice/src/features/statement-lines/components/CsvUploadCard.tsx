import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  backofficeLabels,
  type BankAccount,
  fieldErrors,
  type StatementCsvMapping,
  statementCsvUploadSchema,
  type StatementPushReply,
  th,
  withValues,
} from '@lotto/shared';
import { Button, Card, CardTitle, Field, FieldError, Hint, Input, Message, Muted, TextField } from '@lotto/ui';
import { toastAnswer } from '../../../lib/api/serverAnswer';
import { AccountPicker } from '../../../lib/money/AccountPicker';
import { useUploadStatementCsvMutation } from '../api/statementLinesApi';
import { decodeStatement } from '../decodeStatement';

const words = backofficeLabels.csvUpload;

type MappingValues = Record<keyof StatementCsvMapping, string>;

const COLUMNS: (keyof StatementCsvMapping)[] = ['bank_ref', 'at', 'amount_in', 'amount_out', 'ref1', 'sender_name', 'sender_account'];
const REQUIRED = new Set<keyof StatementCsvMapping>(['bank_ref', 'at', 'amount_in']);

/** The account's saved mapping as form values; a column it has none for is blank. */
function mappingOf(account: BankAccount | undefined): MappingValues {
  const saved = account?.csv_mapping;
  return Object.fromEntries(COLUMNS.map((column) => [column, saved?.[column] ?? ''])) as MappingValues;
}

/** The mapping to send: the columns named, an optional one left blank left out. */
function mappingToSend(values: MappingValues): StatementCsvMapping {
  const named = COLUMNS.filter((column) => REQUIRED.has(column) || values[column].trim() !== '').map((column) => [
    column,
    values[column].trim(),
  ]);
  return Object.fromEntries(named) as StatementCsvMapping;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(decodeStatement(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 0 12px;
`;

const Legend = styled.legend`
  font-weight: 700;
  padding: 0 4px;
`;

const Fieldset = styled.fieldset`
  border: 1px solid #e0e0e0;
  border-radius: 10px;
  margin: 0 0 12px;
  padding: 8px 12px 0;
  min-width: 0;
`;

/**
 * A statement CSV of one account: the file, which column holds what (the account's saved mapping
 * first; what is sent is saved for it), then `นำเข้า` and the counts the server answers.
 */
export function CsvUploadCard({ accounts }: { accounts: BankAccount[] }) {
  const [upload, { isLoading }] = useUploadStatementCsvMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const account = accounts.find((candidate) => candidate.id === chosen) ?? accounts[0];
  const [edited, setEdited] = useState<Partial<Record<number, MappingValues>>>({});
  const mapping = (account && edited[account.id]) ?? mappingOf(account);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reply, setReply] = useState<StatementPushReply | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    setReply(null);
    if (!picked) {
      setFile(null);
      return;
    }
    try {
      setFile({ name: picked.name, csv: await readText(picked) });
      setErrors(({ csv: _csv, ...rest }) => rest);
    } catch {
      setFile(null);
      setErrors((current) => ({ ...current, csv: words.fileUnreadable }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    const body = { csv: file?.csv ?? '', mapping: mappingToSend(mapping) };
    const found = await fieldErrors(statementCsvUploadSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answered = toastAnswer(await upload({ accountId: account.id, body }), (counts) => withValues(th.money.statementUploaded, counts));
    setReply(answered ?? null);
  };

  return (
    <Card aria-labelledby="csv-upload-title">
      <CardTitle id="csv-upload-title">{words.title}</CardTitle>
      <Hint style={{ marginBottom: 12 }}>{words.hint}</Hint>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <AccountPicker id="csv-account" accounts={accounts} value={account?.id ?? null} onChange={setChosen} />
        <Field>
          <label htmlFor="csv-file">{words.file}</label>
          <Input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={errors.csv ? 'true' : 'false'}
            aria-describedby={errors.csv ? 'csv-file-error' : undefined}
            onChange={(event) => void pick(event)}
          />
          {file && <Muted>{withValues(words.fileChosen, { name: file.name })}</Muted>}
          {errors.csv && (
            <FieldError id="csv-file-error" role="alert">
              {errors.csv}
            </FieldError>
          )}
        </Field>
        <Fieldset>
          <Legend>{words.mapping}</Legend>
          <Columns>
            {COLUMNS.map((column) => (
              <TextField
                key={column}
                id={`csv-column-${column}`}
                label={words.columns[column]}
                autoComplete="off"
                maxLength={60}
                value={mapping[column]}
                error={errors[`mapping.${column}`]}
                note={REQUIRED.has(column) ? undefined : <Hint>{words.optional}</Hint>}
                onChange={(event) =>
                  account && setEdited((current) => ({ ...current, [account.id]: { ...mapping, [column]: event.target.value } }))
                }
              />
            ))}
          </Columns>
        </Fieldset>
        <Button type="submit" $variant="primary" disabled={isLoading || !account} aria-busy={isLoading}>
          {words.submit}
        </Button>
      </form>
      {reply && <Message role="status">{withValues(words.reply, reply)}</Message>}
    </Card>
  );
}
