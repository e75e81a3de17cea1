import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import {
  backofficeLabels,
  fieldErrors,
  formatMoneyDate,
  fromBangkokInput,
  isInForce,
  LOTTERIES,
  lotteryByCode,
  MAINTENANCE_MODULES,
  type MaintenanceModule,
  type MaintenanceWindow,
  type MaintenanceWindowRequest,
  maintenanceWindowRequestSchema,
  th,
  withValues,
} from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  Field,
  FieldError,
  Hint,
  Muted,
  QueryState,
  Select,
  SubmitButton,
  TextArea,
  TextField,
} from '@lotto/ui';
import { useGetMaintenanceQuery, useSaveMaintenanceMutation } from '../api/maintenanceApi';

const words = backofficeLabels.maintenance;
const modules = th.maintenance.modules;

/** What staff type: times as `datetime-local` on Bangkok's clock, '' for "at once" and "until removed". */
interface WindowValues {
  module: MaintenanceModule;
  /** '' : every lottery. */
  lottery: string;
  from: string;
  until: string;
  message: string;
}

type Errors = Partial<Record<keyof WindowValues, string>>;

const blank: WindowValues = { module: 'deposit', lottery: '', from: '', until: '', message: '' };

/** The request as the server reads it; a time that does not parse stays as typed, for the schema to refuse. */
function requestOf(values: WindowValues): MaintenanceWindowRequest {
  const time = (typed: string) => (typed === '' ? undefined : (fromBangkokInput(typed) ?? typed));
  return {
    module: values.module,
    lottery: values.module === 'bet' && values.lottery !== '' ? values.lottery : undefined,
    from: time(values.from),
    until: time(values.until),
    message: values.message,
  };
}

/** A stored window sent again with the others: the PUT replaces the whole set. */
const keptRequest = (window: MaintenanceWindow): MaintenanceWindowRequest => ({
  module: window.module,
  lottery: window.lottery ?? undefined,
  from: window.from ?? undefined,
  until: window.until ?? undefined,
  message: window.message,
});

/** The shared schema's messages, and an end already past (the server would drop the window). */
async function check(values: WindowValues, now: Date): Promise<Errors> {
  const request = requestOf(values);
  const errors: Errors = await fieldErrors(maintenanceWindowRequestSchema, request);
  if (!errors.until && request.until && Date.parse(request.until) <= now.getTime()) errors.until = words.untilPassed;
  return errors;
}

const bangkokTime = (iso: string) => formatMoneyDate(iso).slice(0, 16);

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px solid #e0e0e0;
  border-radius: 10px;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
`;

const Title = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  font-weight: 700;
`;

const Fields = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 16px;
  align-items: start;
  margin: 0;
  padding: 12px;
  border: 1px solid #e0e0e0;
  border-radius: 10px;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    .full {
      grid-column: 1 / -1;
    }
  }
