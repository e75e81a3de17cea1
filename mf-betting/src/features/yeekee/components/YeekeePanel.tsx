import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { maskShooter, th, withValues, YEEKEE_SHOT_COOLDOWN_DEFAULT_SECONDS, YEEKEE_SHOT_PATTERN } from '@lotto/shared';
import { useCurrentUser, type QueryError } from '@lotto/shared/client';
import { LoadFailure, Message, SubmitButton, TextField, useNow } from '@lotto/ui';
import { coolDownSeconds } from '../coolDown';
import { useLiveShots } from '../useLiveShots';
import { useYeekeeShootMutation } from '../api/yeekeeApi';
import { ShotsDownload } from './ShotsDownload';
import { YeekeeDrawCheck } from './YeekeeDrawCheck';

const words = th.yeekee;

const Box = styled.section`
  padding: 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
  /* On the bet screen's two columns: under the pad. */
  ${({ theme }) => theme.media.md} {
    grid-column: 1;
  }
  h2 {
    margin: 0 0 10px;
    font-size: 1.05rem;
  }
  & > * + * {
    margin-top: 12px;
  }
`;

const Shots = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 320px;
  overflow-y: auto;
  li {
    display: grid;
    grid-template-columns: 3em 1fr auto auto;
    gap: 8px;
    padding: 4px 0;
    border-bottom: 1px solid #eee;
    font-variant-numeric: tabular-nums;
  }
  strong {
    font-size: 1.05rem;
  }
`;

const BANGKOK_OFFSET_MS = 7 * 3_600_000;
/** HH:mm:ss in Bangkok: shots come seconds apart. */
const shotTime = (iso: string) => new Date(Date.parse(iso) + BANGKOK_OFFSET_MS).toISOString().slice(11, 19);

/**
 * ยิงเลข on a yeekee round (docs/lottery-rules.md): the member shoots 5 digits while the round is
 * open; everyone watches the shots arrive, newest first; after the draw, the result and its check.
 */
export function YeekeePanel({ roundId, open }: { roundId: string; open: boolean }) {
  const fieldId = useId();
  const now = useNow();
  const { user } = useCurrentUser();
  const live = useLiveShots(roundId);
  const [shoot, { isLoading: shooting }] = useYeekeeShootMutation();
  const [number, setNumber] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  // From when the cool-down was learnt: the ticking clock may be up to a second older than that.
  const [coolDown, setCoolDown] = useState({ from: 0, until: 0 });
  const startCoolDown = (seconds: number) => {
    const from = Date.now();
    setCoolDown({ from, until: from + seconds * 1000 });
  };
  const secondsLeft = Math.max(0, Math.ceil((coolDown.until - Math.max(now.getTime(), coolDown.from)) / 1000));
  const invalid = number !== '' && !YEEKEE_SHOT_PATTERN.test(number);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!YEEKEE_SHOT_PATTERN.test(number)) {
      setRefusal(words.numberDigits);
      return;
    }
    setRefusal(null);
    setAccepted(false);
    try {
      const shot = await shoot({ round_id: roundId, number }).unwrap();
      live.add({ ...shot, member: user ? maskShooter(user.username) : '' });
      setNumber('');
      setAccepted(true);
      startCoolDown(YEEKEE_SHOT_COOLDOWN_DEFAULT_SECONDS);
    } catch (error) {
      const { code, message } = error as QueryError;
      setRefusal(message);
      const seconds = code === 'RATE_LIMITED' ? coolDownSeconds(message) : null;
      if (seconds !== null) startCoolDown(seconds);
    }
  }

  return (
    <Box aria-label={words.shoot}>
      <h2>{words.shoot}</h2>
      {open && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            id={fieldId}
            label={words.shotField}
            value={number}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            error={invalid ? words.numberDigits : undefined}
            onChange={(event) => setNumber(event.target.value.replace(/\D/g, '').slice(0, 5))}
          />
          <SubmitButton type="submit" disabled={shooting || secondsLeft > 0}>
            {words.shoot}
          </SubmitButton>
        </form>
      )}
      {refusal && <Message role="alert">{refusal}</Message>}
      {accepted && !refusal && <Message role="status">{words.shotAccepted}</Message>}
      {secondsLeft > 0 && <Message role="timer">{withValues(words.coolDownLeft, { seconds: secondsLeft })}</Message>}
      <p>
        <span>{withValues(words.shotCount, { count: live.count })}</span> · <span>{withValues(words.shotSum, { sum: live.sum })}</span>
      </p>
      {live.failed && <LoadFailure title={words.shotsLoadFailed} error={live.error} onRetry={live.retry} />}
      {live.loading && <Message role="status">{th.remote.loading}</Message>}
      {!live.loading && live.count === 0 && <Message>{words.noShots}</Message>}
      <Shots aria-label={words.shotList}>
        {live.shots.map((shot) => (
          <li key={shot.seq}>
            <span>#{shot.seq}</span>
            <span>{shot.member}</span>
            <strong>{shot.number}</strong>
            <time dateTime={shot.createdAt}>{shotTime(shot.createdAt)}</time>
          </li>
        ))}
      </Shots>
      <ShotsDownload roundId={roundId} shots={live.shots} sum={live.sum} />
      {!open && <YeekeeDrawCheck roundId={roundId} shots={live.shots} />}
    </Box>
  );
}
