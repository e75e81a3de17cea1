import { th } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import { remote } from '../remote';

/** Result cards on the home page. */
export default function ResultCards() {
  return (
    <RemoteRoot {...remote}>
      <div style={{ margin: 16 }}>
        <h2>{th.pages.result}</h2>
        <p>{th.pages.underConstruction}</p>
      </div>
    </RemoteRoot>
  );
}
