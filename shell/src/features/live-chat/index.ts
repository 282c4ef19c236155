export { LiveChatWidget } from './live-chat-widget';
export { openLiveChat, connectLiveChat, liveChatConfig, liveChatOpen$, type LiveChatConfig } from './live-chat-config';
