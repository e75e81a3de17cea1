import { Link } from 'react-router-dom';
import { paths, th } from '@lotto/shared';
import { RemoteRoot, SupportButton } from '@lotto/shared/client';
import { remote } from '../remote';

export default function RegisterPage() {
  return (
    <RemoteRoot {...remote}>
      <div style={{ padding: 16 }}>
        <h1>{th.pages.register}</h1>
        <p>{th.pages.underConstruction}</p>
        <div style={{ display: 'flex', gap: 8 }}>
          <Link to={paths.home}>{th.auth.loginTitle}</Link>
          <SupportButton label={th.auth.needHelp} />
        </div>
      </div>
    </RemoteRoot>
  );
}
