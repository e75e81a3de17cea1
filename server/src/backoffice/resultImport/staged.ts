import type { LotteryResult, ResultImportState, StaffRoundState, StagedResult, StagedSource } from '@lotto/shared';

interface ImportRow {
  state: ResultImportState;
  result: LotteryResult | null;
  sources: StagedSource[];
  fetched_at: Date | null;
  attempts: number;
}

/** A round's import as staff see it; confirmable only while its one result waits on a closed, unsettled round. */
export function stagedResultOf(row: ImportRow | undefined, roundState: StaffRoundState): StagedResult | null {
  if (!row) return null;
  return {
    state: row.state,
    result: row.result,
    // Sources staged before answers carried their draw date have none.
    sources: row.sources.map((source) => ({ ...source, draw_date: source.draw_date ?? null })),
    fetched_at: row.fetched_at?.toISOString() ?? null,
    attempts: row.attempts,
    confirmable: row.state === 'staged' && row.result !== null && roundState === 'closed',
  };
}
