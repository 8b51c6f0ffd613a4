import { useTranslation } from 'react-i18next';
import { ChatPage } from '@/features/chat/chat-page';

/** Page group "chat": the customer-service chat page, bare (it fills the chat window's frame or the popup). */
export function Component() {
  // drawn once its texts (`chat:`, locales/chat/) have loaded in the active language
  const { ready } = useTranslation('chat');
  return ready ? <ChatPage /> : null;
}
