import { useTranslation } from 'react-i18next';
import { depositAuditActions } from '@/shared/contract/deposit-operator';
import { auditActions } from '@/shared/contract/operator';
import { protectionAuditActions } from '@/shared/contract/protection-operator';
import { supportAuditActions } from '@/shared/contract/support-operator';
import { withdrawAuditActions } from '@/shared/contract/withdraw-operator';

/** The words for the actions the console knows; a module that records new actions adds its own here. */
const actionKeys = {
  [auditActions.signIn]: 'signIn',
  [auditActions.signInFailed]: 'signInFailed',
  [auditActions.signOut]: 'signOut',
  [auditActions.adjust]: 'adjust',
  [auditActions.adjustRefused]: 'adjustRefused',
  [auditActions.lock]: 'lock',
  [auditActions.unlock]: 'unlock',
  [depositAuditActions.confirm]: 'depositConfirm',
  [withdrawAuditActions.approve]: 'withdrawalApprove',
  [withdrawAuditActions.reject]: 'withdrawalReject',
  [withdrawAuditActions.disburse]: 'withdrawalDisburse',
  [supportAuditActions.reply]: 'ticketReply',
  [supportAuditActions.close]: 'ticketClose',
  [supportAuditActions.newsCreate]: 'newsCreate',
  [supportAuditActions.newsUpdate]: 'newsUpdate',
  [protectionAuditActions.exclude]: 'protectionExclude',
  [protectionAuditActions.brandRules]: 'brandRules',
} as const satisfies Record<string, string>;

export function useActionLabel(): (action: string) => string {
  const { t } = useTranslation('operator');
  return (action) => {
    const key = (actionKeys as Record<string, (typeof actionKeys)[keyof typeof actionKeys] | undefined>)[action];
    return key ? t(`audit.actions.${key}`) : action;
  };
}
