import { deflateSync } from 'node:zlib';
import { errorMessages, validationMessages } from '@insight/api';
import { screenTexts } from '@insight/app/texts';
import { expect, test, type Page } from '@playwright/test';
import { mainNav } from './support/header';
import { password, register, uniqueEmail } from './support/members';

/**
 * Profile: change the names and find them after a reload; upload a real PNG and find it round at
 * 128 px after a reload; too big and wrong-type files refused with SPEC's words; change the password with the
 * current one, log in with the new one — and the token from before the change is refused.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG: a 200×200 picture (a disc on a square), RGB, 8 bits. */
function portraitPng(size = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 3) ** 2;
      rows.push(...(inside ? [240, 180, 60] : [40, 90, 160]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const storedToken = (page: Page): Promise<string> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token ?? '');

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: screenTexts.profileHeading('Insight') })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
}

test('profile: names, photo, photo rules, and a password change that ends the old session', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('mary');
  await register(page, 'Mary', 'Somerville', email);
  // The home gate sends a new person to the packages; the profile needs no purchase.
  await expect(page.getByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeVisible();

  // Names: changed, saved, still there after a reload.
  await openProfile(page);
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Mary');
  await expect(page.getByTestId('profile-picture')).toHaveAttribute('data-state', 'fallback');
  await page.getByLabel(/^First Name/).fill('Maria');
  await page.getByLabel(/^Last Name/).fill('Fairfax');
  await page.getByRole('radio', { name: 'He/him' }).check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('iMLContact') ?? 'null'));
  expect(saved.user).toMatchObject({ firstName: 'Maria', lastName: 'Fairfax', gender: 'M', userName: email });
  await page.reload();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Maria');
  await expect(page.getByLabel(/^Last Name/)).toHaveValue('Fairfax');
  await expect(page.getByRole('radio', { name: 'He/him' })).toBeChecked();

  // A real PNG: uploaded, served by the server, round at 128 px, and still there after a reload.
  await page.getByLabel('Choose a profile picture').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: portraitPng(),
  });
  await expect(page.locator('.toast-message').getByText('Your photo has been updated.')).toBeVisible();
  await page.reload();
  const picture = page.getByRole('img', { name: 'Maria Fairfax' });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/api\/user\/profileimage\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
  const frame = page.getByTestId('profile-picture');
  const box = await frame.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(128);
  expect(Math.round(box?.height ?? 0)).toBe(128);
  expect(await frame.evaluate((el) => getComputedStyle(el).borderRadius)).toMatch(/^(50%|9999px|\d{3,}px)$/);
  expect((await request.get(src)).headers()['content-type']).toBe('image/png');

  // Refused before the upload, with SPEC's words, and the picture stays as it was.
  const tooBig = Buffer.concat([portraitPng(), Buffer.alloc(1_048_576)]);
  await page
    .getByLabel('Choose a profile picture')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: tooBig });
  await expect(page.getByText(validationMessages.fileTooLarge)).toBeVisible();
  await page.getByLabel('Choose a profile picture').setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
  });
  await expect(page.getByText(validationMessages.fileWrongType)).toBeVisible();
  await expect(page.getByText(validationMessages.fileTooLarge)).toBeHidden();
  await expect(picture).toHaveAttribute('src', src);

  // The server says the same to anyone who skips the screen (the bytes decide, not the name).
  const oldToken = await storedToken(page);
  const bearer = { authorization: `Bearer ${oldToken}` };
  // (The request context keeps the XSRF cookie the server set: a state-changing call echoes it.)
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  const sneaky = await request.post('/api/user/profileimage', {
    headers: { ...bearer, ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}) },
    multipart: {
      file: {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    },
  });
  expect(sneaky.status()).toBe(400);
  expect((await sneaky.json()).error).toBe(validationMessages.fileWrongType);

  // A new password needs the current one; afterwards the old token is refused and the new password logs in.
  expect((await request.get('/api/mylifecontact', { headers: bearer })).status()).toBe(200);
  const newPassword = 'second-Password-2';
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel(/^Confirm Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Current password is required to change your email or password')).toBeVisible();
  await page.getByLabel(/^Current Password/).fill('not-my-password');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your current password is not correct. Your profile was not changed.')).toBeVisible();
  expect((await request.get('/api/mylifecontact', { headers: bearer })).status()).toBe(200);
  await page.getByLabel(/^Current Password/).fill(password);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();

  expect((await request.get('/api/mylifecontact', { headers: bearer })).status()).toBe(401);
  // This device signed in again with the new password and carries on.
  const freshToken = await storedToken(page);
  expect(freshToken).not.toBe(oldToken);
  await page.reload();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Maria');

  // Log out, then in: the old password is refused, the new one works. Logout ends the token on the server too.
  await (await mainNav(page)).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login To Insight' })).toBeVisible();
  await expect
    .poll(async () =>
      (await request.get('/api/mylifecontact', { headers: { authorization: `Bearer ${freshToken}` } })).status(),
    )
    .toBe(401);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(errorMessages.invalidGrant)).toBeVisible();
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeVisible();
  expect((await request.get('/api/mylifecontact', { headers: bearer })).status()).toBe(401);
});
