import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
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
      <LoadFailed title={t('account.loadFailed')} onRetry={() => void overview.refetch()} />
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
