/** Back-office words of the staff accounts screen (backofficeLabels.staffAccounts), admin only. */
export const backofficeStaffLabels = {
  staffAccounts: {
    title: 'บัญชีพนักงาน',
    create: 'เพิ่มบัญชีพนักงาน',
    list: 'รายชื่อพนักงาน',
    username: 'เบอร์โทรศัพท์',
    password: 'รหัสผ่าน',
    role: 'สิทธิ์',
    status: 'สถานะ',
    createdAt: 'สร้างเมื่อ',
    submit: 'เพิ่มพนักงาน',
    loginHint: 'พนักงานเข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่านนี้ที่หน้าเข้าสู่ระบบปกติ',
  },
  /** The permission matrix of a staff user (docs/screens.md#permissions). */
  permissions: {
    title: 'สิทธิ์การใช้งาน',
    of: 'สิทธิ์ของ {who}',
    edit: 'กำหนดสิทธิ์',
    module: 'ส่วนงาน',
    modules: {
      money: 'การเงิน',
      rounds: 'งวดและผล',
      risk: 'ความเสี่ยง',
      members: 'สมาชิก',
      reports: 'รายงาน',
      site: 'เว็บไซต์และประกาศ',
      staff: 'พนักงาน',
      releases: 'การปล่อยเวอร์ชัน',
    },
    levels: { none: 'ไม่มี', view: 'ดู', manage: 'จัดการ' },
    approvalLimit: 'วงเงินอนุมัติ (บาท)',
    approvalLimitHint: 'รายการฝากหรือถอนที่เกินยอดนี้ ต้องให้พนักงานอีกคนอนุมัติด้วย เว้นว่างเมื่อไม่จำกัด',
    noLimit: 'ไม่จำกัด',
    adminHasAll: 'ผู้ดูแลระบบมีสิทธิ์ทุกส่วนและไม่จำกัดวงเงิน การลดสิทธิ์จะเปลี่ยนบัญชีนี้เป็นพนักงาน',
    save: 'บันทึกสิทธิ์',
    summaryNone: 'ไม่มีสิทธิ์',
  },
} as const;
