import { useEffect, useMemo, useState } from 'react';
import type { YeekeeShot } from '@lotto/shared';
import { useLiveStream } from '@lotto/shared/client';
import { useYeekeeShotsQuery } from './api/yeekeeApi';

/** The round's shots, newest first, each once by seq; with their count and sum as peer sites show them. */
export interface LiveShots {
  shots: YeekeeShot[];
  count: number;
  sum: number;
  loading: boolean;
  failed: boolean;
  error: unknown;
  retry: () => void;
  /** A shot this member just had accepted (it also arrives on the stream: kept once). */
  add: (shot: YeekeeShot) => void;
}

/**
 * yeekee_shots gives the list so far; the tab's live stream (the member's own, carrying the round,
 * or a guest's stream of the round) adds every later shot as the server accepts it.
 */
export function useLiveShots(roundId: string): LiveShots {
  const initial = useYeekeeShotsQuery(roundId);
  const live = useLiveStream();
  const [arrived, setArrived] = useState<YeekeeShot[]>([]);
  const add = (shot: YeekeeShot) => setArrived((previous) => [...previous, shot]);

  useEffect(() => live.watchShots(roundId, (shot) => setArrived((previous) => [...previous, shot])), [live, roundId]);

  const shots = useMemo(() => {
    const bySeq = new Map<number, YeekeeShot>();
    for (const shot of [...(initial.data?.shots ?? []), ...arrived]) if (!bySeq.has(shot.seq)) bySeq.set(shot.seq, shot);
    return [...bySeq.values()].sort((a, b) => b.seq - a.seq);
  }, [initial.data, arrived]);

  return {
    shots,
    count: shots.length,
    sum: shots.reduce((total, shot) => total + Number(shot.number), 0),
    loading: initial.isLoading,
    failed: initial.isError,
    error: initial.error,
    retry: () => void initial.refetch(),
    add,
  };
}
