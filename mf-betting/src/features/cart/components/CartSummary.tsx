import { formatMoney, paths, th } from '@lotto/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@lotto/ui';

const t = th.betting.cart;

const Bar = styled.div`
  position: sticky;
  /* Above the shell's bottom tab bar (60 px) on a phone. */
  bottom: calc(60px + env(safe-area-inset-bottom));
  ${({ theme }) => theme.media.md} {
    bottom: 0;
  }
  z-index: 5;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  padding: 10px 12px;
  border-radius: 10px 10px 0 0;
  background: ${({ theme }) => theme.ink};
  color: #fff;
  dl {
    margin: 0;
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.yellow[200]};
  }
  dd {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: #ff8a80;
  }
`;

/** Space kept between a focused control and the bar. */
const FOCUS_GAP_PX = 8;

/**
 * A sticky bar covers only the box it sticks in (its parent): when focus lands on a control of that
 * box that the bar covers (the browser scrolls only what is off screen), the page scrolls it clear.
 */
function useFocusClearOf(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const box = bar.current;
      const target = event.target;
      if (!box?.parentElement || !(target instanceof Element) || box.contains(target) || !box.parentElement.contains(target)) return;
      const barRect = box.getBoundingClientRect();
      const targetRect = target.getBoundingClientRect();
      const covered = targetRect.bottom - barRect.top;
      if (covered > 0 && targetRect.top < barRect.bottom) window.scrollBy({ top: covered + FOCUS_GAP_PX });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [bar]);
}

/** `ยอดเดิมพันรวม`, `เครดิตคงเหลือ`, `ยกเลิก` (to /lotto/all) and `ส่งโพย`. */
export function CartSummary({
  total,
  credit,
  canSend,
  onSend,
}: {
  total: number;
  credit: number | undefined;
  canSend: boolean;
  onSend: () => void;
}) {
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  useFocusClearOf(bar);
  const remaining = credit === undefined ? undefined : credit - total;
  return (
    <Bar ref={bar} role="region" aria-label={t.total}>
      <dl>
        <dt>{t.total}</dt>
        <dd data-testid="cart-total">{formatMoney(total)}</dd>
      </dl>
      <dl>
        <dt>{t.remaining}</dt>
        <dd data-testid="cart-remaining">{remaining === undefined ? '-' : formatMoney(remaining)}</dd>
      </dl>
      {remaining !== undefined && remaining < 0 && <p role="alert">{t.overCredit}</p>}
      <Button type="button" $variant="secondary" onClick={() => navigate(paths.lottoAll)}>
        {t.cancel}
      </Button>
      <Button type="button" $variant="primary" disabled={!canSend} onClick={onSend}>
        {t.send}
      </Button>
    </Bar>
  );
}
