/**
 * Words of บัญชีของฉัน (/account, docs/screens.md): the password change, the devices signed in,
 * the sign-in history, the bank account and the links to other settings (th.account).
 */
export const accountLabels = {
  /** The header's link and the transfer page's tile. */
  link: 'บัญชีของฉัน',
  tileHint: 'รหัสผ่าน อุปกรณ์ที่เข้าสู่ระบบ และประวัติการเข้าสู่ระบบ',
  password: {
    title: 'เปลี่ยนรหัสผ่าน',
    hint: 'เมื่อเปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นทุกเครื่องจะออกจากระบบทันที',
    current: 'รหัสผ่านปัจจุบัน',
    new: 'รหัสผ่านใหม่',
    confirm: 'ยืนยันรหัสผ่านใหม่',
    submit: 'เปลี่ยนรหัสผ่าน',
    saving: 'กำลังบันทึก...',
    changed: 'เปลี่ยนรหัสผ่านสำเร็จ อุปกรณ์อื่นออกจากระบบแล้ว',
  },
  devices: {
    title: 'อุปกรณ์ที่เข้าสู่ระบบ',
    loading: 'กำลังโหลดอุปกรณ์…',
    empty: 'ไม่มีอุปกรณ์อื่นที่เข้าสู่ระบบอยู่',
    thisDevice: 'อุปกรณ์นี้',
    unknownDevice: 'อุปกรณ์ที่ไม่รู้จัก',
    unknownAddress: 'ไม่ทราบที่อยู่',
    address: 'ที่อยู่ IP',
    since: 'เข้าสู่ระบบเมื่อ',
    lastSeen: 'ใช้งานล่าสุด',
    signOut: 'ออกจากระบบอุปกรณ์นี้',
    signedOut: 'ออกจากระบบอุปกรณ์แล้ว',
    loadFailed: 'โหลดรายการอุปกรณ์ไม่สำเร็จ',
  },
  history: {
    title: 'ประวัติการเข้าสู่ระบบ',
    loading: 'กำลังโหลดประวัติ…',
    empty: 'ยังไม่มีประวัติการเข้าสู่ระบบ',
    at: 'เวลา',
    device: 'อุปกรณ์',
    address: 'ที่อยู่ IP',
    result: 'ผล',
    ok: 'สำเร็จ',
    failed: 'ไม่สำเร็จ',
    loadFailed: 'โหลดประวัติการเข้าสู่ระบบไม่สำเร็จ',
  },
  bank: {
    title: 'บัญชีธนาคารที่ลงทะเบียน',
    loading: 'กำลังโหลดบัญชี…',
    empty: 'ยังไม่มีบัญชีธนาคารที่ลงทะเบียน',
    hint: 'เงินถอนจะโอนเข้าบัญชีนี้เท่านั้น หากต้องการเปลี่ยนบัญชี กรุณาติดต่อเจ้าหน้าที่',
    loadFailed: 'โหลดบัญชีธนาคารไม่สำเร็จ',
  },
  links: {
    title: 'ตั้งค่าอื่น ๆ',
    playControl: 'ควบคุมการเล่น',
    playControlHint: 'วงเงินฝาก วงเงินเสีย วงเงินแทง พักการเล่น',
    withdrawPin: 'รหัส PIN ถอนเงิน',
    withdrawPinHint: 'ตั้งหรือเปลี่ยนรหัส PIN ถอนเงินได้ที่หน้าถอนเงิน',
    inbox: 'กล่องข้อความ',
    inboxHint: 'ข้อความแจ้งเตือนทั้งหมดของคุณ',
  },
  /** Answers of the calls. */
  sessionNotFound: 'ไม่พบอุปกรณ์นี้ หรืออุปกรณ์นี้ออกจากระบบไปแล้ว',
  loginHistoryPageInvalid: 'เลขหน้าไม่ถูกต้อง',
} as const;
