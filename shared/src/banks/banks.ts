/** The 14 fixed banks of docs/api-conventions.md#payloads, with the ids and names of docs/api-conventions.md#payloads. */
export interface Bank {
  id: number;
  /** The bank's short name (its alias), as shown on statements. */
  short_name: string;
  name: string;
}

export const BANKS: readonly Bank[] = [
  { id: 1, short_name: 'KBANK', name: 'กสิกรไทย' },
  { id: 2, short_name: 'BBL', name: 'กรุงเทพ' },
  { id: 3, short_name: 'KTB', name: 'กรุงไทย' },
  { id: 4, short_name: 'SCB', name: 'ไทยพาณิชย์' },
  { id: 5, short_name: 'BAY', name: 'กรุงศรีอยุธยา' },
  { id: 6, short_name: 'TTB', name: 'ทหารไทยธนชาต' },
  { id: 7, short_name: 'GSB', name: 'ออมสิน' },
  { id: 8, short_name: 'BAAC', name: 'ธ.ก.ส.' },
  { id: 9, short_name: 'GHB', name: 'อาคารสงเคราะห์' },
  { id: 10, short_name: 'UOB', name: 'ยูโอบี' },
  { id: 11, short_name: 'CIMBT', name: 'ซีไอเอ็มบี ไทย' },
  { id: 12, short_name: 'KKP', name: 'เกียรตินาคินภัทร' },
  { id: 13, short_name: 'TISCO', name: 'ทิสโก้' },
  { id: 14, short_name: 'LHB', name: 'แลนด์ แอนด์ เฮ้าส์' },
];

export function bankById(id: number): Bank | undefined {
  return BANKS.find((bank) => bank.id === id);
}
