import { th, type MoneyTransaction } from '@lotto/shared';

/**
 * docs/screens.md#behaviour: pending 'กำลังทำรายการ...', success 'สำเร็จ' after the deposit or withdraw
 * word, reject 'ไม่สำเร็จ'.
 */
export function statusLabel(row: Pick<MoneyTransaction, 'type' | 'status'>): string {
  if (row.status === 'pending') return th.wallet.pending;
  if (row.status === 'reject') return th.wallet.reject;
  return `${row.type === 'deposit' ? th.wallet.depositPanel : th.wallet.withdrawPanel}${th.wallet.success}`;
}

export const kindLabel = (row: Pick<MoneyTransaction, 'type'>) =>
  row.type === 'deposit' ? th.wallet.depositPanel : th.wallet.withdrawPanel;
