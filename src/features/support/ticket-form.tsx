import { useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { TICKET_CONTENT_MAX, TICKET_CONTENT_MIN, TICKET_IMAGES_MAX, ticketTypes, type TicketType } from '@/shared/contract/support';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { ImageUploadField } from '@/shared/form/image-upload-field';
import { SelectField } from '@/shared/form/select-field';
import { TextAreaField } from '@/shared/form/text-area-field';
import type { Problem } from '@/shared/form/problem';
import { useContractForm } from '@/shared/form/use-contract-form';
import panels from '@/shared/styles/panels.module.css';
import { applySupportErrors } from './support-failure';
import { useCreateTicketMutation, useUploadTicketImagesMutation } from './support-api';
import { useSupportT } from './support-texts';
import styles from './support.module.css';

type TicketValues = { type: string; content: string; images: File[] };
const ticketSchema = z.object({ type: z.string(), content: z.string(), images: z.array(z.custom<File>()) });

/**
 * The support ticket (complaint) form: the specification's type of
 * question, the content and up to 3 screenshots (png or jpg, 5 MB each),
 * uploaded first, then the ticket with their ids.
 */
export function TicketForm({ onDone, onCancel }: { onDone: (id: number) => void; onCancel: () => void }) {
  const { t } = useSupportT();
  const [upload] = useUploadTicketImagesMutation();
  const [create] = useCreateTicketMutation();
  const [sending, setSending] = useState(false);
  const form = useContractForm<TicketValues>({
    schema: ticketSchema,
    defaultValues: { type: '', content: '', images: [] },
    checks: ({ type, content }): Partial<Record<keyof TicketValues, Problem | null>> => {
      const length = content.trim().length;
      return {
        type: (ticketTypes as readonly string[]).includes(type) ? null : { key: 'support:form.typeRequired' },
        content:
          length < TICKET_CONTENT_MIN
            ? { key: 'support:form.contentTooShort', params: { min: TICKET_CONTENT_MIN } }
            : length > TICKET_CONTENT_MAX
              ? { key: 'support:form.contentTooLong', params: { max: TICKET_CONTENT_MAX } }
              : null,
      };
    },
  });

  const submit = async ({ type, content, images }: TicketValues) => {
    setSending(true);
    try {
      let imageIds: string[] = [];
      if (images.length > 0) {
        const body = new FormData();
        body.append('purpose', 'supportTicket');
        for (const file of images) body.append('images', file, file.name);
        imageIds = (await upload(body).unwrap()).ids;
      }
      const ticket = await create({ type: type as TicketType, content: content.trim(), imageIds }).unwrap();
      onDone(ticket.id);
    } catch (error) {
      applySupportErrors(form, error, ['type', 'content', 'images']);
    } finally {
      setSending(false);
    }
  };

  return (
    <ContractForm form={form} onSubmit={submit} className={`${panels.panel} ${styles.form}`} aria-label={t('form.title')}>
      <h3 className={styles.sectionTitle}>{t('form.title')}</h3>
      <FormError />
      <SelectField
        name="type"
        label={t('form.type')}
        placeholder={t('form.chooseType')}
        options={ticketTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
        required
      />
      <TextAreaField name="content" label={t('form.content')} maxLength={TICKET_CONTENT_MAX} rows={6} required />
      <ImageUploadField name="images" label={t('form.images')} maxCount={TICKET_IMAGES_MAX} />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('form.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {t('form.cancel')}
        </Button>
      </div>
    </ContractForm>
  );
}
