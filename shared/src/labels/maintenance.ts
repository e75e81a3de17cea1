/**
 * Words of maintenance windows (ปิดปรับปรุง, docs/operations.md#maintenance-windows): the member
 * site's banner and closed panels (th.maintenance) and the back office's screen
 * (backofficeLabels.maintenance).
 */
export const maintenanceLabels = {
  /** What each module is called in the banner: "ฝากเงิน ปิดปรับปรุง". */
  modules: { deposit: 'ฝากเงิน', withdraw: 'ถอนเงิน', register: 'สมัครสมาชิก', bet: 'แทงหวย' },
  closedNow: '{module} ปิดปรับปรุง',
  closedNowLottery: '{module} {lottery} ปิดปรับปรุง',
  reopensIn: 'เปิดอีกครั้งใน {time}',
  untilFurtherNotice: 'จนกว่าจะแจ้งให้ทราบ',
  comingAt: '{module} จะปิดปรับปรุงตั้งแต่ {from}',
  comingAtLottery: '{module} {lottery} จะปิดปรับปรุงตั้งแต่ {from}',
  notices: 'ประกาศปิดปรับปรุง',
} as const;

export const backofficeMaintenanceLabels = {
  title: 'ปิดปรับปรุง',
  hint: 'ปิดฝากเงิน ถอนเงิน สมัครสมาชิก หรือแทงหวยชั่วคราว ยอดเงิน ประวัติ ผลรางวัล และรายการถอนที่รอดำเนินการยังใช้งานได้',
  empty: 'ไม่มีช่วงปิดปรับปรุง',
  module: 'ส่วนที่ปิด',
  lottery: 'หวย',
  allLotteries: 'ทุกหวย',
  from: 'เริ่ม',
  fromHint: 'เวลาประเทศไทย เว้นว่างไว้เพื่อปิดทันที',
  until: 'สิ้นสุด',
  untilHint: 'เวลาประเทศไทย เว้นว่างไว้เพื่อปิดจนกว่าจะลบออก',
  message: 'ข้อความถึงสมาชิก',
  now: 'ทันที',
  noEnd: 'จนกว่าจะลบออก',
  inForce: 'กำลังปิด',
  scheduled: 'ตั้งเวลาไว้',
  add: 'เพิ่มช่วงปิดปรับปรุง',
  remove: 'ลบ',
  removeOf: 'ลบช่วงปิดปรับปรุง {n}',
  window: 'ช่วงที่ {n}',
  list: 'ช่วงปิดปรับปรุงที่ตั้งไว้',
  newWindow: 'เพิ่มช่วงใหม่',
  removed: 'ลบช่วงปิดปรับปรุงแล้ว',
  loadFailed: 'โหลดช่วงปิดปรับปรุงไม่สำเร็จ',
  saved: 'บันทึกการปิดปรับปรุงสำเร็จ',
  untilPassed: 'เวลาสิ้นสุดต้องเป็นเวลาในอนาคต',
} as const;
