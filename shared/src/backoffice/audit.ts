/** What a staff action did, as the audit log records it and the back office filters it. */
export const AUDIT_ACTIONS = [
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'round.times',
  'round.result',
  'round.correct',
  'rates.update',
  'limit.save',
  'limit.delete',
  'member.suspend',
  'member.reactivate',
  'member.adjust',
  'staff.create',
  'site_config.update',
  'remote.pin',
  'remote.unpin',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
