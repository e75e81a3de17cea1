import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import BackofficeApp from '../pages/BackofficeApp';

startHarness('mf-backoffice', [{ path: `${paths.backoffice}/*`, href: paths.backoffice, element: <BackofficeApp /> }]);