`;

function windowTitle(window: MaintenanceWindow): string {
  const lottery = window.lottery === null ? words.allLotteries : (lotteryByCode(window.lottery)?.name ?? window.lottery);
  return window.module === 'bet' ? `${modules.bet} · ${lottery}` : modules[window.module];
}

function WindowItem({
  window,
  n,
  now,
  onRemove,
  busy,
}: {
  window: MaintenanceWindow;
  n: number;
  now: Date;
  onRemove: () => void;
  busy: boolean;
}) {
  const inForce = isInForce(window, now);
  return (
    <Item>
      <div>
        <Title>
          <span>{windowTitle(window)}</span>
          <Badge $tone={inForce ? 'bad' : 'warn'}>{inForce ? words.inForce : words.scheduled}</Badge>
        </Title>
        <p>
          <Muted>{words.from}:</Muted> {window.from === null ? words.now : bangkokTime(window.from)} · <Muted>{words.until}:</Muted>{' '}
          {window.until === null ? words.noEnd : bangkokTime(window.until)}
        </p>
        <p>{window.message}</p>
      </div>
      <Button type="button" $variant="danger" disabled={busy} aria-label={withValues(words.removeOf, { n })} onClick={onRemove}>
        {words.remove}
      </Button>
    </Item>
  );
}

function MaintenanceForm({ stored }: { stored: MaintenanceWindow[] }) {
  const [values, setValues] = useState<WindowValues>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveMaintenanceMutation();
  const now = new Date();

  const change = (patch: Partial<WindowValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (checked) void check(next, new Date()).then(setErrors);
  };

  const send = async (windows: MaintenanceWindowRequest[], done: string) => {
    setFailure(null);
    const answer = await save({ windows });
    if ('error' in answer) {
      setFailure((answer.error as QueryError).message);
      return false;
    }
    toast.success(done);
    return true;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = await check(values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await send([...stored.map(keptRequest), requestOf(values)], words.saved)) {
      setValues(blank);
      setChecked(false);
    }
  };

  const remove = (index: number) => void send(stored.filter((_, at) => at !== index).map(keptRequest), words.removed);

  const select = (name: 'module' | 'lottery', label: string, options: { value: string; label: string }[]) => (
    <Field>
      <label htmlFor={`maintenance-${name}`}>{label}</label>
      <Select
        id={`maintenance-${name}`}
        value={values[name]}
        onChange={(event) => change({ [name]: event.target.value } as Partial<WindowValues>)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {errors[name] && (
        <FieldError id={`maintenance-${name}-error`} role="alert">
          {errors[name]}
        </FieldError>
      )}
    </Field>
  );

  return (
    <>
      <h3 style={{ margin: '0 0 8px', fontSize: '1rem' }}>{words.list}</h3>
      {stored.length === 0 ? (
        <Muted as="p">{words.empty}</Muted>
      ) : (
        <List aria-label={words.list}>
          {stored.map((window, index) => (
            <WindowItem key={window.id} window={window} n={index + 1} now={now} busy={isLoading} onRemove={() => remove(index)} />
          ))}
        </List>
      )}
      <form noValidate onSubmit={(event) => void add(event)}>
        <Fields>
          <legend>{words.newWindow}</legend>
          {select(
            'module',
            words.module,
            MAINTENANCE_MODULES.map((module) => ({ value: module, label: modules[module] })),
          )}
          {values.module === 'bet' ? (
            select('lottery', words.lottery, [
              { value: '', label: words.allLotteries },
              ...LOTTERIES.map((lottery) => ({ value: lottery.code, label: lottery.name })),
            ])
          ) : (
            <span />
          )}
          <TextField
            id="maintenance-from"
            type="datetime-local"
            label={words.from}
            value={values.from}
            error={errors.from}
            note={<Hint>{words.fromHint}</Hint>}
            onChange={(event) => change({ from: event.target.value })}
          />
          <TextField
            id="maintenance-until"
            type="datetime-local"
            label={words.until}
            value={values.until}
            error={errors.until}
            note={<Hint>{words.untilHint}</Hint>}
            onChange={(event) => change({ until: event.target.value })}
          />
          <Field className="full">
            <label htmlFor="maintenance-message">{words.message}</label>
            <TextArea
              id="maintenance-message"
              value={values.message}
              maxLength={300}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'maintenance-message-error' : undefined}
              onChange={(event) => change({ message: event.target.value })}
            />
            {errors.message && (
              <FieldError id="maintenance-message-error" role="alert">
                {errors.message}
              </FieldError>
            )}
          </Field>
          <div className="full">
            {failure && <FieldError role="alert">{failure}</FieldError>}
            <SubmitButton type="submit" disabled={isLoading} aria-busy={isLoading}>
              {words.add}
            </SubmitButton>
          </div>
        </Fields>
      </form>
    </>
  );
}

/**
 * ปิดปรับปรุง (admin, on the site-config screen): the windows in force and to come, each removable,
 * and a form to add one: what it closes (for betting, one lottery or all), from and until (Bangkok
 * time; empty: at once, until removed) and the message members see.
 */
export function MaintenanceCard() {
  const windows = useGetMaintenanceQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card aria-labelledby="maintenance-title">
      <CardTitle id="maintenance-title">{words.title}</CardTitle>
      <Hint>{words.hint}</Hint>
      <QueryState isLoading={windows.isLoading} error={windows.error} refetch={windows.refetch}>
        {windows.data && <MaintenanceForm stored={windows.data.windows} />}
      </QueryState>
    </Card>
  );
}
