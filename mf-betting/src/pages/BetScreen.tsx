import {
  breakRefusal,
  formatRoundTime,
  padLength,
  paths,
  roundState,
  YEEKEE_CODE,
  th,
  toggleBetType,
  isModeEnabled,
  type BetType,
  type RunningRound,
  type ShortcutMode,
} from '@lotto/shared';
import { useAppSelector, useCurrentUser } from '@lotto/shared/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonRow, ConfirmDialog, LoadFailure, MaintenanceNotice, Message, useClosingWindow, useNow } from '@lotto/ui';
import { usePayRateQuery } from '../lib/api/roundsApi';
import { selectRoundLines } from '../lib/cart/cartSlice';
import { cartTotals } from '../lib/cart/cartTotals';
import { CartList } from '../features/cart/components/CartList';
import { CartSummary } from '../features/cart/components/CartSummary';
import { ConfirmSlipModal } from '../features/cart/components/ConfirmSlipModal';
import { SetAllAmounts } from '../features/cart/components/SetAllAmounts';
import { useCartPersistence } from '../features/cart/useCartPersistence';
import { useAddNumbers } from '../features/bet/useAddNumbers';
import { useLiveTerms } from '../features/bet/useLiveTerms';
import { useSubmitSlip } from '../features/bet/useSubmitSlip';
import { ModeToggles } from '../features/bet/components/ModeToggles';
import { NumberPad } from '../features/bet/components/NumberPad';
import { PadTerms } from '../features/bet/components/PadTerms';
import { RoundHeader } from '../features/bet/components/RoundHeader';
import { TypeGrid } from '../features/bet/components/TypeGrid';
import { PasteSlip } from '../features/paste/components/PasteSlip';
import { SavedSlips } from '../features/saved-slips/components/SavedSlips';
import { YeekeePanel } from '../features/yeekee/components/YeekeePanel';
import { useBreakInForce } from '../features/protection/useBreakInForce';

const Layout = styled.div<{ $shooting: boolean }>`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    /* Yeekee: the shoot panel under the pad, the cart beside both. */
    ${({ $shooting }) => $shooting && 'grid-auto-flow: row dense; & > :last-child { grid-row: span 2; }'}
  }
`;

const Card = styled.section`
  padding: 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
  h2 {
    margin: 0 0 10px;
    font-size: 1.05rem;
  }
  & > * + * {
    margin-top: 12px;
  }
`;

/** A card's controls, disabled as one while the member is on a break. */
const Entry = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > * + * {
    margin-top: 12px;
  }
`;

/**
 * The bet screen of one open round: types, modes, pad, the round's cart and the bet flow. While a
 * maintenance window closes betting on the round's lottery, its notice, a closed pad and no sending.
 */
export function BetScreen({ round }: { round: RunningRound }) {
  useCartPersistence();
  const now = useNow();
  const state = roundState(round, now);
  const open = state === 'open';
  const { user } = useCurrentUser();
  const rates = usePayRateQuery(round.code);
  const lines = useAppSelector((state) => selectRoundLines(state, round.round_id));
  const [selected, setSelected] = useState<BetType[]>([]);
  const [mode, setMode] = useState<ShortcutMode | null>(null);
  const [entry, setEntry] = useState('');
  const { add, pricing, lastTerms } = useAddNumbers(round.round_id, lines);
  useLiveTerms(round.round_id, lines, open);
  const submit = useSubmitSlip(round.round_id, lines);
  const totals = cartTotals(lines);
  const credit = user?.credit;
  // A time-out or self-exclusion: said at once and entry disabled, not learnt from a refused slip.
  const onBreak = useBreakInForce(now);
  // A maintenance window closing betting on this lottery (or on all): the pad is closed and nothing is sent.
  const maintenance = useClosingWindow('bet', round.code);
  const padClosed = onBreak !== null || maintenance !== undefined;

  const toggleType = (type: BetType) => {
    const next = toggleBetType(selected, type);
    setSelected(next);
    if (mode && !isModeEnabled(mode, next)) setMode(null);
    setEntry('');
  };
  const changeMode = (next: ShortcutMode | null) => {
    setMode(next);
    setEntry('');
  };
  const addEntry = async (value: string) => {
    setEntry('');
    await add(value, selected, mode);
  };

  const canSend =
    open &&
    !padClosed &&
    lines.length > 0 &&
    totals.total > 0 &&
    !totals.hasInvalidAmount &&
    credit !== undefined &&
    totals.total <= credit &&
    !lines.some((line) => line.closed);

  if (state === 'notYetOpen')
    return (
      <>
        <RoundHeader round={round} state={state} now={now} />
        <Message role="status">
          {th.pad.round.notYetOpen} {th.pad.round.opensAt} {formatRoundTime(round.start_at)}
        </Message>
      </>
    );

  return (
    <>
      <RoundHeader round={round} state={state} now={now} />
      {onBreak && (
        <Message role="alert">
          {breakRefusal(onBreak)} <Link to={paths.playControl}>{th.protection.title}</Link>
        </Message>
      )}
      {maintenance && <MaintenanceNotice id="bet-maintenance" window={maintenance} />}
      <Layout $shooting={round.code === YEEKEE_CODE}>
        <Card data-pad-area>
          <h2>{th.betting.bet.types}</h2>
          <Entry disabled={padClosed} aria-describedby={maintenance ? 'bet-maintenance' : undefined}>
            {rates.isLoading && <Message role="status">{th.remote.loading}</Message>}
            {rates.isError && (
              <LoadFailure title={th.betting.bet.ratesLoadFailed} error={rates.error} onRetry={() => void rates.refetch()} />
            )}
            {rates.data && <TypeGrid rates={rates.data} selected={selected} onToggle={toggleType} />}
            <ModeToggles selected={selected} mode={mode} onChange={changeMode} />
            {selected.length === 0 && open && !padClosed && <Message>{th.betting.bet.chooseType}</Message>}
            <NumberPad
              length={selected[0] ? padLength(selected[0], mode) : 2}
              entry={entry}
              onEntryChange={setEntry}
              onSubmit={(value) => void addEntry(value)}
              disabled={!open || selected.length === 0 || padClosed}
              pricing={pricing}
            />
            <PadTerms terms={lastTerms} />
          </Entry>
        </Card>
        {/* On a phone the shoot panel comes right after the pad, before the cart. */}
        {round.code === YEEKEE_CODE && <YeekeePanel roundId={round.round_id} open={open} />}
        <Card aria-label={th.betting.cart.title}>
          <h2>{th.betting.cart.title}</h2>
          <Entry disabled={onBreak !== null}>
            <ButtonRow>
              <SavedSlips round={round} lines={lines} />
              <PasteSlip round={round} />
            </ButtonRow>
            <CartList roundId={round.round_id} lines={lines} />
            <SetAllAmounts roundId={round.round_id} disabled={lines.length === 0} />
          </Entry>
          <CartSummary total={totals.total} credit={credit} canSend={canSend} onSend={() => submit.setStep('review')} />
        </Card>
      </Layout>
      {submit.step === 'review' && (
        <ConfirmSlipModal
          roundId={round.round_id}
          lines={lines}
          credit={credit}
          onBack={() => submit.setStep('idle')}
          onConfirm={() => submit.setStep('confirm')}
        />
      )}
      {submit.step === 'confirm' && (
        <ConfirmDialog
          title={th.betting.confirm.dialogTitle}
          text={th.betting.confirm.dialogText}
          busy={submit.sending}
          onYes={() => void submit.send()}
          onNo={() => submit.setStep('idle')}
        />
      )}
    </>
  );
}
