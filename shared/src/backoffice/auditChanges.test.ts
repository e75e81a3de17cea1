import { auditChanges, auditTargetOf } from './auditChanges';

describe('auditChanges', () => {
  it('lists each value by its Thai name, before beside after, marking what changed', () => {
    expect(auditChanges({ credit: 0, debt: 0 }, { credit: 100, debt: 0, amount: 100, reason: 'โบนัส' })).toEqual([
      { field: 'เครดิต', before: '0.00', after: '100.00', changed: true },
      { field: 'ยอดค้างชำระ', before: '0.00', after: '0.00', changed: false },
      { field: 'จำนวนเงิน', before: '—', after: '100.00', changed: true },
      { field: 'เหตุผล', before: '—', after: 'โบนัส', changed: true },
    ]);
  });

  it('shows instants on the Bangkok clock as every staff screen does, not in UTC', () => {
    expect(auditChanges({ close_at: '2026-11-23T08:30:00.000Z' }, { close_at: '2026-11-23T17:05:00.000Z' })).toEqual([
      { field: 'เวลาปิดรับ', before: '23/11/2026 15:30:00', after: '24/11/2026 00:05:00', changed: true },
    ]);
  });

  it('opens nested values and lists of records, names bet types and codes in Thai, and joins lists of plain values', () => {
    expect(
      auditChanges(
        { status: 'pending', pinned: null, canary: null, result: { first_prize: '123456', '3front': ['111', '222'] } },
        {
          status: 'success',
          pinned: '1.0.0',
          canary: { version: '1.1.0', percent: 10 },
          via: 'backoffice',
          top_two: [{ from: 1, to: null, rate: 90 }],
          popup_status: true,
        },
      ),
    ).toEqual([
      { field: 'สถานะ', before: 'รอดำเนินการ', after: 'อนุมัติแล้ว', changed: true },
      { field: 'ตรึงไว้ที่', before: '—', after: '1.0.0', changed: true },
      { field: 'ผลรางวัล · รางวัลที่ 1', before: '123456', after: '—', changed: true },
      { field: 'ผลรางวัล · หน้า 3 ตัว', before: '111, 222', after: '—', changed: true },
      { field: 'เวอร์ชันทดลอง · เวอร์ชัน', before: '—', after: '1.1.0', changed: true },
      { field: 'เวอร์ชันทดลอง · สัดส่วนสมาชิก (%)', before: '—', after: '10', changed: true },
      { field: 'ทำผ่าน', before: '—', after: 'ระบบหลังบ้าน', changed: true },
      { field: '2 ตัวบน · ลำดับที่ 1 · ตั้งแต่ (บาท)', before: '—', after: '1', changed: true },
      { field: '2 ตัวบน · ลำดับที่ 1 · ถึง (บาท)', before: '—', after: '—', changed: false },
      { field: '2 ตัวบน · ลำดับที่ 1 · อัตราจ่าย', before: '—', after: '90', changed: true },
      { field: 'แสดงป๊อปอัพ', before: '—', after: 'ใช่', changed: true },
    ]);
  });

  it('gives nothing for a row with neither before nor after, and only the after of a row made from nothing', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(null, { username: '0800000002', role: 'staff' })).toEqual([
      { field: 'เบอร์โทรศัพท์', before: '—', after: '0800000002', changed: true },
      { field: 'สิทธิ์', before: '—', after: 'พนักงาน', changed: true },
    ]);
  });

  it('names the target in Thai', () => {
    expect(auditTargetOf('round', '41')).toBe('งวด #41');
    expect(auditTargetOf('remote', 'mf-wallet')).toBe('แอปย่อย mf-wallet');
  });
});
