import { paths, th, type ExposedModule, type RemoteName } from '@lotto/shared';
import BOTTOM_TABS from './bottomTabs.json';

export interface NavItem {
  label: string;
  to: string;
  /** Deposit and withdraw switch the money page's tab, replacing history (docs/screens.md#screens-and-routes). */
  replace?: boolean;
  /** Guests are told 'กรุณาเข้าสู่ระบบ' instead of being taken there. */
  memberOnly: boolean;
  /** The remote module behind the link, downloaded ahead when the link is hovered or focused. */
  preload: { [R in RemoteName]: { remote: R; module: ExposedModule<R> } }[RemoteName];
}

const deposit: NavItem = {
  label: th.nav.deposit,
  to: paths.deposit,
  replace: true,
  memberOnly: true,
  preload: { remote: 'mf-wallet', module: 'TransferPage' },
};
const withdraw: NavItem = { ...deposit, label: th.nav.withdraw, to: paths.withdraw };
const bet: NavItem = {
  label: th.nav.bet,
  to: paths.lottoAll,
  memberOnly: true,
  preload: { remote: 'mf-betting', module: 'LottoAllPage' },
};
const slips: NavItem = {
  label: th.nav.slips,
  to: paths.transaction,
  memberOnly: true,
  preload: { remote: 'mf-betting', module: 'TransactionPage' },
};

/** The wide top bar: results are open to visitors (docs/screens.md#the-product). */
export const topBarItems: NavItem[] = [
  deposit,
  withdraw,
  bet,
  slips,
  { label: th.nav.results, to: paths.result, memberOnly: false, preload: { remote: 'mf-results', module: 'ResultPage' } },
];

/**
 * The narrow bottom tabs: a guest cannot use any of them (docs/api-conventions.md#roles). Their
 * order, labels and icons are bottomTabs.json's, which the HTML's first paint draws too.
 */
const bottomTabLinks = {
  deposit,
  withdraw,
  bet,
  slips,
  results: { label: th.nav.resultCheck, to: paths.result, memberOnly: true, preload: { remote: 'mf-results', module: 'ResultPage' } },
} satisfies Record<string, NavItem>;

export const bottomTabItems: (NavItem & { icon: string })[] = BOTTOM_TABS.map((tab) => ({
  ...bottomTabLinks[tab.name as keyof typeof bottomTabLinks],
  label: th.nav[tab.label as keyof typeof th.nav],
  icon: tab.icon,
}));
