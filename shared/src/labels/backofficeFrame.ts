/**
 * The back office's frame: its name, the shell's link to it, its sections (the shell's routes
 * title them), roles, and the action and common words that @lotto/ui's controls default to. These
 * are in `th` (th.backofficeFrame), which every bundle carries; the rest of the back office's words
 * are only in backofficeLabels, which only mf-backoffice and the server import.
 */
export const backofficeFrameLabels = {
  title: 'ระบบหลังบ้าน',
  menu: 'เมนูหลังบ้าน',
  /** The shell's top-bar link for staff. */
  link: 'หลังบ้าน',
  sections: {
    dashboard: 'แดชบอร์ด',
    deposits: 'รายการฝาก',
    withdrawals: 'รายการถอน',
    bankAccounts: 'บัญชีรับเงิน',
    statementLines: 'รายการรอจับคู่',
    reconciliation: 'กระทบยอดบัญชี',
    moneySettings: 'ตั้งค่าการเงิน',
    rounds: 'งวดหวย',
    rates: 'อัตราจ่าย',
    limits: 'เลขอั้น',
    members: 'สมาชิก',
    siteConfig: 'ตั้งค่าเว็บ',
    releases: 'เวอร์ชันแอปย่อย',
    audit: 'ประวัติการทำงาน',
    staffAccounts: 'บัญชีพนักงาน',
    reports: 'รายงาน',
    resultSources: 'แหล่งผลรางวัล',
    risk: 'ความเสี่ยง',
    announcements: 'ประกาศ',
  },
  roles: { member: 'สมาชิก', staff: 'พนักงาน', admin: 'ผู้ดูแลระบบ' },
  actions: {
    approve: 'อนุมัติ',
    reject: 'ปฏิเสธ',
    recordResult: 'บันทึกผล',
    save: 'บันทึก',
    yes: 'ตกลง',
    cancel: 'ยกเลิก',
    search: 'ค้นหา',
    close: 'ปิด',
  },
  common: {
    loading: 'กำลังโหลด...',
    loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    empty: 'ไม่มีรายการ',
    baht: 'บาท',
    firstPage: 'หน้าแรก',
    lastPage: 'หน้าสุดท้าย',
    previousPage: 'ก่อนหน้า',
    nextPage: 'ถัดไป',
    pageOf: 'หน้า {page} / {pages}',
    pagination: 'เปลี่ยนหน้า',
  },
  placeholder: 'กำลังจัดทำ',
};
