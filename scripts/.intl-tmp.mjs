import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless=new'] });
for (const variant of ['tz', 'utc', 'none', 'number']) {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const ms = await page.evaluate((v) => {
    const t = performance.now();
    if (v === 'tz') new Intl.DateTimeFormat('ja-JP', { month: 'short', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(new Date());
    if (v === 'utc') new Intl.DateTimeFormat('ja-JP', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date());
    if (v === 'none') new Intl.DateTimeFormat('ja-JP', { month: 'short', day: 'numeric' }).format(new Date());
    if (v === 'number') new Intl.NumberFormat('ja-JP').format(1234);
    return performance.now() - t;
  }, variant);
  console.log(variant, ms.toFixed(1));
  await page.close();
}
await browser.close();
