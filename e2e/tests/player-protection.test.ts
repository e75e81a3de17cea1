import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { uniquePng } from '../../tooling/testing/uniquePng';
import { fundedMember, openDailyRounds, openLoggedIn, type OpenRound, type Session } from '../src/api';
import type { RunningSite } from '../src/site';
import { screenshots, setUpSite } from '../src/suite';

/**
 * ควบคุมการเล่น on the real server in Chromium: a daily deposit limit refuses a deposit over it,
 * a self-exclusion refuses the bet screen's slip and says until when, and the reality check
 * (every 3 seconds here: REALITY_CHECK_SECONDS, a test-only server setting) logs the member out.
 */
let site: RunningSite;
let browser: Browser;
let openRounds: OpenRound[];

const REALITY_CHECK_SECONDS = 3;

setUpSite(
  async (started) => {
    ({ site, browser } = started);
    openRounds = await openDailyRounds(site, started.admin.token);
    expect(openRounds.length).toBeGreaterThanOrEqual(1);
  },
  { serverEnv: { REALITY_CHECK_SECONDS: String(REALITY_CHECK_SECONDS) } },
);

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function controlPage(member: Session, viewport = PHONE): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await openLoggedIn(page, site, member, '/transfer?type=protection');
  await page.getByRole('region', { name: 'ควบคุมการเล่น' }).getByLabel('วงเงินฝากต่อวัน').waitFor();
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshots, `${name}-375.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(screenshots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

it('a daily deposit limit refuses the deposit over it with what is left', async () => {
  const member = await fundedMember(site, 100);
  const page = await controlPage(member);

  await page.getByLabel('วงเงินฝากต่อวัน').fill('500');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await page.getByText('บันทึกการควบคุมการเล่นแล้ว').first().waitFor();

  await page.goto(`${site.url}/transfer?type=deposit`);
  await page.getByRole('button', { name: 'แนบสลิปโอนเงิน' }).click();
  await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('600');
  await page.getByLabel('แนบสลิป').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: uniquePng() });
  await page.locator('[role="status"]', { hasText: 'อัพโหลดสำเร็จ' }).waitFor();
  await page.getByRole('button', { name: 'แจ้งฝากเงิน' }).click();

  await page.getByText('วงเงินฝากต่อวันเหลือ 400.00 บาท').first().waitFor();
  await shoot(page, 'protection-deposit-limit');
  await page.close();
});

it('a self-exclusion is said on the bet screen before any input, until when, and entry is disabled', async () => {
  const member = await fundedMember(site, 100);
  const page = await controlPage(member);
  const exclusion = page.getByRole('region', { name: 'ระงับการเล่นตนเอง' });

  await exclusion.getByRole('combobox', { name: 'ระงับการเล่นตนเอง' }).selectOption({ label: '6 เดือน' });
  await exclusion.getByRole('button', { name: 'เริ่มระงับการเล่น' }).click();
  const question = page.getByRole('alertdialog', { name: 'ระงับการเล่นตนเอง' });
  await question.getByText('ระงับการเล่นตนเอง 6 เดือน?', { exact: false }).waitFor();
  await shoot(page, 'protection-exclusion-confirm');
  await question.getByRole('button', { name: 'ตกลง' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^ระงับการเล่นตนเองถึง \d\d\/\d\d\/\d{4}/ })
    .waitFor();

  const round = openRounds[0]!;
  await page.goto(`${site.url}/lotto/bet/type-a/${round.type}/${round.code}/${round.round_id}`);
  // Said at once, before any input, and nothing can be entered.
  await page
    .getByRole('alert')
    .filter({ hasText: /^คุณระงับการเล่นตนเองอยู่ถึง \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d ระหว่างนี้ฝากเงินและแทงหวยไม่ได้/ })
    .waitFor();
  const twoTop = page.getByRole('group', { name: 'ประเภทการแทง' }).getByRole('button', { name: /^2 ตัวบน / });
  await twoTop.waitFor();
  expect(await twoTop.isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'ส่งโพย' }).isDisabled()).toBe(true);
  await shoot(page, 'protection-bet-refused');
  await page.close();
});

it('the reality check comes at the chosen interval and ออกจากระบบ logs the member out', async () => {
  const member = await fundedMember(site, 100);
  const page = await controlPage(member);

  await page.getByLabel('เตือนเวลาเล่นทุก').selectOption({ label: '30 นาที' });
  await page.getByRole('button', { name: 'บันทึก' }).click();

  const check = page.getByRole('alertdialog', { name: /^คุณเล่นมาแล้ว \d+ นาที$/ });
  await check.waitFor({ timeout: (REALITY_CHECK_SECONDS + 10) * 1000 });
  await check.getByText('ผลได้เสียตั้งแต่เข้าสู่ระบบ 0.00 บาท').waitFor();
  await check.getByRole('button', { name: 'ดำเนินการต่อ' }).waitFor();
  await shoot(page, 'protection-reality-check');

  await check.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('reality-check'))).toBeNull();
  await page.close();
});
