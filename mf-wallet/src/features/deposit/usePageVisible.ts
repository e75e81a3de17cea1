import { useEffect, useState } from 'react';

const isVisible = () => document.visibilityState !== 'hidden';

/** Whether the page is in front: a hidden tab asks the server nothing. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(isVisible);
  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}
