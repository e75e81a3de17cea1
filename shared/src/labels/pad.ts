/**
 * Thai words of the pad's peer-site tools (docs/lottery-rules.md#pasting-a-slip):
 * pasted slip text, saved slips and the live terms of a round not yet open.
 */
export const padLabels = {
  slipText: {
    unreadable: 'อ่านบรรทัดนี้ไม่ได้ ตัวอย่าง: 123=10*10, 12 บน 20 ล่าง 20, 5 วิ่ง 10',
    noNumber: 'ไม่พบเลขที่จะแทง',
    noAmount: 'ไม่พบจำนวนเงิน',
    digitsMixed: 'เลขในบรรทัดเดียวกันต้องมีจำนวนหลักเท่ากัน',
    tooManyDigits: 'เลข {number} ยาวเกิน 4 หลัก',
    amountInvalid: 'จำนวนเงิน {amount} ไม่ถูกต้อง (มากกว่า 0 และไม่เกิน 2 ตำแหน่งทศนิยม)',
    allZero: 'จำนวนเงินต้องมากกว่า 0 อย่างน้อยหนึ่งฝั่ง',
    wordNotForDigits: 'ใช้ "{word}" กับเลข {digits} หลักไม่ได้',
    wordTwice: '"{word}" ซ้ำในบรรทัดเดียวกัน',
    typeNotOffered: 'หวยนี้ไม่เปิดรับ {type}',
  },
  savedSlips: {
    save: 'บันทึกโพย',
    list: 'โพยที่บันทึก',
    saved: 'บันทึกโพยสำเร็จ',
    renamed: 'เปลี่ยนชื่อโพยสำเร็จ',
    deleted: 'ลบโพยสำเร็จ',
    notFound: 'ไม่พบโพยที่บันทึกไว้นี้',
    tooMany: 'บันทึกโพยได้ไม่เกิน 50 โพย กรุณาลบโพยเก่าก่อน',
    nameRequired: 'กรุณาตั้งชื่อโพย',
    nameTooLong: 'ชื่อโพยยาวได้ไม่เกิน 50 ตัวอักษร',
    linesRequired: 'โพยต้องมีอย่างน้อย 1 รายการ',
    tooManyLines: 'บันทึกได้ไม่เกิน 500 รายการต่อโพย',
    idRequired: 'กรุณาระบุโพยที่บันทึกไว้',
    name: 'ชื่อโพย',
    empty: 'ยังไม่มีโพยที่บันทึกไว้',
    loading: 'กำลังโหลดโพยที่บันทึก...',
    loadFailed: 'โหลดโพยที่บันทึกไม่สำเร็จ',
    lineCount: '{count} รายการ',
    load: 'ใส่ในโพย',
    rename: 'เปลี่ยนชื่อ',
    renameTitle: 'เปลี่ยนชื่อโพย',
    delete: 'ลบ',
    deleteConfirm: 'ลบโพย "{name}" หรือไม่',
    close: 'ปิด',
  },
  /** Lines of a saved slip, a placed slip or pasted text going into a round's cart through the pricing. */
  loadLines: {
    added: 'ใส่ {count} รายการลงในโพยแล้ว',
    typesMissing: 'หวยนี้ไม่รับแทงประเภทของ {count} รายการ จึงไม่ได้ใส่ในโพย: {lines}',
    noneAdded: 'ไม่มีรายการที่ใส่ในโพยได้',
  },
  rebet: {
    button: 'แทงซ้ำ',
    noOpenRound: '{name} ยังไม่มีงวดที่เปิดรับแทง',
    loadFailed: 'โหลดรายการของโพยนี้ไม่สำเร็จ',
  },
  paste: {
    open: 'วางโพย',
    text: 'ข้อความโพย',
    hint: 'บรรทัดละรายการ เช่น 123=10*10, 12 บน 20 ล่าง 20, 5 วิ่ง 10',
    line: 'บรรทัด',
    written: 'ข้อความ',
    reading: 'รายการ',
    confirm: 'ใส่ในโพย {count} รายการ',
    errors: 'อ่านไม่ได้ {count} บรรทัด จะไม่ใส่ในโพย',
  },
  numbersPaid: {
    itemsRequired: 'กรุณาระบุเลขที่ต้องการตรวจสอบ',
    tooManyItems: 'ตรวจสอบได้ครั้งละไม่เกิน 100 เลข',
  },
  round: {
    notYetOpen: 'ยังไม่เปิดรับแทง',
    opensAt: 'เปิดรับ',
  },
  /** A number's live terms beside it on the pad and in the cart. */
  terms: {
    lastEntry: 'อัตราจ่ายของเลขที่เพิ่งใส่',
    remaining: 'รับได้อีก {amount}',
    closed: 'ปิดรับแทง',
  },
} as const;
