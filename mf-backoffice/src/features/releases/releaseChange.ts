import { backofficeLabels, th, withValues } from '@lotto/shared';

const l = backofficeLabels.releases;

/** What the admin is about to do, asked with ตกลง / ยกเลิก. */
export type ReleaseChange =
  | { kind: 'pin'; name: string; version: string }
  | { kind: 'unpin'; name: string; newest: string }
  | { kind: 'canary'; name: string; version: string }
  | { kind: 'promote'; name: string; version: string }
  | { kind: 'abort'; name: string; version: string; stable: string };

export const CHANGE_TITLES: Record<ReleaseChange['kind'], string> = {
  pin: l.pinTitle,
  unpin: l.unpinTitle,
  canary: l.canaryTitle,
  promote: l.promoteTitle,
  abort: l.abortTitle,
};

export function questionOf(change: ReleaseChange): string {
  switch (change.kind) {
    case 'pin':
      return withValues(l.pinQuestion, { name: change.name, version: change.version });
    case 'unpin':
      return withValues(l.unpinQuestion, { name: change.name, version: change.newest });
    case 'canary':
      return withValues(l.canaryQuestion, { name: change.name, version: change.version });
    case 'promote':
      return withValues(l.promoteQuestion, { name: change.name, version: change.version });
    case 'abort':
      return withValues(l.abortQuestion, { name: change.name, version: change.stable });
  }
}

export function doneMessage(change: ReleaseChange, percent: string): string {
  switch (change.kind) {
    case 'pin':
      return withValues(th.staff.remotePinned, { name: change.name, version: change.version });
    case 'unpin':
      return withValues(th.staff.remoteUnpinned, { name: change.name });
    case 'canary':
      return withValues(th.staff.remoteCanaryStarted, { name: change.name, version: change.version, percent });
    case 'promote':
      return withValues(th.staff.remotePromoted, { name: change.name, version: change.version });
    case 'abort':
      return withValues(th.staff.remoteAborted, { name: change.name, version: change.version });
  }
}
