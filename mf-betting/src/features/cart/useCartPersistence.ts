import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '@lotto/shared/client';
import { injectedCartSlice, saveCart } from '../../lib/cart/cartSlice';

/** Writes the cart to localStorage on every change while the bet screen is open, so a reload keeps it. */
export function useCartPersistence(): void {
  const store = useStore<RootState>();
  useEffect(() => {
    let last = injectedCartSlice.selectSlice(store.getState());
    return store.subscribe(() => {
      const next = injectedCartSlice.selectSlice(store.getState());
      if (next === last) return;
      last = next;
      saveCart(next);
    });
  }, [store]);
}
