import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { JOIN_CODE_MAX, type Ineligibility } from '@/shared/contract/promotions';
import { isApiErrorData } from '@/shared/api/api-error';
import { failureKeyOf } from './failure-key';
import { useJoinActivityByCodeMutation } from './promotions-api';
import { PROMOTIONS_NS } from './promotion-texts';
import styles from './promotions.module.css';

/**
 * Join by code (join mode `code`): the member types the code the brand gave
 * out; a wrong one is said under the field, too many tries say when to try
 * again. A right one joins (the detail refetches: Joined).
 */
export function CodeForm({ id }: { id: number }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [joinByCode, joining] = useJoinActivityByCodeMutation();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = code.trim();
    if (typed === '') {
      setFailure(t('promotions:code.required'));
      return;
    }
    const result = await joinByCode({ id, code: typed });
    if ('error' in result) {
      const error = result.error;
      if (isApiErrorData(error) && error.code === 'RATE_LIMITED') setFailure(t('promotions:code.tooManyTries'));
      else {
        const key = failureKeyOf(error);
        setFailure(key ? t(key as never) : t('promotions:errors.generic'));
      }
    }
  };

  return (
    <form className={styles.codeForm} onSubmit={(e) => void onSubmit(e)} aria-label={t('promotions:code.title')} noValidate>
      <label htmlFor={inputId} className={styles.codeLabel}>
        {t('promotions:code.label')}
      </label>
      <div className={styles.codeRow}>
        <input
          id={inputId}
          className={styles.codeInput}
          value={code}
          maxLength={JOIN_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={failure !== null}
          aria-describedby={failure ? errorId : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" size="small" loading={joining.isLoading}>
          {t('promotions:code.join')}
        </Button>
      </div>
      {failure && (
        <p id={errorId} role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </form>
  );
}

/** Why the member may not join: the promotion's bounds of who may join. */
export function IneligibleNote({ ineligible }: { ineligible: Ineligibility }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { reason, min, max } = ineligible;
  const which = reason === 'newPlayers' ? 'newPlayers' : `${reason}${min !== null && max !== null ? 'Range' : min !== null ? 'Min' : 'Max'}`;
  return <p className={styles.note}>{t(`promotions:eligibility.${which}` as never, { min, max })}</p>;
}
