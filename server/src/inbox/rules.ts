import { formatMoney, paths, satangToBaht, th, withValues, type InboxKind } from '@lotto/shared';

/** One item to write: who, what, and the event it tells of (once per member, kind and event). */
export interface NewInboxItem {
  memberId: number;
  kind: InboxKind;
  /** What happened: 'deposit:12', 'round:5:v1'. */
  eventKey: string;
  title: string;
  body: string;
  link: string | null;
  imageUrl?: string | null;
  popup?: boolean;
  announcementId?: number | null;
  expiresAt?: Date | null;
}

type ToldKind = Exclude<InboxKind, 'announcement'>;

/** Where each kind takes the member. */
const LINKS: Record<ToldKind, string> = {
  deposit_credited: paths.deposit,
  deposit_returned: paths.deposit,
  withdrawal_approved: paths.withdraw,
  withdrawal_paid: paths.withdraw,
  withdrawal_rejected: paths.withdraw,
  slip_won: paths.transaction,
  slip_refunded: paths.transaction,
  result_out: paths.transaction,
  limit_effective: paths.playControl,
  new_device: paths.account,
  password_changed: paths.account,
};

/** Baht of satang as the inbox writes it: 1,250.00. */
export const bahtText = (satang: bigint) => formatMoney(satangToBaht(satang));

/** An item of a kind the site tells of, its text filled from th.inbox. */
export function itemOf(kind: ToldKind, memberId: number, eventKey: string, values: Record<string, string | number>): NewInboxItem {
  return {
    memberId,
    kind,
    eventKey,
    title: th.inbox.kinds[kind],
    body: withValues(th.inbox.bodies[kind], values),
    link: LINKS[kind],
  };
}
