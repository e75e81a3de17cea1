import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Announcement, BACKOFFICE_PAGE_SIZE, backofficeLabels, formatMoneyDate, withValues } from '@lotto/shared';
import { Badge, Button, ConfirmDialog, PagedList, Table, useNow } from '@lotto/ui';
import { pager } from '../../../lib/pager';
import { toastAnswer } from '../../../lib/api/serverAnswer';
import { useDeleteAnnouncementMutation, useListAnnouncementsQuery } from '../api/announcementsApi';

const words = backofficeLabels.messages.announcements;

type AnnouncementState = 'scheduled' | 'live' | 'ended';

/** Where an announcement stands now: before its start, between its start and end, or after its end. */
export function stateOf(announcement: Pick<Announcement, 'starts_at' | 'ends_at'>, now: Date): AnnouncementState {
  if (now.getTime() < Date.parse(announcement.starts_at)) return 'scheduled';
  return now.getTime() < Date.parse(announcement.ends_at) ? 'live' : 'ended';
}

const STATES: Record<AnnouncementState, { label: string; tone: 'warn' | 'good' | 'neutral' }> = {
  scheduled: { label: words.stateScheduled, tone: 'warn' },
  live: { label: words.stateLive, tone: 'good' },
  ended: { label: words.stateEnded, tone: 'neutral' },
};

function targetOf(announcement: Announcement): string {
  if (announcement.target === 'round') return withValues(words.targetOfRound, { round: announcement.round_id ?? '' });
  if (announcement.target === 'member') return withValues(words.targetOfMember, { member: announcement.member_id ?? '' });
  return words.targetAll;
}

const COLUMNS = [
  words.headline,
  words.state,
  words.target,
  { label: words.recipientsHeading, numeric: true },
  words.periodHeading,
  words.actions,
];

/** ประกาศทั้งหมด: newest first, a page at a time (the page is in the address), each with its state and a removal that asks first. */
export function AnnouncementList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useListAnnouncementsQuery(page, { refetchOnMountOrArgChange: true });
  const [remove, removing] = useDeleteAnnouncementMutation();
  const [removal, setRemoval] = useState<Announcement | null>(null);
  const now = useNow(30_000);

  const paged = list.data && {
    data: list.data.result,
    paging: { page: list.data.page, pages: Math.max(1, Math.ceil(list.data.total / BACKOFFICE_PAGE_SIZE)) },
  };
  const confirmRemoval = async (announcement: Announcement) => {
    toastAnswer(await remove(announcement.id), words.removed);
    setRemoval(null);
  };

  return (
    <>
      <PagedList query={{ ...list, data: paged }} empty={words.empty} onPage={(next) => setParams({ page: String(next) })} {...pager}>
        {(announcements) => (
          <Table columns={COLUMNS} aria-label={words.list}>
            {announcements.map((announcement) => {
              const state = STATES[stateOf(announcement, now)];
              return (
                <tr key={announcement.id}>
                  <td data-label={words.headline}>
                    <strong>{announcement.title}</strong> {announcement.popup && <Badge>{words.popupMark}</Badge>}
                  </td>
                  <td data-label={words.state}>
                    <Badge $tone={state.tone}>{state.label}</Badge>
                  </td>
                  <td data-label={words.target} style={{ whiteSpace: 'nowrap' }}>
                    {targetOf(announcement)}
                  </td>
                  <td data-label={words.recipientsHeading} className="number" style={{ whiteSpace: 'nowrap' }}>
                    {withValues(words.recipients, { count: announcement.recipients.toLocaleString('en-US') })}
                  </td>
                  <td data-label={words.periodHeading}>
                    {withValues(words.period, {
                      from: formatMoneyDate(announcement.starts_at),
                      until: formatMoneyDate(announcement.ends_at),
                    })}
                  </td>
                  <td data-label={words.actions}>
                    <Button
                      type="button"
                      $variant="danger"
                      aria-label={withValues(words.removeOf, { title: announcement.title })}
                      onClick={() => setRemoval(announcement)}
                    >
                      {words.remove}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </Table>
        )}
      </PagedList>
      {removal && (
        <ConfirmDialog
          title={words.remove}
          text={withValues(words.removeConfirm, { title: removal.title })}
          busy={removing.isLoading}
          onYes={() => void confirmRemoval(removal)}
          onNo={() => setRemoval(null)}
        />
      )}
    </>
  );
}
