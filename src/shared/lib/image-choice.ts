import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_MEGABYTES, uploadErrorKeys, uploadImageTypes } from '@/shared/contract/uploads';

export interface ImageProblem {
  key: (typeof uploadErrorKeys)[keyof typeof uploadErrorKeys];
  params?: Record<string, number>;
}

/**
 * Images a member chose, as the specification limits them: png or jpg, at
 * most 5 MB each, at most `max` (3). The server checks again, by content.
 */
export function checkImageFiles(files: ReadonlyArray<Pick<File, 'type' | 'size'>>, max: number = MAX_UPLOAD_FILES): ImageProblem | null {
  if (files.length > max) return { key: uploadErrorKeys.tooManyImages, params: { max } };
  if (files.some((f) => !(uploadImageTypes as readonly string[]).includes(f.type))) return { key: uploadErrorKeys.imageType };
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return { key: uploadErrorKeys.imageTooLarge, params: { max: MAX_UPLOAD_MEGABYTES } };
  return null;
}
