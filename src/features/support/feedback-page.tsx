import { useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { MessageIcon } from '@/shared/components/more-icons';
import { countWords, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS } from '@/shared/contract/support';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { TextAreaField } from '@/shared/form/text-area-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import panels from '@/shared/styles/panels.module.css';
import { useWatch } from 'react-hook-form';
import { applySupportErrors } from './support-failure';
import { useSendFeedbackMutation } from './support-api';
import { SupportTexts, useSupportT } from './support-texts';
import styles from './support.module.css';

/** Feedback (member centre): the specification's feedback PUT, its content within the word bounds. */
export function Component() {
  return (
    <SupportTexts placeholder={<Skeleton style={{ height: 240 }} />}>
      <Feedback />
    </SupportTexts>
  );
}

type FeedbackValues = { content: string };
const feedbackSchema = z.object({ content: z.string().check(z.trim(), z.maxLength(FEEDBACK_MAX_CHARS)) });

function WordCount() {
  const { t } = useSupportT();
  const content = useWatch<FeedbackValues, 'content'>({ name: 'content' });
  return <p className={panels.sub}>{t('feedback.hint', { count: countWords(content ?? ''), min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS })}</p>;
}

function Feedback() {
  const { t } = useSupportT();
  const [send, result] = useSendFeedbackMutation();
  const [sent, setSent] = useState(false);
  const form = useContractForm<FeedbackValues>({
    schema: feedbackSchema,
    defaultValues: { content: '' },
    checks: ({ content }) => {
      const words = countWords(content);
      return { content: words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS ? { key: 'support:errors.feedbackWords', params: { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS } } : null };
    },
  });
  const submit = async ({ content }: FeedbackValues) => {
    try {
      await send({ content: content.trim() }).unwrap();
      form.reset({ content: '' });
      setSent(true);
    } catch (error) {
      applySupportErrors(form, error, ['content']);
    }
  };
  if (sent) {
    return (
      <StateView
        role="status"
        icon={<MessageIcon size={28} />}
        title={t('feedback.sent')}
        action={
          <Button variant="ghost" onClick={() => setSent(false)}>
            {t('feedback.again')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={panels.page}>
      <p className={styles.lead}>{t('feedback.lead')}</p>
      <ContractForm form={form} onSubmit={submit} className={`${panels.panel} ${styles.form}`}>
        <FormError />
        <TextAreaField name="content" label={t('feedback.content')} maxLength={FEEDBACK_MAX_CHARS} rows={6} required description={<WordCount />} />
        <div className={styles.actions}>
          <Button type="submit" loading={result.isLoading}>
            {t('feedback.submit')}
          </Button>
        </div>
      </ContractForm>
    </div>
  );
}
