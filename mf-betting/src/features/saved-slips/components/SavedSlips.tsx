import { th, type RunningRound } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@lotto/ui';
import type { CartLine } from '../../../lib/cart/cartSlice';
import { useSavedSlipSaveMutation } from '../api/savedSlipsApi';
import { SavedSlipsDialog } from './SavedSlipsDialog';
import { SlipNameDialog } from './SlipNameDialog';

const t = th.pad.savedSlips;

/** `บันทึกโพย` (this round's cart under a name) and `โพยที่บันทึก` (load one into this round). */
export function SavedSlips({ round, lines }: { round: Pick<RunningRound, 'round_id' | 'code'>; lines: readonly CartLine[] }) {
  const [open, setOpen] = useState<'save' | 'list' | null>(null);
  const [save, saving] = useSavedSlipSaveMutation();
  const close = () => setOpen(null);

  const saveCart = async (name: string) => {
    try {
      await save({ name, lines: lines.map(({ type, number, amount }) => ({ type, number, amount: Number(amount) })) }).unwrap();
    } catch (error) {
      return (error as QueryError).message ?? th.errors.generic;
    }
    toast.success(t.saved);
    close();
    return undefined;
  };

  return (
    <>
      <Button type="button" $variant="secondary" disabled={lines.length === 0} onClick={() => setOpen('save')}>
        {t.save}
      </Button>
      <Button type="button" $variant="secondary" onClick={() => setOpen('list')}>
        {t.list}
      </Button>
      {open === 'save' && <SlipNameDialog title={t.save} busy={saving.isLoading} onSubmit={saveCart} onClose={close} />}
      {open === 'list' && <SavedSlipsDialog round={round} onClose={close} />}
    </>
  );
}
