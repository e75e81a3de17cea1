import type { ReactElement } from 'react';
import { th } from '@lotto/shared';
import { AccountLinks } from '../features/account-links/components/AccountLinks';
import { RegisteredBank } from '../features/bank-account/components/RegisteredBank';
import { ChangePasswordForm } from '../features/change-password/components/ChangePasswordForm';
import { DeviceList } from '../features/devices/components/DeviceList';
import { LineSettings } from '../features/line-settings/components/LineSettings';
import { LoginHistory } from '../features/login-history/components/LoginHistory';

/** A part of /account: its anchor (`/account#line`), its heading and what it shows. */
export interface AccountSection {
  id: string;
  title: string;
  element: ReactElement;
}

const words = th.account;

/**
 * The parts of บัญชีของฉัน, in their order on the page (docs/screens.md): each a feature of this
 * remote; a new part is one more entry.
 */
export const accountSections: readonly AccountSection[] = [
  { id: 'password', title: words.password.title, element: <ChangePasswordForm /> },
  { id: 'devices', title: words.devices.title, element: <DeviceList /> },
  { id: 'history', title: words.history.title, element: <LoginHistory /> },
  { id: 'bank', title: words.bank.title, element: <RegisteredBank /> },
  { id: 'line', title: th.inbox.line.title, element: <LineSettings /> },
  { id: 'settings', title: words.links.title, element: <AccountLinks /> },
];
