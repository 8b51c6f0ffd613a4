import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import { uploadErrorKeys, uploadPath } from '../../src/shared/contract/uploads';
import en from '../../locales/EN.json';
import { queryRows } from '../../server/src/db/client';
import { canRead } from '../../server/src/modules/uploads/access';
import { JPEG_8X8, PNG_8X8 } from './fixtures/images';
import { call, loginAs, startTestServer, type TestServer, type UploadFile } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  message: string;
  value: T;
  fieldErrors?: { field: string; key: string; params?: Record<string, unknown> }[];
}

describe('uploads', () => {
  let s: TestServer;
  let demo: string;
  let agent: string;

  beforeAll(async () => {
    s = await startTestServer();
    demo = await loginAs(s, 'demo', 'Demo1234');
    agent = await loginAs(s, 'agent', 'Agent1234');
  });
  afterAll(async () => {
    await s?.close();
  });

  const upload = (token: string, files: UploadFile[], fields: Record<string, unknown> = {}) =>
    call<Envelope<{ ids: string[] }>>(s, api.uploadImages, { ...fields, files }, { token });
  const fetchImage = (id: string, token?: string) =>
    s.app.inject({ method: 'GET', url: uploadPath(id), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const stored = async () => (await queryRows<{ n: number }>(s.db, sql`select count(*)::int as n from uploads`))[0]?.n ?? -1;

  it('accepts a real PNG and JPEG and serves them to their owner with the type their content says', async () => {
    // the declared types are swapped: the content decides
    const answer = await upload(demo, [
      { filename: 'proof.jpg', contentType: 'image/jpeg', data: PNG_8X8 },
      { filename: 'receipt.png', contentType: 'image/png', data: JPEG_8X8 },
    ]);
    expect(answer.status).toBe(200);
    const [pngId, jpegId] = answer.body.value.ids as [string, string];
    expect(answer.body.value.ids).toHaveLength(2);
    for (const [id, type, data] of [
      [pngId, 'image/png', PNG_8X8],
      [jpegId, 'image/jpeg', JPEG_8X8],
    ] as const) {
      const image = await fetchImage(id, demo);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-disposition']).toMatch(/^inline/);
      expect(image.headers['cache-control']).toMatch(/^private/);
      expect(image.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses a text file renamed as an image, and stores nothing of the call', async () => {
    const before = await stored();
    const answer = await upload(demo, [
      { filename: 'good.png', contentType: 'image/png', data: PNG_8X8 },
      { filename: 'notes.png', contentType: 'image/png', data: Buffer.from('These are not the pixels you are looking for.\n') },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'images', key: 'validation.imageType' }] });
    expect(await stored()).toBe(before);
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([PNG_8X8, Buffer.alloc(6 * 1024 * 1024)]);
    const answer = await upload(demo, [{ filename: 'huge.png', contentType: 'image/png', data: big }]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'images', key: 'validation.imageTooLarge', params: { max: 5 } }] });
  });

  it('refuses more than 3 images at once', async () => {
    const before = await stored();
    const four = Array.from({ length: 4 }, (_, i) => ({ filename: `p${i}.png`, contentType: 'image/png', data: PNG_8X8 }));
    const answer = await upload(demo, four);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'images', key: 'validation.tooManyImages', params: { max: 3 } }] });
    expect(await stored()).toBe(before);
  });

  it('refuses a call without an image, and an unknown purpose', async () => {
    const none = await call<Envelope<null>>(s, api.uploadImages, {}, { token: demo });
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors?.[0]?.key).toBe('validation.imageRequired');
    const odd = await upload(demo, [{ filename: 'a.png', contentType: 'image/png', data: PNG_8X8 }], { purpose: 'selfie' });
    expect(odd.status).toBe(400);
    expect(odd.body.fieldErrors?.[0]).toMatchObject({ field: 'purpose' });
  });

  it('serves an image to its owner only: another member and a visitor are refused', async () => {
    const answer = await upload(demo, [{ filename: 'mine.jpg', contentType: 'image/jpeg', data: JPEG_8X8 }]);
    const [id] = answer.body.value.ids as [string];
    expect((await fetchImage(id, demo)).statusCode).toBe(200);
    const stranger = await fetchImage(id, agent);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await fetchImage(id)).statusCode).toBe(401);
    expect((await fetchImage('not-an-id', demo)).statusCode).toBe(404);
    // the hook the operator console will extend
    expect(canRead({ memberId: 1, merchantCode: 'LOTUS', purpose: 'withdrawalProof' }, { kind: 'member', memberId: 2, merchantCode: 'LOTUS' })).toBe(false);
  });

  it('words every refusal in the locales', () => {
    const validation = en.validation as unknown as Record<string, unknown>;
    for (const key of Object.values(uploadErrorKeys)) expect(validation[key.replace('validation.', '')], key).toBeTruthy();
  });

  it('refuses uploads without a session', async () => {
    const answer = await call(s, api.uploadImages, { files: [{ filename: 'a.png', contentType: 'image/png', data: PNG_8X8 }] });
    expect(answer.status).toBe(401);
  });
});
