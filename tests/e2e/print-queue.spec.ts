/**
 * The print queue (issue 17) against a real plugin stand-in: a tiny HTTP server on the plugin's second port
 * (src/domain/print-plugin.ts, the origins the app's CSP allows) serving CLodopfuncs.js, whose PRINT() posts the
 * job back to the server — the server's count is what reached the "printer".
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { base } from './ports';
import { shot, signIn } from './helpers';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const LABEL_PATH = '/saas/warehouse/label/index';
const PLUGIN_PORT = 18000;

/** What the real plugin script does for this app: define getCLodop(); PRINT() answers once the job is recorded. */
const PLUGIN_SCRIPT = `(function () {
  var origin = 'http://localhost:${PLUGIN_PORT}';
  window.getCLodop = function () {
    var job = null;
    return {
      CVERSION: '6.6.1.0',
      PRINT_INIT: function (title) { job = { title: title, pages: [], size: null }; },
      SET_PRINT_PAGESIZE: function (o, w, h) { job.size = [w, h]; },
      ADD_PRINT_HTM: function (t, l, w, h, html) { job.pages.push(html); },
      NEWPAGE: function () {},
      PRINT: function () {
        var x = new XMLHttpRequest();
        x.open('POST', origin + '/printed', false);
        x.setRequestHeader('Content-Type', 'text/plain');
        x.send(JSON.stringify(job));
        return x.status === 200;
      },
    };
  };
})();`;

interface Printed {
  title: string;
  pages: string[];
  size: number[];
}

function fakePlugin(printed: Printed[]): Server {
  return createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'GET' && req.url?.startsWith('/CLodopfuncs.js')) {
      res.setHeader('Content-Type', 'application/javascript');
      res.end(PLUGIN_SCRIPT);
      return;
    }
    if (req.method === 'POST' && req.url === '/printed') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        printed.push(JSON.parse(body) as Printed);
        res.end('ok');
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
}

/** Waits for the drawer's slide-in to end (a screenshot mid-animation shows it half off the screen). */
async function settled(panel: Locator) {
  await panel.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function oneOrderNumber(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('lading.token'));
  for (let id = 1; id <= 400; id++) {
    const res = await page.request.get(`${base()}/api/order/waybills/${id}`, { headers: { 'X-Token': token! } });
    if (res.ok()) return (await res.json()).data.order_no as string;
  }
  throw new Error('no order of the signed-in company');
}

test('a label printed while the plugin is absent is queued, survives a reload, and prints once when the plugin answers', async ({ page }) => {
  test.setTimeout(180_000);
  const printed: Printed[] = [];
  const plugin = fakePlugin(printed);
  try {
    await signIn(page);
    const orderNo = await oneOrderNumber(page);
    await page.goto(`${base()}${LABEL_PATH}`);
    await expect(page.getByTestId('print-plugin-status')).toHaveAttribute('data-state', 'not-connected');

    // plugin absent: the print is a queued job, counted on the navbar button
    await page.getByTestId('label-input').fill(orderNo);
    await page.getByTestId('label-lookup').click();
    await expect(page.getByTestId('label-preview')).toHaveCount(1);
    await expect(page.getByTestId('label-print')).toHaveAttribute('data-via', 'queue');
    await page.getByTestId('label-print').click();
    await expect(page.getByTestId('toast-warning')).toContainText(/print queue|打印队列/);
    await expect(page.getByTestId('print-queue-count')).toHaveText('1');

    await page.getByTestId('print-queue-button').click();
    const panel = page.getByTestId('print-queue-drawer');
    const job = panel.getByTestId('print-job');
    await expect(job).toHaveCount(1);
    await expect(job).toHaveAttribute('data-status', 'queued');
    await expect(job).toContainText(orderNo);
    await expect(job.getByTestId('print-job-error')).toContainText(/Waiting for the print plugin|等待打印插件/);
    await expect(panel.getByTestId('print-queue-plugin')).toHaveAttribute('data-state', 'absent');

    // a reload keeps it queued
    await page.reload();
    await expect(page.getByTestId('print-queue-count')).toHaveText('1');
    await page.getByTestId('print-queue-button').click();
    await expect(job).toHaveAttribute('data-status', 'queued');
    await settled(panel);
    await page.screenshot({ path: shot('print-queue-desktop') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(job).toBeVisible();
    await settled(panel);
    await page.screenshot({ path: shot('print-queue-phone') });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('print-queue-count')).toHaveText('1');
    await page.screenshot({ path: shot('print-queue-phone-navbar') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('print-queue-button').click();
    expect(printed).toHaveLength(0);

    // the plugin comes up: the retry loop (every 10 s) finds it and the job prints exactly once
    await new Promise<void>((resolve, reject) => {
      plugin.once('error', reject);
      plugin.listen(PLUGIN_PORT, resolve);
    });
    await expect.poll(() => printed.length, { timeout: 30_000 }).toBe(1);
    await expect(job).toHaveAttribute('data-status', 'printed');
    await expect(page.getByTestId('print-queue-count')).toHaveCount(0);
    expect(printed[0].title).toContain(orderNo);
    expect(printed[0].size).toEqual([1000, 1500]);
    expect(printed[0].pages).toHaveLength(1);
    expect(printed[0].pages[0]).toContain(orderNo);
    expect(printed[0].pages[0]).toContain('<svg');
    // the label screen hears of it too
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('print-plugin-status')).toHaveAttribute('data-state', 'connected');

    // nothing prints it again: not the loop, not a reload
    await page.reload();
    await page.waitForTimeout(11_000);
    expect(printed).toHaveLength(1);

    // reprint is one more print, on request
    await page.getByTestId('print-queue-button').click();
    await expect(job).toHaveCount(1);
    await job.getByTestId('print-job-reprint').click();
    await expect.poll(() => printed.length).toBe(2);
    await expect(panel.getByTestId('print-job')).toHaveCount(2);
    await expect(panel.locator('[data-testid="print-job"][data-reprint="true"]')).toHaveAttribute('data-status', 'printed');
    await page.waitForTimeout(1000);
    expect(printed).toHaveLength(2);
  } finally {
    await new Promise((resolve) => plugin.close(resolve));
  }
});
