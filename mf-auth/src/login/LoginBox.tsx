import { Link } from 'react-router-dom';
import { paths, th } from '@lotto/shared';
import { RemoteRoot, SupportButton } from '@lotto/shared/client';
import { remote } from '../remote';

/** The guest login box on the home page (SPEC.md section 2, login screen). */
export default function LoginBox() {
  return (
    <RemoteRoot {...remote}>
      <div style={{ margin: 16, padding: 16, borderRadius: 12, background: '#fff' }}>
        <h2>{th.auth.loginTitle}</h2>
        <p>{th.pages.underConstruction}</p>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <SupportButton label={th.auth.forgotPassword} />
          <SupportButton label={th.auth.needHelp} />
          <Link to={paths.register}>{th.auth.register}</Link>
        </div>
      </div>
    </RemoteRoot>
  );
}
