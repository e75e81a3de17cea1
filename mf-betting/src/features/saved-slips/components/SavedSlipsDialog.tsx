import { formatMoneyDate, withValues, th, type RunningRound, type SavedSlip } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { useState } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { Button, ButtonRow, ConfirmDialog, Dialog, LoadFailure, Message, Muted } from '@lotto/ui';
import { useLoadLines } from '../../../lib/cart/useLoadLines';
import { useSavedSlipDeleteMutation, useSavedSlipListQuery, useSavedSlipRenameMutation } from '../api/savedSlipsApi';
import { SlipNameDialog } from './SlipNameDialog';

const t = th.pad.savedSlips;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid rgba(0, 0, 0, 0.08);
  }
  li > div {
    flex: 1;
    min-width: 10em;
  }
`;

type Editing = { kind: 'rename' | 'delete'; slip: SavedSlip } | null;

/** `โพยที่บันทึก`: the member's saved slips; load one into this round's cart, rename or delete one. */
export function SavedSlipsDialog({ round, onClose }: { round: Pick<RunningRound, 'round_id' | 'code'>; onClose: () => void }) {
  const list = useSavedSlipListQuery();
  const [rename, renaming] = useSavedSlipRenameMutation();
  const [remove, removing] = useSavedSlipDeleteMutation();
  const { load, loading } = useLoadLines();
  const [editing, setEditing] = useState<Editing>(null);

  if (editing?.kind === 'rename')
    return (
      <SlipNameDialog
        title={t.renameTitle}
        initialName={editing.slip.name}
        busy={renaming.isLoading}
        onClose={() => setEditing(null)}
        onSubmit={async (name) => {
          try {
            await rename({ id: editing.slip.id, name }).unwrap();
          } catch (error) {
            return (error as QueryError).message ?? th.errors.generic;
          }
          toast.success(t.renamed);
          setEditing(null);
          return undefined;
        }}
      />
    );
  if (editing?.kind === 'delete')
    return (
      <ConfirmDialog
        title={t.delete}
        text={withValues(t.deleteConfirm, { name: editing.slip.name })}
        busy={removing.isLoading}
        onNo={() => setEditing(null)}
        onYes={() =>
          void remove({ id: editing.slip.id })
            .unwrap()
            .then(
              () => toast.success(t.deleted),
              (error: QueryError) => toast.error(error.message ?? th.errors.generic),
            )
            .finally(() => setEditing(null))
        }
      />
    );

  const loadSlip = async (slip: SavedSlip) => {
    if (await load(round, slip.lines)) onClose();
  };

  return (
    <Dialog title={t.list} onClose={onClose} wide>
      {list.isLoading && <Message role="status">{t.loading}</Message>}
      {list.isError && <LoadFailure title={t.loadFailed} error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <Message>{t.empty}</Message>}
      {list.data && list.data.length > 0 && (
        <List>
          {list.data.map((slip) => (
            <li key={slip.id} aria-label={slip.name}>
              <div>
                <strong>{slip.name}</strong>{' '}
                <Muted>
                  {withValues(t.lineCount, { count: slip.lines.length })} · {formatMoneyDate(slip.createdAt)}
                </Muted>
              </div>
              <Button type="button" $variant="primary" disabled={loading} aria-busy={loading} onClick={() => void loadSlip(slip)}>
                {t.load}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setEditing({ kind: 'rename', slip })}>
                {t.rename}
              </Button>
              <Button type="button" $variant="danger" onClick={() => setEditing({ kind: 'delete', slip })}>
                {t.delete}
              </Button>
            </li>
          ))}
        </List>
      )}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
