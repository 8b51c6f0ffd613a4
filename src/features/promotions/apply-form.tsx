import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from '@/shared/contract/promotions';
import { checkApplicationImages, type ImageProblem } from './application-images';
import { failureKeyOf } from './failure-key';
import { useApplyActivityMutation, useUploadApplicationImagesMutation } from './promotions-api';
import { PROMOTIONS_NS } from './promotion-texts';
import styles from './promotions.module.css';

/**
 * Apply to a promotion: a remark of at most 140 characters and up to 3
 * png or jpg images of at most 5 MB each (the specification's limits),
 * uploaded first, then the application with their ids.
 */
export function ApplyForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [imageProblem, setImageProblem] = useState<ImageProblem | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, uploading] = useUploadApplicationImagesMutation();
  const [apply, applying] = useApplyActivityMutation();

  const onFiles = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const problem = checkApplicationImages(chosen);
    setImageProblem(problem);
    setFiles(problem ? [] : chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const text = comment.trim();
    if (text.length === 0) return setCommentError(t('promotions:apply.commentRequired'));
    if (text.length > APPLICATION_COMMENT_MAX) return setCommentError(t('promotions:errors.commentTooLong', { max: APPLICATION_COMMENT_MAX }));
    setCommentError(null);
    if (imageProblem) return;
    try {
      let imageIds: string[] = [];
      if (files.length > 0) {
        const form = new FormData();
        form.append('purpose', 'promotionApplication');
        for (const file of files) form.append('images', file, file.name);
        imageIds = (await upload(form).unwrap()).ids;
      }
      await apply({ id, comment: text, imageIds }).unwrap();
      onDone();
    } catch (error) {
      const key = failureKeyOf(error);
      setFailure(key ? t(key as never, { max: APPLICATION_IMAGES_MAX }) : t('promotions:errors.generic'));
    }
  };

  const left = APPLICATION_COMMENT_MAX - comment.length;
  return (
    <form className={styles.apply} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('promotions:apply.title')}>
      <div className={styles.field}>
        <label htmlFor="apply-comment">{t('promotions:apply.comment')}</label>
        <textarea
          id="apply-comment"
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            setCommentError(null);
          }}
          rows={3}
          aria-invalid={commentError !== null}
          aria-describedby="apply-comment-hint"
        />
        <span id="apply-comment-hint" className={left < 0 ? styles.error : styles.hint}>
          {commentError ?? t('promotions:apply.commentLeft', { left, max: APPLICATION_COMMENT_MAX })}
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor="apply-images">{t('promotions:apply.images')}</label>
        <input id="apply-images" type="file" accept="image/png,image/jpeg" multiple onChange={(e) => onFiles(e.target.files)} aria-invalid={imageProblem !== null} aria-describedby="apply-images-hint" />
        <span id="apply-images-hint" className={imageProblem ? styles.error : styles.hint}>
          {imageProblem ? t(imageProblem.key, imageProblem.params) : t('promotions:apply.imagesHint', { max: APPLICATION_IMAGES_MAX, size: 5 })}
        </span>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={uploading.isLoading || applying.isLoading}>
        {t('promotions:apply.submit')}
      </Button>
    </form>
  );
}
