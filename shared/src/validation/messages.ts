/** Validation messages of SPEC.md section 5, to the letter, and ours where SPEC.md gives none. */
export const validationMessages = {
  username: {
    required: 'กรุณาระบุเบอร์โทร',
    length: 'หมายเลขโทรศัพท์ไม่ถูกต้อง',
    digits: 'เฉพาะตัวเลขเท่านั้น',
    taken: 'มีชื่อผู้ใช้งานนี้แล้ว',
  },
  password: {
    required: 'กรุณาระบุรหัสผ่าน',
    length: 'รหัสผ่านอย่างน้อย 6 - 12 ตัว',
    mismatch: 'รหัสผ่านไม่ตรงกัน',
  },
  bank: {
    required: 'เลือกธนาคาร',
    accountNameRequired: 'ระบุชื่อบัญชี',
    accountNameMin: 'ชื่อบัญชีอย่างน้อย 8 ตัวอักษร',
    accountNumberRequired: 'ระบุบัญชีธนาคาร',
    accountNumberInvalid: 'เลขบัญชีไม่ถูกต้อง',
    accountNumberDigits: 'เฉพาะตัวเลขเท่านั้น',
    accountNumberTaken: 'มีบัญชีนี้แล้ว',
  },
  deposit: {
    amountRequired: 'ระบุจำนวนเงินที่โอน',
    amountLength: 'กรุณาระบุจำนวนให้ถูกต้อง',
    amountMin: 'กรุณาระบุจำนวนเงินขั้นต่ำ 1 บาท',
    fileRequired: 'กรุณาแนบหลักฐานการโอน',
    timeInvalid: 'กรุณาระบุเวลาที่โอนให้ถูกต้อง',
    bankInvalid: 'บัญชีรับโอนไม่ถูกต้อง',
    slipNotFound: 'ไม่พบหลักฐานการโอน กรุณาอัพโหลดใหม่',
    slipUsed: 'หลักฐานการโอนนี้ถูกใช้แล้ว',
  },
  slip: {
    fileRequired: 'กรุณาเลือกไฟล์รูปภาพ',
    notImage: 'รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG, GIF หรือ WebP',
    tooLarge: 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB',
  },
  withdraw: {
    amountRequired: 'ระบุจำนวนเงินที่ต้องการถอน',
    amountMin: 'จำนวนเงินถอนขึ้นต่ำ 50 บาท',
    amountOverCredit: 'จำนวนเงินไม่พอในการถอน',
    amountMax: 'ถอนได้สูงสุด 200,000.00 บาทต่อครั้ง',
    dailyLimit: 'ถอนได้สูงสุด 15 ครั้งต่อวัน',
    noBankAccount: 'กรุณาเพิ่มบัญชีธนาคารก่อนถอนเงิน',
  },
  decision: {
    reasonRequired: 'กรุณาระบุเหตุผล',
    reasonTooLong: 'เหตุผลยาวได้ไม่เกิน 500 ตัวอักษร',
  },
  amountDecimals: 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม',
} as const;
