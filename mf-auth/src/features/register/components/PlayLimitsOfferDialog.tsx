import { paths, th } from '@lotto/shared';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonRow, Dialog } from '@lotto/ui';

const p = th.protection;

/** After registration: the offer to set limits (ควบคุมการเล่น) before playing; `ข้ามไปก่อน` goes home. */
export function PlayLimitsOfferDialog() {
  const navigate = useNavigate();
  const skip = () => navigate(paths.home, { replace: true });
  return (
    <Dialog title={p.offerTitle} onClose={skip}>
      <p>{p.offerText}</p>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={skip}>
          {p.skip}
        </Button>
        <Button type="button" $variant="primary" onClick={() => navigate(paths.playControl, { replace: true })}>
          {p.title}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
