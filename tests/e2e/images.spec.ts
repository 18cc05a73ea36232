/** Image pipeline in the real app: paste/drop/pick on My account, spec §5 refusals, server sniffing, the viewer. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { base } from './ports';
import { shot, signIn } from './helpers';

const ACCOUNT = '/saas/account/my/index';

async function openAccount(page: Page) {
  await signIn(page);
  await page.goto(`${base()}${ACCOUNT}`);
  await expect(page.getByTestId('qualification-uploader')).toBeVisible();
}

/** Dispatches a paste of a PNG drawn in the page (a gradient `w`×`h`) onto `target`. */
async function pastePng(target: Locator, w = 640, h = 420) {
  await target.evaluate(
    async (el, [width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      const g = ctx.createLinearGradient(0, 0, width, height);
      g.addColorStop(0, '#1e6fd9');
      g.addColorStop(1, '#f5a623');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 48px sans-serif';
      ctx.fillText('Lading 营业执照', 40, height / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const data = new DataTransfer();
      data.items.add(new File([blob], 'image.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [w, h] as const,
  );
}

const doneTiles = (uploader: Locator) => uploader.locator('[data-testid="image-tile"][data-status="done"]');

test('paste uploads a png: thumbnail, stored fileid, downloads back as an image', async ({ page }) => {
  await openAccount(page);
  const uploader = page.getByTestId('qualification-uploader');
  await pastePng(uploader);
  const tile = doneTiles(uploader).first();
  await expect(tile).toBeVisible({ timeout: 20_000 });
  const box = await tile.boundingBox();
  expect(Math.round(box!.width)).toBe(80);
  expect(Math.round(box!.height)).toBe(80);
  const fileid = await tile.getAttribute('data-fileid');
  expect(fileid).toMatch(/^[0-9a-f]{32}$/);

  const token = await page.evaluate(() => localStorage.getItem('lading.token'));
  const res = await page.request.get(`${base()}/api/file/image/download?file_id=${fileid}`, { headers: { 'X-Token': token! } });
  expect(res.status()).toBe(200);
  const type = res.headers()['content-type'];
  expect(['image/png', 'image/jpeg']).toContain(type);
  const body = await res.body();
  // the bytes are what the content type says
  if (type === 'image/png') expect(body.subarray(0, 4).toString('hex')).toBe('89504e47');
  else expect(body.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['cache-control']).toContain('immutable');

  // saved with the form and back after a reload
  await page.getByTestId('qualification-save').click();
  await expect(page.getByTestId('qualification-save')).toBeDisabled();
  await page.reload();
  await expect(page.locator(`[data-testid="image-tile"][data-fileid="${fileid}"] img`)).toBeVisible();
});

test('an oversize drop and a wrong type are refused with the spec messages, before any upload', async ({ page }) => {
  await openAccount(page);
  const uploader = page.getByTestId('qualification-uploader');
  const uploads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/file/image/upload') && uploads.push(r.url()));

  await uploader.evaluate((el) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect(uploader.getByTestId('image-uploader-error')).toHaveText('file too large, greater than: 10M');

  await uploader.getByTestId('image-uploader-input').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(uploader.getByTestId('image-uploader-error')).toHaveText('pdf file type not allowed');
  await uploader.getByTestId('image-uploader-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(uploader.getByTestId('image-uploader-error')).toHaveText('plain file type not allowed');

  expect(uploads).toEqual([]);
});

test('a disguised file (text renamed .jpg) is refused by the server and the tile shows its message', async ({ page }) => {
  await openAccount(page);
  const uploader = page.getByTestId('qualification-uploader');
  const response = page.waitForResponse((r) => r.url().includes('/api/file/image/upload'));
  await uploader
    .getByTestId('image-uploader-input')
    .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text pretending to be a photo') });
  expect((await response).status()).toBe(400);
  const tile = uploader.locator('[data-testid="image-tile"][data-status="error"]');
  await expect(tile.getByTestId('image-tile-error')).toHaveText(/not a valid image/);
  await expect(uploader.getByTestId('image-uploader-error')).toHaveText(/not a valid image/);
  await tile.getByTestId('image-tile-remove').click();
  await expect(tile).toHaveCount(0);
});

test('avatar upload shows in the navbar; the viewer opens, rotates, zooms, pages and closes', async ({ page }) => {
  await openAccount(page);
  const avatar = page.getByTestId('avatar-uploader');
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 300;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2f855a';
    ctx.fillRect(0, 0, 300, 300);
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(150, 120, 60, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(60, 200, 180, 100);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  // every uploader asks GET /file/upload/policy first; the test server has the direct path off (DIRECT_UPLOAD, the
  // default), so the avatar goes POST /file/image/upload
  const policy = page.waitForResponse((r) => r.url().includes('/api/file/upload/policy'), { timeout: 20_000 });
  const upload = page.waitForResponse((r) => r.url().includes('/api/file/image/upload') && r.request().method() === 'POST', { timeout: 20_000 });
  await avatar.getByTestId('image-uploader-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  expect((await (await policy).json()).data).toEqual({ enabled: false });
  expect((await upload).status()).toBe(200);
  await expect(doneTiles(avatar)).toHaveCount(1, { timeout: 20_000 });
  // max 1: the add button is gone, the navbar avatar shows the image
  await expect(avatar.getByTestId('image-uploader-add')).toHaveCount(0);
  await expect(page.getByTestId('user-dropdown').getByTestId('avatar-image')).toBeVisible();

  const uploader = page.getByTestId('qualification-uploader');
  await pastePng(uploader, 1200, 800);
  await pastePng(uploader, 500, 900);
  await expect(doneTiles(uploader)).toHaveCount((await uploader.getByTestId('image-tile').count()), { timeout: 20_000 });
  await uploader.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('images-account-desktop'), fullPage: false });

  await doneTiles(uploader).first().locator('button').first().click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer).toBeVisible();
  expect(await viewer.evaluate((el) => getComputedStyle(el).zIndex)).toBe('4000');
  const img = page.getByTestId('image-viewer-img');
  await page.getByTestId('image-viewer-rotate-right').click();
  await expect(img).toHaveAttribute('data-rotation', '90');
  await page.getByTestId('image-viewer-zoom-in').click();
  await expect(img).toHaveAttribute('data-zoom', '1.25');
  await expect(page.getByTestId('image-viewer-zoom')).toHaveText('125%');
  await page.keyboard.press('+');
  await expect(img).toHaveAttribute('data-zoom', '1.563');
  await page.getByTestId('image-viewer-zoom-out').click();
  await expect(img).toHaveAttribute('data-zoom', '1.25');
  const counter = page.getByTestId('image-viewer-counter');
  const first = await counter.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(counter).not.toHaveText(first!);
  // a new image starts straight and at fit size
  await expect(img).toHaveAttribute('data-rotation', '0');
  await page.getByTestId('image-viewer-prev').click();
  await expect(counter).toHaveText(first!);
  await page.screenshot({ path: shot('images-viewer-desktop') });
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await uploader.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('images-account-phone') });
  await doneTiles(uploader).last().locator('button').first().click();
  await expect(viewer).toBeVisible();
  await page.getByTestId('image-viewer-rotate-right').click();
  await page.waitForTimeout(400); // the rotation's transition
  await page.screenshot({ path: shot('images-viewer-phone') });
  await page.getByTestId('image-viewer-close').click();
  await expect(viewer).toHaveCount(0);

  await page.setViewportSize({ width: 1024, height: 768 });
  await uploader.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('images-account-tablet') });
});
