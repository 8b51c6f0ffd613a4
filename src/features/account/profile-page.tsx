import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { AlertIcon } from '@/shared/components/icons';
import { useAppSelector } from '@/shared/store/hooks';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { useAccountOverviewQuery } from './account-api';
import { AvatarSection } from './avatar-section';
import { EmailBinding } from './email-binding';
import { MobileBinding } from './mobile-binding';
import { NicknameForm } from './nickname-form';
import { PayeeNameSection } from './payee-name-section';
import { PageTitle } from './account-bits';
import styles from './account.module.css';

/** Profile: avatar, nickname, payee name, e-mail and mobile number. */
export function Component() {
  const { t } = useTranslation();
  const user = useAppSelector(selectMemberInfo);
  const overview = useAccountOverviewQuery();

  if (overview.isError) {
    return (
      <StateView
        role="alert"
        icon={<AlertIcon size={28} />}
        title={t('account.loadFailed')}
        action={<Button onClick={() => void overview.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!overview.data || !user) {
    return (
      <div className={styles.page} aria-busy="true">
<PageTitle page="profile" />
        <Skeleton className={styles.skeletonHero} />
        <Skeleton className={styles.skeletonList} />
      </div>
    );
  }
  const data = overview.data;
  const mobile = data.mobileNum ? `${data.countryDialingCode ?? ''} ${data.mobileNum}`.trim() : null;
  return (
    <div className={styles.page}>
<PageTitle page="profile" />
      <AvatarSection user={user} />
      <div className={styles.columns}>
        <NicknameForm key={user.nickname} user={user} />
        <PayeeNameSection payeeName={data.payeeName} />
      </div>
      <div className={styles.columns}>
        <EmailBinding email={data.email} />
        <MobileBinding current={mobile} />
      </div>
    </div>
  );
}
