import { APPLICATION_IMAGES_MAX } from '@/shared/contract/promotions';
import { checkImageFiles, type ImageProblem } from '@/shared/lib/image-choice';

export type { ImageProblem };

/**
 * The application's pictures as the specification limits them: png or jpg,
 * at most 5 MB each, at most 3. The server checks again, by content.
 */
export function checkApplicationImages(files: readonly File[]): ImageProblem | null {
  return checkImageFiles(files, APPLICATION_IMAGES_MAX);
}
