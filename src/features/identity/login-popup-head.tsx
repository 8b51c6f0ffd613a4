import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/shared/components/tabs';
import styles from './auth-forms.module.css';

export type LoginPopupTab = 'login' | 'register';

/**
 * The login popup's head: the welcome bonus, then the login and register tabs around the chosen tab's panel
 * (`children`). The popup and its inert copy sent with the document (early-login-dialog.tsx) both draw it,
 * so their markup stays the same: the copy's takeover finds its elements by place and kind
 * (early-login-takeover.ts; `heroRef` is where it looks).
 */
export function LoginPopupHead({
  title,
  tab,
  onSelect,
  heroRef,
  children,
}: {
  title: string;
  tab: LoginPopupTab;
  onSelect: (tab: LoginPopupTab) => void;
  heroRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div ref={heroRef} className={styles.hero}>
        <span className={styles.bonus}>{t('auth.registerBonus')}</span>
      </div>
      <Tabs
        label={title}
        items={[
          { key: 'login', label: t('session.login') },
          { key: 'register', label: t('session.register') },
        ]}
        selected={tab}
        onSelect={onSelect}
      >
        {children}
      </Tabs>
    </>
  );
}
