import { ApiErrorBody, Contact, PROFILE_IMAGE_MAX_BYTES, validate } from '@insight/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { MAX_INPUT_PIXELS, reencode } from './service.js';

/** A multipart body as a browser's FormData would send it. */
async function multipart(data: Buffer, filename: string, type: string, field = 'file') {
  const formData = new FormData();
  formData.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const response = new Response(formData);
  return {
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
    payload: Buffer.from(await response.arrayBuffer()),
  };
}

const image = (format: 'jpeg' | 'png', size = 64): Promise<Buffer> => {
  const blank = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (format === 'jpeg' ? blank.jpeg() : blank.png()).toBuffer();
};

describe('profile image', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (headers: Record<string, string>, data: Buffer, filename: string, type: string) => {
    const body = await multipart(data, filename, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profileimage',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a JPEG under a random name, sets it on the profile and serves it re-encoded', async () => {
    const me = await signedInUser(t.app);
    const res = await upload(me.headers, await image('jpeg'), 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const name = res.body;
    expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const contact = (
      await t.app.inject({ method: 'GET', url: '/api/mylifecontact', headers: me.headers })
    ).json<Contact>();
    expect(contact.user.profilePicture).toBe(name);

    const served = await t.app.inject({ method: 'GET', url: `/api/user/profileimage/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
  });

  it('decides the type by the magic bytes: a PNG named .jpg is stored as PNG, and the old picture goes', async () => {
    const me = await signedInUser(t.app);
    const first = (await upload(me.headers, await image('jpeg'), 'a.jpg', 'image/jpeg')).body;
    const res = await upload(me.headers, await image('png'), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/\.png$/);
    const served = await t.app.inject({ method: 'GET', url: `/api/user/profileimage/${res.body}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: `/api/user/profileimage/${first}` })).statusCode).toBe(404);
  });

  it('refuses a file that is not JPEG or PNG, whatever its name or type says', async () => {
    const me = await signedInUser(t.app);
    for (const [data, name, type] of [
      [Buffer.from('GIF89a........'), 'cat.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'x.jpg', 'image/jpeg'],
      [Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]), 'broken.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(me.headers, data, name, type);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().error).toBe('Please select a jpg or png file.');
    }
    const contact = (
      await t.app.inject({ method: 'GET', url: '/api/mylifecontact', headers: me.headers })
    ).json<Contact>();
    expect(contact.user.profilePicture).toBeNull();
  });

  it('refuses a file over 1 MB', async () => {
    const me = await signedInUser(t.app);
    const big = Buffer.concat([await image('png'), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const res = await upload(me.headers, big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().error).toBe('File size should be 1 MB or less.');
    expect(validate(ApiErrorBody, res.json()).ok).toBe(true);
  });

  it('refuses a decompression bomb (a small PNG of over 16 million pixels) before decoding it', async () => {
    const me = await signedInUser(t.app);
    const bomb = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PROFILE_IMAGE_MAX_BYTES);
    expect(5000 * 5000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(MAX_INPUT_PIXELS).toBeLessThanOrEqual(16_000_000);
    const res = await upload(me.headers, bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().error).toBe(
      'This image is too large. Please select an image of at most 4000 × 4000 pixels.',
    );
    const contact = (
      await t.app.inject({ method: 'GET', url: '/api/mylifecontact', headers: me.headers })
    ).json<Contact>();
    expect(contact.user.profilePicture).toBeNull();
    // sharp itself refuses to decode past the limit too.
    await expect(reencode(bomb, 'png')).rejects.toMatchObject({ status: 400 });
  });

  it('needs a token to upload, and answers 404 for an unknown or malformed name', async () => {
    const body = await multipart(await image('png'), 'a.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/profileimage',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/profileimage/${'0'.repeat(32)}.png` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profileimage/..%2f..%2fetc%2fpasswd' })).statusCode,
    ).toBe(404);
  });

  it('refuses a request that is not multipart', async () => {
    const me = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/profileimage',
      headers: me.headers,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});
