import { CHAT_POPUP } from '@/shared/contract/chat-rules';

/**
 * The customer-service popup (spec: a blank 440×500 window, navigated to
 * the decoded service address on success and closed on failure). Opened
 * synchronously in the click, so the browser lets it open, then pointed at
 * the chat url once it has come.
 */
export async function openChatPopup(getChatUrl: () => Promise<string>, open: typeof window.open = window.open.bind(window)): Promise<boolean> {
  const popup = open('', 'lotus-chat', `width=${CHAT_POPUP.width},height=${CHAT_POPUP.height},noopener=no`);
  try {
    const address = decodeURIComponent(await getChatUrl());
    if (!popup) return false;
    popup.location.href = address;
    return true;
  } catch {
    popup?.close();
    return false;
  }
}
