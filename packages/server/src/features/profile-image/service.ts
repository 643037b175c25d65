/**
 * Profile pictures (REFERENCE security rules): ≤ 1,048,576 bytes, type decided by the magic bytes only
 * (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A), re-encoded with sharp (metadata dropped), stored in the
 * database under a random name and served through a handler.
 */
import { randomBytes } from 'node:crypto';
import { PROFILE_IMAGE_MAX_BYTES, profileMessages, validationMessages } from '@insight/api';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { profileImages, users } from '../../db/schema/index.js';
import { badRequest, unauthorized } from '../../http/errors.js';

export type ImageKind = 'jpeg' | 'png';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (data: Buffer, magic: number[]): boolean =>
  data.length >= magic.length && magic.every((byte, i) => data[i] === byte);

export function sniffImage(data: Buffer): ImageKind | undefined {
  if (startsWith(data, JPEG)) return 'jpeg';
  if (startsWith(data, PNG)) return 'png';
  return undefined;
}

export const IMAGE_NAME = /^[a-f0-9]{32}\.(jpg|png)$/;
/** The longest side of a stored picture (it is shown at 128 px; 512 keeps it sharp on dense screens). */
const MAX_SIDE = 512;

/**
 * Decompression bombs: a small file may declare a huge canvas (a 1 MB PNG can hold 100 000 × 100 000 pixels
 * of one colour). Pictures over this many pixels (4000 × 4000) are refused before anything is decoded, and
 * sharp itself is told the same limit.
 */
export const MAX_INPUT_PIXELS = 16_000_000;

export async function reencode(data: Buffer, kind: ImageKind): Promise<Buffer> {
  let pixels: number;
  try {
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    pixels = (width ?? 0) * (height ?? 0);
  } catch {
    throw badRequest(validationMessages.fileWrongType);
  }
  if (pixels <= 0) throw badRequest(validationMessages.fileWrongType);
  if (pixels > MAX_INPUT_PIXELS) throw badRequest(profileMessages.imageTooManyPixels);
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return await (kind === 'jpeg' ? image.jpeg({ quality: 85, mozjpeg: true }) : image.png()).toBuffer();
  } catch {
    throw badRequest(validationMessages.fileWrongType);
  }
}

/** Stores a new picture for the user, drops the previous one, and answers the new name. */
export async function saveProfileImage(ctx: AppContext, userId: number, data: Buffer): Promise<string> {
  if (data.length > PROFILE_IMAGE_MAX_BYTES) throw badRequest(validationMessages.fileTooLarge);
  const kind = sniffImage(data);
  if (!kind) throw badRequest(validationMessages.fileWrongType);
  const encoded = await reencode(data, kind);
  const name = `${randomBytes(16).toString('hex')}.${kind === 'jpeg' ? 'jpg' : 'png'}`;
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthorized();
    await tx.insert(profileImages).values({
      name,
      userId,
      contentType: kind === 'jpeg' ? 'image/jpeg' : 'image/png',
      data: encoded,
      createdAt: ctx.now(),
    });
    await tx.delete(profileImages).where(and(eq(profileImages.userId, userId), ne(profileImages.name, name)));
    await tx.update(users).set({ profilePicture: name, updatedAt: ctx.now() }).where(eq(users.id, userId));
  });
  return name;
}

export async function loadProfileImage(
  ctx: AppContext,
  name: string,
): Promise<{ contentType: string; data: Buffer } | undefined> {
  if (!IMAGE_NAME.test(name)) return undefined;
  const [row] = await ctx.db
    .select({ contentType: profileImages.contentType, data: profileImages.data })
    .from(profileImages)
    .where(eq(profileImages.name, name))
    .limit(1);
  return row;
}
