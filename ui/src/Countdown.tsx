import { countdownTo, formatCountdown } from '@lotto/shared';

/** days : hours : minutes : seconds left until `end`. */
export function Countdown({ end, now, label }: { end: string; now: Date; label: string }) {
  return (
    <time
      dateTime={end}
      aria-label={`${label} ${formatCountdown(countdownTo(new Date(end), now))}`}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatCountdown(countdownTo(new Date(end), now))}
    </time>
  );
}
