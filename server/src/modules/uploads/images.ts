import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_MEGABYTES,
  UPLOAD_ID_PATTERN,
  uploadErrorKeys,
  uploadPurposes,
  type UploadImageType,
  type UploadPurpose,
} from '../../../../src/shared/contract/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { bearerToken, findSession } from '../../http/session-lookup';
import { apiError } from '../../http/status';
import { requireRealMember } from '../identity/guest';
import { hit } from '../../http/rate-limit';
import { findOperatorSession } from '../operator/operator-sessions';
import { canRead, type UploadViewer } from './access';
import type { Config } from '../../config';
import { verifyChatToken } from '../chat/identity';

/** Images one member may send per hour (a withdrawal needs one to three). */
const UPLOADS_PER_MEMBER_HOURLY = { max: 60, windowSeconds: 3600 };

/**
 * What a file is, by its first bytes (its name and declared type are not
 * trusted): a PNG starts with its 8-byte signature, a JPEG with a start of
 * image marker followed by another marker.
 */
export function imageTypeOf(data: Buffer): UploadImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

const refused = (key: string, message: string, params?: Record<string, number>) =>
  apiError('VALIDATION', message, [{ field: 'images', key, ...(params ? { params } : {}) }]);

const tooMany = () => refused(uploadErrorKeys.tooManyImages, `At most ${MAX_UPLOAD_FILES} images at once.`, { max: MAX_UPLOAD_FILES });
const tooLarge = () => refused(uploadErrorKeys.imageTooLarge, `An image may be at most ${MAX_UPLOAD_MEGABYTES} MB.`, { max: MAX_UPLOAD_MEGABYTES });

interface Received {
  purpose: UploadPurpose;
  files: Buffer[];
}

/** Reads the parts of the form within the limits: the files in memory (3 × 5 MB at most), the purpose. */
async function readForm(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) throw refused(uploadErrorKeys.imageRequired, 'Please send the images as multipart/form-data.');
  const received: Received = { purpose: 'withdrawalProof', files: [] };
  try {
    const parts = request.parts({
      limits: { files: MAX_UPLOAD_FILES, fileSize: MAX_UPLOAD_BYTES, fields: 4, fieldSize: 64, parts: MAX_UPLOAD_FILES + 4, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        received.files.push(await part.toBuffer());
      } else if (part.fieldname === 'purpose') {
        const purpose = String(part.value);
        if (!(uploadPurposes as readonly string[]).includes(purpose)) {
          throw apiError('VALIDATION', 'This purpose is not known.', [{ field: 'purpose', key: 'validation.invalid' }]);
        }
        received.purpose = purpose as UploadPurpose;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw apiError('BAD_REQUEST', 'This form holds more fields than an upload takes.');
    if (typeof code === 'string' && code.startsWith('FST_')) throw apiError('BAD_REQUEST', 'The form could not be read.');
    throw error;
  }
  return received;
}

/**
 * Stores a member's images: each one checked by its content (PNG or JPEG),
 * at most 3 of at most 5 MB, kept in the database (never on disk, never
 * under the web root). Answers their ids in the order they came. All or
 * none: one refused file refuses the call.
 */
export async function storeImages(
  db: Db,
  member: { id: number; merchantCode: string },
  request: FastifyRequest,
  /** the purpose the caller stands for (the chat page's images), over the form's field */
  purpose?: UploadPurpose,
): Promise<{ ids: string[] }> {
  await hit(db, `uploads:member:${member.id}`, UPLOADS_PER_MEMBER_HOURLY);
  const form = await readForm(request);
  if (purpose) form.purpose = purpose;
  if (form.files.length === 0) throw refused(uploadErrorKeys.imageRequired, 'Please add an image.');
  if (form.files.length > MAX_UPLOAD_FILES) throw tooMany();
  const rows = form.files.map((data) => {
    if (data.length > MAX_UPLOAD_BYTES) throw tooLarge();
    const contentType = imageTypeOf(data);
    if (!contentType) throw refused(uploadErrorKeys.imageType, 'Only PNG or JPEG images are accepted.');
    return {
      id: randomBytes(16).toString('base64url'),
      memberId: member.id,
      merchantCode: member.merchantCode,
      purpose: form.purpose,
      contentType,
      byteSize: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    };
  });
  await db.insert(uploads).values(rows);
  return { ids: rows.map((r) => r.id) };
}

export interface ServedImage {
  id: string;
  contentType: string;
  data: Buffer;
}

/** An upload for a viewer allowed to see it (`canRead`); anything else is a NOT_FOUND, the same for a stranger's and for none. */
export async function readImage(db: Db, id: string, viewer: UploadViewer): Promise<ServedImage> {
  const notFound = () => apiError('NOT_FOUND', 'There is no such image.');
  if (!UPLOAD_ID_PATTERN.test(id)) throw notFound();
  const [row] = await db
    .select()
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  if (!row || !canRead(row, viewer)) throw notFound();
  return { id: row.id, contentType: row.contentType, data: row.data };
}

/** Who asks for an image: the member of the Bearer token's session or chat page (the operator console adds its own). */
export async function viewerOf(db: Db, request: FastifyRequest, config: Pick<Config, 'chatTokenSecret'>): Promise<UploadViewer> {
  const token = bearerToken(request.headers.authorization);
  // the chat page's signed identity (a JWT: never a session token's form)
  if (token?.includes('.')) {
    const who = await verifyChatToken(db, config, token);
    return { kind: 'member', memberId: who.memberId, merchantCode: who.merchantCode };
  }
  const session = token ? await findSession(db, token) : null;
  if (session) return { kind: 'member', memberId: session.member.id, merchantCode: session.member.merchantCode };
  // the console's withdrawal review shows the proofs to staff of the brand
  const staff = token ? await findOperatorSession(db, token) : null;
  if (staff) return { kind: 'operator', merchantCode: staff.operator.merchantCode };
  throw apiError('UNAUTHORIZED', 'Please log in to continue.');
}

/**
 * The headers an image is served with: its checked type, never sniffed,
 * shown inline, kept by the viewer's browser only (never by a shared cache),
 * and unable to run anything if opened on its own.
 */
export function imageHeaders(image: ServedImage): Record<string, string> {
  const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
  return {
    'content-type': image.contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${image.id}.${extension}"`,
    'cache-control': 'private, max-age=3600',
    vary: 'Authorization',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** A member's upload call: refused to a free-play guest, who has no money to withdraw. */
export function uploaderOf<S extends { member: { id: number; merchantCode: string; isAgent: number } }>(session: S) {
  return requireRealMember(session).member;
}
