import { Link, useSearchParams } from 'react-router-dom';
import { isApiErrorData } from '@/shared/api/api-error';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { ChevronLeftIcon, FileIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { paths } from '@/shared/config/paths';
import { useFormat } from '@/shared/i18n/use-format';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import { useAppSelector } from '@/shared/store/hooks';
import { selectImageHosts, selectSiteInfo } from '@/shared/store/system-status';
import panels from '@/shared/styles/panels.module.css';
import { useNewsArticleQuery, useNewsListQuery } from './support-api';
import { SupportTexts, useSupportT } from './support-texts';
import styles from './support.module.css';

/** News (/news): the brand's articles, newest first; `?id=` opens one. */
export function NewsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const placeholder = <Skeleton style={{ height: 320 }} />;
  return <SupportTexts placeholder={placeholder}>{Number.isInteger(id) && id > 0 ? <Article id={id} /> : <NewsList />}</SupportTexts>;
}

function NewsList() {
  const { t } = useSupportT();
  const { date } = useFormat();
  const brand = useAppSelector(selectSiteInfo)?.brandName ?? '';
  const news = useNewsListQuery();
  return (
    <div className={panels.page}>
      <header>
        <h1 className={styles.pageTitle}>{t('news.title')}</h1>
        <p className={styles.lead}>{t('news.lead', { brand })}</p>
      </header>
      {news.isLoading ? (
        <Skeleton style={{ height: 240 }} />
      ) : news.isError || !news.data ? (
        <LoadFailed title={t('news.failed')} onRetry={() => void news.refetch()} />
      ) : news.data.items.length === 0 ? (
        <StateView icon={<FileIcon size={28} />} title={t('news.emptyTitle')} text={t('news.emptyText')} />
      ) : (
        <ul className={styles.newsList}>
          {news.data.items.map((item) => (
            <li key={item.id}>
              <article className={`${panels.panel} ${styles.newsCard}`} aria-labelledby={`news-${item.id}`}>
                <time className={panels.sub} dateTime={item.publishedAt}>
                  {date(item.publishedAt)}
                </time>
                <h2 id={`news-${item.id}`}>{item.title}</h2>
                {item.summary && <p className={styles.lead}>{item.summary}</p>}
                <Link className={styles.readMore} to={paths.news.href(item.id)} aria-describedby={`news-${item.id}`}>
                  {t('news.readMore')}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Article({ id }: { id: number }) {
  const { t } = useSupportT();
  const { date } = useFormat();
  const imageHosts = useAppSelector(selectImageHosts);
  const article = useNewsArticleQuery(id);
  const back = (
    <Link className={styles.back} to={paths.news.href()}>
      <ChevronLeftIcon size={14} /> {t('news.back')}
    </Link>
  );
  if (article.isLoading) return <Skeleton style={{ height: 320 }} />;
  if (article.isError || !article.data) {
    const missing = isApiErrorData(article.error) && article.error.status === 404;
    return (
      <div className={panels.page}>
        {back}
        {missing ? (
          <StateView icon={<FileIcon size={28} />} title={t('news.notFound')} action={<Link to={paths.news.href()}>{t('news.back')}</Link>} />
        ) : (
          <LoadFailed title={t('news.failed')} onRetry={() => void article.refetch()} />
        )}
      </div>
    );
  }
  const a = article.data;
  return (
    <div className={panels.page}>
      {back}
      <article className={`${panels.panel} ${styles.article}`} aria-labelledby="news-title">
        <h1 id="news-title">{a.title}</h1>
        <p className={panels.sub}>{t('news.published', { date: date(a.publishedAt) })}</p>
        <div className={styles.articleBody} dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content, { imageHosts }) }} />
      </article>
    </div>
  );
}
