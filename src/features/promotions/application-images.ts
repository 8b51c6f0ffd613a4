import { APPLICATION_IMAGES_MAX } from '@/shared/contract/promotions';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES, uploadErrorKeys, uploadImageTypes } from '@/shared/contract/uploads';

export interface ImageProblem {
  key: (typeof uploadErrorKeys)[keyof typeof uploadErrorKeys];
  params?: Record<string, number>;
}

/**
 * The application's pictures as the specification limits them: png or jpg,
 * at most 5 MB each, at most 3. The server checks again, by content.
 */
export function checkApplicationImages(files: readonly File[]): ImageProblem | null {
  if (files.length > APPLICATION_IMAGES_MAX) return { key: uploadErrorKeys.tooManyImages, params: { max: APPLICATION_IMAGES_MAX } };
  if (files.some((f) => !(uploadImageTypes as readonly string[]).includes(f.type))) return { key: uploadErrorKeys.imageType };
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return { key: uploadErrorKeys.imageTooLarge, params: { max: MAX_UPLOAD_MEGABYTES } };
  return null;
}
