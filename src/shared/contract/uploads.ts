import * as z from 'zod/mini';
import { endpoint, none, type endpoint as EndpointFn } from './endpoint';

/**
 * Images a member sends: proofs of withdrawal, a promotion application's
 * pictures, a support ticket's screenshots (and later avatars). PNG or
 * JPEG, at most 3 in one call and 5 MB each (the specification's limits),
 * recognised by their content, never by their name or declared type.
 */

export const MAX_UPLOAD_FILES = 3;
export const MAX_UPLOAD_MEGABYTES = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;
export const uploadImageTypes = ['image/png', 'image/jpeg'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

/** What an image is for; the field `purpose` of the form (default `withdrawalProof`). */
export const uploadPurposes = ['withdrawalProof', 'avatar', 'promotionApplication', 'chat', 'supportTicket'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** An upload's id: 22 characters of base64url (128 random bits). */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The translation keys of the refusals, with their parameters: more than
 * `max` files (`tooManyImages`), a file over `max` MB (`imageTooLarge`), a
 * file that is not a PNG or JPEG image (`imageType`), no file (`imageRequired`).
 */
export const uploadErrorKeys = {
  tooManyImages: 'validation.tooManyImages',
  imageTooLarge: 'validation.imageTooLarge',
  imageType: 'validation.imageType',
  imageRequired: 'validation.imageRequired',
} as const;

/** Where an upload is served: to its owner's session only (Bearer token), with its type. */
export const uploadPath = (id: string) => `/wps/uploads/${encodeURIComponent(id)}`;

export const uploadsApi = {
  /**
   * multipart/form-data: up to 3 parts named `images` (any field name is
   * read as a file) and an optional `purpose`. Answers the ids, in the
   * order the files came.
   */
  uploadImages: endpoint({
    method: 'POST',
    path: '/wps/uploads',
    auth: true,
    encrypted: false,
    multipart: true,
    request: none,
    response: z.object({ ids: z.array(z.string()) }),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
