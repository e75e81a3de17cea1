import { useEffect, useState } from 'react';
import { th, yeekeeShotsDigest, type YeekeeShot } from '@lotto/shared';

/** The file a viewer keeps of a round's shots: the list in seq order, its count, sum and digest chain. */
export function shotsFile(roundId: string, newestFirst: readonly YeekeeShot[], sum: number) {
  const shots = [...newestFirst].sort((a, b) => a.seq - b.seq);
  return { round_id: roundId, shots, count: shots.length, sum, digest: yeekeeShotsDigest(shots) };
}

/** A link to `yeekee-<round_id>.json`, made in this browser from the shots the page shows. */
export function ShotsDownload({ roundId, shots, sum }: { roundId: string; shots: readonly YeekeeShot[]; sum: number }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(shotsFile(roundId, shots, sum), null, 2)], { type: 'application/json' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [roundId, shots, sum]);
  if (!href) return null;
  return (
    <a href={href} download={`yeekee-${roundId}.json`}>
      {th.yeekee.download}
    </a>
  );
}
