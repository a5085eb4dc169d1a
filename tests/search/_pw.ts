import { firstUse, serveWithChromium } from '../../scripts/chromium.ts';
const site = await serveWithChromium('dist');
try {
  const page = await site.browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await page.goto(site.url + '/docs');
  await firstUse(page);
  await page.locator('.search-box__input').focus();
  await page.locator('.search-box__input').fill('passwordHash');
  await page.locator('.search-panel .search-hit').first().waitFor();
  console.log(await page.locator('.search-panel .search-hit').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
  await page.locator('.search-box__input').press('ArrowDown');
  await page.locator('.search-box__input').press('Enter');
  await page.waitForURL(/_highlight/);
  await page.waitForTimeout(2000);
  console.log(page.url(), await page.evaluate(() => CSS.highlights.get('entix-search')?.size ?? 0), await page.evaluate(() => document.querySelector('#main-content article')?.textContent?.slice(0, 200)));
} finally { await site.close(); }
