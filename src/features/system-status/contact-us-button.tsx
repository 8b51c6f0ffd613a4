import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { HeadsetIcon } from '@/shared/components/icons';

/** Contact Us of the status pages: the live chat, or e-mail when no chat is set up. */
export function ContactUsButton({ chatUrl, email }: { chatUrl: string | null; email: string | null }) {
  const { t } = useTranslation();
  const href = chatUrl || (email ? `mailto:${email}` : null);
  if (!href) return null;
  return (
    <Button
      size="large"
      icon={<HeadsetIcon size={18} />}
      onClick={() => window.open(href, '_blank', 'noopener,noreferrer')}
    >
      {t('status.contactUs')}
    </Button>
  );
}
