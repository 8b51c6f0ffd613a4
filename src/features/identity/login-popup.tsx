import { Suspense, lazy, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/components/modal';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, modalOpened, type ModalEntry } from '@/shared/store/modals-slice';
import { selectSiteInfo } from '@/shared/store/system-status';
import { useEarlyLoginTakeover } from './early-login-takeover';
import { LoginForm } from './login-form';
import { LoginPopupHead, type LoginPopupTab } from './login-popup-head';

// the register tab is its own chunk: the login tab opens first and fast
const RegisterForm = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));

/** loginPopupModal: the login and register tabs of the header's buttons and of every login-requiring action. */
export function LoginPopup({ entry }: { entry: Extract<ModalEntry, { name: 'login' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectSiteInfo);
  const tab = entry.options.tab;
  const title = t('auth.welcomeTitle', { brand: info?.brandName ?? '' });
  const select = (key: LoginPopupTab) => dispatch(modalOpened({ name: 'login', options: { tab: key } }));
  // Log in pressed before the app ran: the server's copy of this dialog is open, this one takes its place
  const hero = useRef<HTMLDivElement>(null);
  const opener = useEarlyLoginTakeover(hero, tab === 'login');
  return (
    <Modal title={title} onClose={() => dispatch(modalClosed('login'))} width={tab === 'register' ? 520 : 440} opener={opener}>
      <LoginPopupHead title={title} tab={tab} onSelect={select} heroRef={hero}>
        {tab === 'login' ? <LoginForm onRegister={() => select('register')} /> : (
          <Suspense fallback={null}>
            <RegisterForm variant="popup" onLogin={() => select('login')} />
          </Suspense>
        )}
      </LoginPopupHead>
    </Modal>
  );
}
