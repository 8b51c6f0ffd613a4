import { useCallback, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addImages, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, IMAGE_TYPES } from './images';
import { encodeProblem, problemOf, useProblemText, type Problem } from './problem';
import styles from './form.module.css';

/** The type of a refusal said at the choice (not by the form's checks). */
const REFUSED = 'refused';

/** A chosen image, shown from an object URL that lives as long as the preview (revoked when it goes). */
function Preview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className={styles.previewImage} />;
}

export interface ImageUploadFieldProps {
  name: string;
  label: string;
  maxCount?: number;
  maxBytes?: number;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * Images to upload (the form's value is the list of files): png or jpg, at
 * most 5 MB each and 3 in all by default. A refused file is said under the
 * field at once and not added; each chosen image shows with a button to remove it.
 */
export function ImageUploadField({ name, label, maxCount = IMAGE_MAX_COUNT, maxBytes = IMAGE_MAX_BYTES, required, disabled }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = useProblemText();
  const { setError, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name });
  const files: File[] = Array.isArray(field.value) ? (field.value as File[]) : [];
  const problem = problemOf(fieldState.error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const full = files.length >= maxCount;

  /** New files; a refusal is said after the change is judged (after a submit every change is), and goes with the next change. */
  const change = (next: File[], refusal: Problem | null) => {
    void Promise.resolve(field.onChange(next) as unknown).then(() => {
      if (refusal) setError(name, { type: REFUSED, message: encodeProblem(refusal) });
      else if (fieldState.error?.type === REFUSED) clearErrors(name);
    });
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <p id={hintId} className={styles.description}>
        {t('form.images.hint', { max: maxCount, size: Math.round(maxBytes / (1024 * 1024)) })}
      </p>
      {files.length > 0 && (
        <ul className={styles.previews} aria-labelledby={`${id}-label`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className={styles.preview}>
              <Preview file={file} alt={file.name} />
              <button
                type="button"
                className={styles.previewRemove}
                aria-label={t('form.images.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => change(files.filter((_, i) => i !== index), null)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        ref={(element) => field.ref(element)}
        type="file"
        name={field.name}
        className={`visually-hidden ${styles.fileInput}`}
        accept={IMAGE_TYPES.join(',')}
        multiple
        disabled={disabled || full}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        aria-required={required || undefined}
        onBlur={field.onBlur}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // the same file may be chosen again after a removal
          event.target.value = '';
          const { files: next, problem: refusal } = addImages(files, chosen, { maxBytes, maxCount });
          change(next, refusal);
        }}
      />
      <label htmlFor={id} className={styles.uploadButton} aria-disabled={disabled || full || undefined}>
        {t('form.images.add', { used: files.length, max: maxCount })}
      </label>
      {problem && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {text(problem, label)}
        </p>
      )}
    </div>
  );
}
