import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, callApi, giveCredit, login, openLoggedIn, type Session, MEMBER_PIN, setWithdrawPin } from '../src/api';
import { launchBrowser } from '../src/chromium';
import { startSite, type RunningSite } from '../src/site';

/**
 * Untrusted text: what a member or staff types is kept as typed and always shown as text. A
 * member whose account name is markup and a staff rejection reason written as markup appear
 * literally on the back-office queue and on the member's money page: the text is what was typed,
 * no element of the markup is created and no script runs (no dialog opens).
 */
let site: RunningSite;
let browser: Browser;
let admin: Session;

const ACCOUNT_NAME = '<img src=x onerror=alert(1)>ชื่อ';
const REASON = '<img src=x onerror=alert(2)><b id="injected">ไม่ผ่าน</b> & "โอนซ้ำ"';

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  admin = await login(site, DEMO_ADMIN);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page that records every dialog (an alert would mean the markup ran) and dismisses it. */
async function watchedPage(session: Session, route: string, dialogs: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openLoggedIn(page, site, session, route);
  return page;
}

/**
 * Waits until the page shows `text` as one text node of its own, exactly as typed: React puts each
 * value in a text node, so markup shown as text is found here and markup parsed as HTML is not.
 */
async function waitForTextNode(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) if (walker.currentNode.nodeValue === wanted) return true;
    return false;
  }, text);
}

/** Nothing of the markup became an element. */
async function expectNoInjectedElements(page: Page): Promise<void> {
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('#injected').count()).toBe(0);
}

it('shows an account name and a rejection reason written as markup literally, to staff and to the member', async () => {
  const suffix = `${Date.now() % 100_000_000}`.padStart(8, '0');
  const member = { username: `08${suffix}`, password: 'secret12' };
  await callApi(site, 'POST', '/cl-api/auth/register', null, {
    ...member,
    confirm_password: member.password,
    accounts: [{ bank_id: 1, account_name: ACCOUNT_NAME, account_number: `2${suffix}` }],
  });
  const session = await login(site, member);
  await giveCredit(site, session, 500);
  await setWithdrawPin(site, { ...session, password: member.password });
  await callApi(site, 'POST', '/lto-public-api/withdraw', session.token, { amount: 100, pin: MEMBER_PIN });
  const dialogs: string[] = [];

  const staff = await watchedPage(admin, '/backoffice/withdrawals', dialogs);
  const row = staff.locator('tr', { has: staff.getByRole('link', { name: member.username, exact: true }) });
  await row.waitFor();
  await waitForTextNode(staff, ACCOUNT_NAME);
  expect(await row.textContent()).toContain(ACCOUNT_NAME);
  await expectNoInjectedElements(staff);

  await row.getByRole('button', { name: 'ปฏิเสธ' }).click();
  const decision = staff.getByRole('dialog', { name: 'ปฏิเสธรายการถอน' });
  await decision.getByLabel('เหตุผล').fill(REASON);
  await decision.getByRole('button', { name: 'ปฏิเสธ' }).click();
  await staff.getByText('ปฏิเสธรายการสำเร็จ').waitFor();
  await expectNoInjectedElements(staff);

  // Stored as typed: neither stripped nor escaped.
  const statement = await callApi(site, 'POST', '/lto-public-api/transaction', session.token, { type: 'withdraw' });
  expect(statement.data[0]).toMatchObject({ status: 'reject', reason: REASON, user_bank: { account_name: ACCOUNT_NAME } });

  const own = await watchedPage(session, '/transfer?type=withdraw', dialogs);
  await waitForTextNode(own, REASON);
  expect(await own.getByText(REASON).textContent()).toBe(`เหตุผล: ${REASON}`);
  await waitForTextNode(own, ACCOUNT_NAME);
  await expectNoInjectedElements(own);

  // A broken image's onerror fires at once; give a late one the time to show.
  await own.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await Promise.all([staff.close(), own.close()]);
}, 120_000);
