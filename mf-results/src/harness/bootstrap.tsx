import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import ResultPage from '../result/ResultPage';
import ResultCheckPage from '../result-check/ResultCheckPage';
import ResultCards from '../result-cards/ResultCards';

startHarness('mf-results', [
  { path: paths.result, element: <ResultPage /> },
  { path: paths.resultCheck.pattern, href: paths.resultCheck.href('government', '2026-11-16'), element: <ResultCheckPage /> },
  { path: paths.home, element: <ResultCards /> },
]);
