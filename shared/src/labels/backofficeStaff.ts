/** Back-office words of the staff accounts screen (th.backoffice.staffAccounts), admin only. */
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
} as const;
