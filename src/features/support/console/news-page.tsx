import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { roleMay } from '@/shared/contract/operator';
import { NEWS_CONTENT_MAX, NEWS_SUMMARY_MAX, newsInputSchema, newsLanguages, supportOperatorApi, type NewsCopy, type NewsLanguage, type OperatorNews } from '@/shared/contract/support-operator';
import { Badge } from '@/shared/console/badge';
import { BrandTag } from '@/shared/console/brand-tag';
import card from '@/shared/console/card.module.css';
import { useConsoleSelector } from '@/shared/console/console-store';
import { useErrorText } from '@/shared/console/error-text';
import { PageHeader } from '@/shared/console/page-header';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { ContractForm } from '@/shared/form/contract-form';
import { TextAreaField } from '@/shared/form/text-area-field';
import { TextField } from '@/shared/form/text-field';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { useNewsQuery, useSaveNewsMutation } from './desk-api';
import panels from '@/shared/styles/panels.module.css';
import styles from './desk.module.css';

type Copies = Record<NewsLanguage, NewsCopy>;
type NewsValues = { enabled: boolean; copies: Copies };
const newsSchema = schemaOf(newsInputSchema, ['enabled', 'copies']);
const emptyCopy: NewsCopy = { title: '', summary: '', content: '' };
const copiesOf = (news: OperatorNews | null): Copies =>
  Object.fromEntries(newsLanguages.map((l) => [l, { ...emptyCopy, ...(news?.copies[l] ?? {}) }])) as Copies;

/** The article's editor: one language's copy at a time (English required, the others shown on the site where written), published or hidden. */
function NewsEditor({ news, onDone }: { news: OperatorNews | null; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const [language, setLanguage] = useState<NewsLanguage>('EN');
  const [save, result] = useSaveNewsMutation();
  const form = useContractForm<NewsValues>({ schema: newsSchema, defaultValues: { enabled: news?.enabled ?? true, copies: copiesOf(news) } });
  const submit = async ({ enabled, copies }: NewsValues) => {
    const written = Object.fromEntries(newsLanguages.filter((l) => l === 'EN' || copies[l].title || copies[l].summary || copies[l].content).map((l) => [l, copies[l]]));
    const answer = await save({ ...(news ? { id: news.id } : {}), enabled, copies: written as NewsValues['copies'] });
    if ('data' in answer) onDone();
  };
  return (
    <section className={card.card} aria-labelledby="news-editor">
      <h2 id="news-editor" className={card.cardTitle}>
        {news ? t('news.edit', { title: news.copies.EN?.title ?? '' }) : t('news.new')}
      </h2>
      <ContractForm
        form={form}
        className={styles.reply}
        onSubmit={submit}
        onInvalidSubmit={(errors) => {
          // show the language whose copy holds the first problem
          const first = newsLanguages.find((l) => (errors.copies as Record<string, unknown> | undefined)?.[l]);
          if (first) setLanguage(first);
        }}
      >
        <div className={`${panels.segmented} ${styles.segmentedSpaced}`} role="group" aria-label={t('news.language')}>
          {newsLanguages.map((l) => (
            <button key={l} type="button" aria-pressed={l === language} onClick={() => setLanguage(l)}>
              {t(`news.languages.${l}`)}
            </button>
          ))}
        </div>
        <div key={language} className={styles.reply}>
          <TextField name={`copies.${language}.title`} label={t('news.titleField')} required={language === 'EN'} />
          <TextAreaField name={`copies.${language}.summary`} label={t('news.summary')} maxLength={NEWS_SUMMARY_MAX} rows={2} />
          <TextAreaField name={`copies.${language}.content`} label={t('news.content')} maxLength={NEWS_CONTENT_MAX} rows={8} required={language === 'EN'} description={t('news.contentHint')} />
        </div>
        <CheckboxField name="enabled" label={t('news.enabled')} />
        {result.isError && (
          <p role="alert" className={styles.error}>
            {errorText(result.error)}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={result.isLoading}>
            {t('news.save')}
          </Button>
        </div>
      </ContractForm>
    </section>
  );
}

/** News (role admin): the brand's articles with their languages; a new one or an edit opens the editor. */
export default function NewsPage() {
  const { t } = useTranslation('operator');
  const { dateTime } = useFormat();
  const role = useConsoleSelector((state) => state.session.operator?.role);
  const list = useNewsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<OperatorNews | 'new' | null>(null);
  const may = roleMay(role, supportOperatorApi.operatorSaveNews);
  const columns: Column<OperatorNews>[] = [
    {
      key: 'title',
      header: t('news.titleField'),
      cell: (row) => (
        <>
          <button type="button" className={styles.linkButton} onClick={() => setEditing(row)} disabled={!may}>
            {row.copies.EN?.title}
          </button>
          <BrandTag code={row.merchantCode} />
        </>
      ),
    },
    { key: 'languages', header: t('news.languagesWritten'), cell: (row) => newsLanguages.filter((l) => row.copies[l]).join(' · ') },
    { key: 'state', header: t('news.state'), cell: (row) => (row.enabled ? <Badge tone="good">{t('news.published')}</Badge> : <Badge>{t('news.hidden')}</Badge>) },
    { key: 'date', header: t('news.date'), cell: (row) => <span className={table.muted}>{dateTime(row.publishedAt)}</span> },
  ];
  return (
    <>
      <PageHeader title={t('pages.news')} subtitle={t('news.lead')} actions={may && editing === null && <Button onClick={() => setEditing('new')}>{t('news.new')}</Button>} />
      {editing !== null && <NewsEditor key={editing === 'new' ? 'new' : editing.id} news={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className={table.dense}>
          <DataTable caption={t('pages.news')} columns={columns} rows={list.data?.items} rowKey={(row) => row.id} loading={list.isFetching} emptyTitle={t('news.none')} />
        </div>
      )}
    </>
  );
}
