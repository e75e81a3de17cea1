/** Back-office words of the reports (รายงาน, backofficeLabels.reports). */
export const backofficeReportsLabels = {
  reports: {
    title: 'รายงาน',
    from: 'ตั้งแต่วันที่',
    to: 'ถึงวันที่',
    by: 'แยกตาม',
    groupings: { day: 'วัน', lottery: 'หวย', round: 'งวด', member: 'สมาชิก' },
    show: 'แสดงรายงาน',
    download: 'ดาวน์โหลด CSV',
    empty: 'ไม่มีรายการในช่วงวันที่เลือก',
    total: 'รวม',
    notApplicable: '-',
    hint: 'ตัวเลขทุกช่องรวมจากบัญชีเงินตามวันเวลาไทย ยอดแทงนับทุกโพยที่แทง รวมโพยที่ยกเลิกภายหลัง ยอดยกเลิกแสดงแยกไว้ ยอดฝากและถอนไม่แยกตามหวยหรืองวด',
    columns: {
      /** Every slip placed, cancelled later or not: the cancelled amount is the next column. */
      stakes: 'ยอดแทงทั้งหมด (รวมที่ยกเลิก)',
      cancelled: 'ยอดยกเลิก',
      prizes: 'ยอดจ่ายรางวัล',
      net: 'กำไรสุทธิ',
      deposits: 'ยอดฝากที่อนุมัติ',
      withdrawals: 'ยอดถอนที่อนุมัติ',
    },
    rangeInvalid: 'ช่วงวันที่ไม่ถูกต้อง: วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มและห่างกันไม่เกิน {days} วัน',
    dateInvalid: 'กรุณาระบุวันที่ให้ถูกต้อง (ปปปป-ดด-วว)',
    byInvalid: 'เลือกการแยกรายงานให้ถูกต้อง',
    roundOf: '{name} งวด {date} #{id}',
  },
} as const;
