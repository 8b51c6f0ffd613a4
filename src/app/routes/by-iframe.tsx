import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { StateView } from '@/shared/components/feedback';
import { ChevronLeftIcon, DiceIcon } from '@/shared/components/icons';
import styles from './by-iframe.module.css';

function safeGameUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Page group "byIframe": /game, a launched game in a full-page frame with a way back. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = safeGameUrl(params.get('url'));
  const back = () => (window.history.length > 1 ? void navigate(-1) : void navigate('/'));
  if (!url) {
    return (
      <StateView
        icon={<DiceIcon size={28} />}
        title={t('game.noGame')}
        action={<Button onClick={back}>{t('common.back')}</Button>}
      />
    );
  }
  return (
    <div className={styles.wrap}>
      <div className={styles.bar}>
        <Button variant="ghost" size="small" icon={<ChevronLeftIcon size={16} />} onClick={back}>
          {t('common.back')}
        </Button>
      </div>
      <iframe className={styles.frame} src={url} title={t('game.frameTitle')} allow="autoplay; fullscreen" allowFullScreen />
    </div>
  );
}
