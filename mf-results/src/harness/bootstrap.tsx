import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import ResultPage from '../pages/ResultPage';
import ResultCheckPage from '../pages/ResultCheckPage';
import ResultCardsWidget from '../pages/ResultCardsWidget';

startHarness('mf-results', [
  { path: paths.result, element: <ResultPage /> },
  { path: paths.resultCheck.pattern, href: paths.resultCheck.href('government', 'latest'), element: <ResultCheckPage /> },
  { path: paths.home, element: <ResultCardsWidget /> },
]);
