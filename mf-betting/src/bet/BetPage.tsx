import { th } from '@lotto/shared';
import { RemoteRoot, SupportButton } from '@lotto/shared/client';
import { remote } from '../remote';

export default function BetPage() {
  return (
    <RemoteRoot {...remote}>
      <div style={{ padding: 16 }}>
        <h1>{th.pages.bet}</h1>
        <p>{th.pages.underConstruction}</p>
        <SupportButton label={th.auth.needHelp} />
      </div>
    </RemoteRoot>
  );
}
