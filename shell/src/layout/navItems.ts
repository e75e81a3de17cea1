import { paths, th } from '@lotto/shared';

export interface NavItem {
  label: string;
  to: string;
  /** Deposit and withdraw switch the money page's tab, replacing history (SPEC.md section 2). */
  replace?: boolean;
}

export const topBarItems: NavItem[] = [
  { label: th.nav.deposit, to: paths.deposit, replace: true },
  { label: th.nav.withdraw, to: paths.withdraw, replace: true },
  { label: th.nav.bet, to: paths.lottoAll },
  { label: th.nav.slips, to: paths.transaction },
  { label: th.nav.results, to: paths.result },
];

export const bottomTabItems: NavItem[] = [
  { label: th.nav.deposit, to: paths.deposit, replace: true },
  { label: th.nav.withdraw, to: paths.withdraw, replace: true },
  { label: th.nav.bet, to: paths.lottoAll },
  { label: th.nav.slips, to: paths.transaction },
  { label: th.nav.resultCheck, to: paths.result },
];
