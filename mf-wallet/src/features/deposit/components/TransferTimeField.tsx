import { th } from '@lotto/shared';
import styled from 'styled-components';
import { Field, FieldError, Select } from '@lotto/ui';

const w = th.wallet;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
const two = (value: number) => String(value).padStart(2, '0');

const TimeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

/** When the member transferred: hour and minute on Bangkok's clock, with its message. */
export function TransferTimeField({
  hour,
  minute,
  error,
  onChange,
}: {
  hour: number;
  minute: number;
  error?: string;
  onChange: (time: { hour?: number; minute?: number }) => void;
}) {
  return (
    <Field role="group" aria-labelledby="deposit-time">
      <span id="deposit-time">
        <strong>{w.transferTime}</strong>
      </span>
      <TimeRow>
        <Select aria-label={w.hour} value={hour} onChange={(event) => onChange({ hour: Number(event.target.value) })}>
          {HOURS.map((value) => (
            <option key={value} value={value}>
              {two(value)}
            </option>
          ))}
        </Select>
        <Select aria-label={w.minute} value={minute} onChange={(event) => onChange({ minute: Number(event.target.value) })}>
          {MINUTES.map((value) => (
            <option key={value} value={value}>
              {two(value)}
            </option>
          ))}
        </Select>
      </TimeRow>
      {error && <FieldError role="alert">{error}</FieldError>}
    </Field>
  );
}
