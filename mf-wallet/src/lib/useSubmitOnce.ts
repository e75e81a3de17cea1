import { useRef, type FormEvent } from 'react';

/**
 * A form's submit handler that runs `send` once at a time: the guard is set at once, not on the
 * next render, so a double click's second click finds it taken. `blocked` refuses a submit too
 * (a slip still uploading).
 */
export function useSubmitOnce(send: () => Promise<void>, blocked: () => boolean = () => false) {
  const busy = useRef(false);
  return async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || blocked()) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  };
}
