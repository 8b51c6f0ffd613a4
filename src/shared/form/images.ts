import type { Problem } from './problem';

/** Images of an application or a proof (spec sections 5 and 9): png or jpg, at most 5 MB each, at most 3. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;

export interface ImageLimits {
  maxBytes?: number;
  maxCount?: number;
}

const extensionOk = (name: string) => /\.(png|jpe?g)$/i.test(name);

/** Whether a file is a png or jpg (by its type, or by its name when the system gave no type). */
export function isAcceptedImage(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : extensionOk(file.name);
}

/**
 * Adds chosen files to those already chosen: a file that is not a png or
 * jpg, or is too large, is refused; beyond the count, the rest are refused.
 * The problem says the first refusal ("image too large (5MB)", "too many
 * images (over 3)").
 */
export function addImages(current: readonly File[], chosen: readonly File[], { maxBytes = IMAGE_MAX_BYTES, maxCount = IMAGE_MAX_COUNT }: ImageLimits = {}) {
  const files = [...current];
  let problem: Problem | null = null;
  for (const file of chosen) {
    let refusal: Problem | null = null;
    if (!isAcceptedImage(file)) refusal = { key: 'form.images.wrongType' };
    else if (file.size > maxBytes) refusal = { key: 'form.images.tooLarge', params: { max: Math.round(maxBytes / (1024 * 1024)) } };
    else if (files.length >= maxCount) refusal = { key: 'form.images.tooMany', params: { max: maxCount } };
    if (refusal) problem ??= refusal;
    else files.push(file);
  }
  return { files, problem };
}
