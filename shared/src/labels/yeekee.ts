/** Thai messages of yeekee shooting (ยิงเลข): every refusal of yeekee_shoot. */
export const yeekeeLabels = {
  notYeekee: 'งวดนี้ไม่ใช่หวยยี่กี ยิงเลขไม่ได้',
  shootClosed: 'รอบนี้ปิดรับยิงเลขแล้ว',
  shootNotOpen: 'รอบนี้ยังไม่เปิดให้ยิงเลข',
  memberInactive: 'บัญชีของท่านถูกระงับ ไม่สามารถยิงเลขได้',
  numberDigits: 'เลขที่ยิงต้องเป็นตัวเลข 5 หลัก',
  coolDown: 'ยิงเลขได้อีกครั้งในอีก {seconds} วินาที',
  shotCap: 'ยิงเลขได้ไม่เกิน {cap} ครั้งต่อรอบ',
  shotAccepted: 'ยิงเลขสำเร็จ',
} as const;
