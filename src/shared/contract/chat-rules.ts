/**
 * The chat's rules without a schema (see chat.ts), for the site's lazily
 * loaded chat window and the chat page: the spec's constants and the shapes
 * both sides agree on.
 */

/** The chat page's header colour (spec, "Chat window"). */
export const CHAT_HEADER_COLOR = '#6142bf';
/** The popup the customer-service entry may open instead of the frame (spec: 440×500). */
export const CHAT_POPUP = { width: 440, height: 500 } as const;
/** Members of a rank level above this reach the VIP desk (spec: "rank level above 4"). */
export const VIP_RANK_ABOVE = 4;
/** How long the chat page's identity token stays good; the page renews it while its session stands. */
export const CHAT_TOKEN_SECONDS = 15 * 60;
/** Where the chat page is served (the chat url's path); its token travels in the fragment (`#t=…`), never to a server log. */
export const CHAT_PAGE_PATH = '/chat';
/** The longest text message. */
export const CHAT_TEXT_MAX = 2000;
/** How long "typing…" shows after the other side's last keystroke event. */
export const CHAT_TYPING_SECONDS = 4;

export const chatQueues = ['normal', 'vip'] as const;
export type ChatQueue = (typeof chatQueues)[number];
export const chatStatuses = ['waiting', 'active', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];
export const chatAuthors = ['member', 'staff', 'system'] as const;
export type ChatAuthor = (typeof chatAuthors)[number];
export const chatMessageKinds = ['text', 'image', 'note'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];

/** A client message id: made once per message by the sender's page and sent again with every retry. */
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * `value.reason` of a refusal of the chat: the brand's chat is off (CBS3),
 * a free-play account (need true account), the desk is closed (the offline
 * form instead), the conversation is taken by someone else, not closed yet
 * (rating), already rated. Worded as `chat:chat.reasons.<reason>`.
 */
export const chatFailureReasons = ['chatOff', 'guestRefused', 'deskClosed', 'alreadyTaken', 'notClosed', 'alreadyRated', 'noConversation'] as const;
export type ChatFailureReason = (typeof chatFailureReasons)[number];
