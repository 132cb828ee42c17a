import { chromium } from 'playwright';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-background-networking', '--no-first-run', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto('http://localhost:6007/iframe.html?id=data-datatable--ten-thousand-rows-virtual&viewMode=story');
await page.waitForSelector('table tbody code');
await page.waitForTimeout(1000);
const result = await page.evaluate(async () => {
  const scroller = [...document.querySelectorAll('div')].find((d) => d.style.maxHeight === '480px');
  const frames = [];
  let last = performance.now();
  const start = last;
  return await new Promise((resolve) => {
    const step = (now) => {
      frames.push(now - last);
      last = now;
      scroller.scrollTop += 220; // ~5 rows a frame, about 13 000 px/s
      if (now - start < 2000) requestAnimationFrame(step);
      else
        resolve({
          frames: frames.length,
          worst: Math.max(...frames.slice(1)),
          over20: frames.filter((f) => f > 20).length,
          rowsInDom: scroller.querySelectorAll('tbody tr').length,
          scrolled: scroller.scrollTop,
        });
    };
    requestAnimationFrame(step);
  });
});
console.log(JSON.stringify(result));
await browser.close();
