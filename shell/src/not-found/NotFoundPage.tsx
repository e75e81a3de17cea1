import { Link } from 'react-router-dom';
import { paths, th } from '@lotto/shared';
import { FirstPaintReplaced } from '../layout/firstPaint';

export function NotFoundPage() {
  return (
    <div style={{ padding: 24, textAlign: 'center' }}>
      <h1>{th.pages.notFound}</h1>
      <Link to={paths.home}>{th.pages.backHome}</Link>
      <FirstPaintReplaced />
    </div>
  );
}
