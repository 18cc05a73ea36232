/** The public order pages' calls: tracking by number + phone digits, and the photos of a signed customer link. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_LIMIT } from '../../../../../src/domain/public-order/api';
import { abnormalRecords, orders } from '../../../db/schema';
import { attachmentLinkKey, signAttachmentLink } from '../../../lib/attachment-link';
import { createTestApp, ZH, type Session, type TestApp } from '../../../test-helpers';
import { FORM, multipart, PNG } from '../../../test-upload-forms';

let t: TestApp;
let dataDir: string;
let servicer: Session;
let other: Session;
let order: typeof orders.$inferSelect;

const track = (no: string, tel4: string, ip = '203.0.113.1') =>
  t.app.inject({ method: 'GET', url: `/api/order/public/track?${new URLSearchParams({ no, tel4 })}`, headers: ZH, remoteAddress: ip });
const tail = (tel: string) => tel.replace(/\D/g, '').slice(-4);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lading-public-'));
  t = await createTestApp({ dataDir });
  [servicer, other] = await Promise.all([t.login('servicer'), t.login('servicer2')]);
  [order] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, servicer.body.data.user.company_id), ne(orders.endTel, ''), ne(orders.endContact, ''), eq(orders.status, 'TO_SIGN')))
    .limit(1);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/order/public/track', () => {
  it('answers the status and timeline for the right digits, with no name, phone or street address', async () => {
    const res = await track(order.orderNo, tail(order.endTel));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.order_no).toBe(order.orderNo);
    expect(data.status).toBe('TO_SIGN');
    expect(data.events.length).toBeGreaterThan(0);
    expect(data.area).toContain(order.endDistrict);
    for (const secret of [order.endTel, order.endContact, order.endAddress, order.senderName, order.senderPhone].filter(Boolean)) {
      expect(res.body).not.toContain(secret);
    }
    expect(Object.keys(data.events[0]).sort()).toEqual(['action', 'at', 'status']);
  });

  it('answers wrong digits and an unknown number the same way', async () => {
    const right = tail(order.endTel);
    const wrong = right === '0000' ? '1111' : '0000';
    const [badDigits, unknown] = await Promise.all([track(order.orderNo, wrong), track('NO-SUCH-ORDER', right)]);
    expect(badDigits.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(badDigits.body).toBe(unknown.body);
    expect(badDigits.json().msg).toBe('订单号或手机号后四位不正确');
  });

  it('refuses digits that are not four digits with a 400', async () => {
    const res = await track(order.orderNo, '12a4');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('请输入收件人手机号后四位');
  });

  it('throttles one address after its lookups, not another', async () => {
    const ip = '198.51.100.7';
    const codes: number[] = [];
    for (let i = 0; i <= TRACK_LIMIT; i++) codes.push((await track(order.orderNo, '0000', ip)).statusCode);
    expect(codes.slice(0, TRACK_LIMIT).every((c) => c === 404 || c === 200)).toBe(true);
    const last = await track(order.orderNo, tail(order.endTel), ip);
    expect(last.statusCode).toBe(429);
    expect(last.json().msg).toContain('查询过于频繁');
    expect((await track(order.orderNo, tail(order.endTel), '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('customer links to an order photos', () => {
  let fileid: string;
  let abnormalFile: string;

  beforeAll(async () => {
    const upload = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/file/image/upload',
          headers: { ...servicer.headers, ...FORM },
          payload: multipart([{ name: 'photo', filename: 'a.png', type: 'image/png', data: PNG }]),
        })
      ).json().data.fileid as string;
    fileid = await upload();
    abnormalFile = await upload();
    await t.database.db.update(orders).set({ signPhotos: [fileid] }).where(eq(orders.id, order.id));
    const [record] = await t.database.db.select().from(abnormalRecords).limit(1);
    await t.database.db.update(abnormalRecords).set({ orderId: order.id, photos: [abnormalFile] }).where(eq(abnormalRecords.id, record.id));
  });

  const linkOf = async (session: Session, orderId: number) =>
    t.app.inject({ method: 'POST', url: '/api/order/attachment-link', headers: session.headers, payload: { order_id: orderId } });
  const open = (pagePath: string) => {
    const u = new URL(pagePath, 'http://x');
    const [, , , id, no] = u.pathname.split('/');
    const q = new URLSearchParams({ id, no: decodeURIComponent(no), e: u.searchParams.get('e')!, s: u.searchParams.get('s')! });
    return t.app.inject({ method: 'GET', url: `/api/order/public/attachments?${q}`, headers: ZH });
  };

  it('a signed link opens the sign and abnormal photos, and each photo through it', async () => {
    const link = await linkOf(servicer, order.id);
    expect(link.statusCode).toBe(200);
    const { path: pagePath } = link.json().data;
    expect(pagePath).toMatch(new RegExp(`^/order/attachment/${order.id}/`));
    const res = await open(pagePath);
    expect(res.statusCode).toBe(200);
    const photos = res.json().data.photos as { kind: string; url: string }[];
    expect(photos.map((p) => p.kind)).toEqual(['sign', 'abnormal']);
    const img = await t.app.inject({ method: 'GET', url: photos[0].url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    // a file of no photo of this order is not served through the link
    const foreign = photos[0].url.replace(/f=[^&]+/, 'f=deadbeef');
    expect((await t.app.inject({ method: 'GET', url: foreign, headers: ZH })).statusCode).toBe(404);
  });

  it('a tampered link shows nothing: another order id, another signature', async () => {
    const { path: pagePath } = (await linkOf(servicer, order.id)).json().data;
    const otherId = pagePath.replace(`/order/attachment/${order.id}/`, `/order/attachment/${order.id + 1}/`);
    const forged = pagePath.replace(/s=([^&]+)/, (_: string, s: string) => `s=${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`);
    for (const p of [otherId, forged]) {
      const res = await open(p);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('链接无效');
      expect(res.body).not.toContain('photos');
    }
  });

  it('an expired link is refused with its own message', async () => {
    const key = attachmentLinkKey(t.config.jwtSecret);
    const old = signAttachmentLink(key, order.id, order.orderNo, new Date(Date.now() - 8 * 86_400_000));
    const res = await t.app.inject({ method: 'GET', url: `/api/order/public/attachments?${new URLSearchParams({ ...old, id: String(old.id), e: String(old.e) })}`, headers: ZH });
    expect(res.statusCode).toBe(410);
    expect(res.json().msg).toContain('链接已过期');
    const file = await t.app.inject({ method: 'GET', url: `/api/order/public/attachments/file?${new URLSearchParams({ ...old, id: String(old.id), e: String(old.e), f: fileid })}` });
    expect(file.statusCode).toBe(410);
  });

  it('another company cannot make a link to the order', async () => {
    expect((await linkOf(other, order.id)).statusCode).toBe(404);
  });
});
