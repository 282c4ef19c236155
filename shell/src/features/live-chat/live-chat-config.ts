import { BehaviorSubject } from 'rxjs';
import { eventBus, i18n, type SiteOption } from '@arcadia/shared';
import { siteContent } from '@arcadia/shared';
import { siteOptionValue } from '../site-data';
import './texts';

export const CHAT_SITE_ID_KEY = 'chat-site-id';
export const CHAT_DIV_ID_KEY = 'chat-div-id';

export interface LiveChatConfig {
  siteId: string;
  divId: string;
}

/** The widget exists only when both chat options (`chat-site-id`, `chat-div-id`) are set. */
export function liveChatConfig(options: SiteOption[] | undefined | null): LiveChatConfig | null {
  const siteId = siteOptionValue(options, CHAT_SITE_ID_KEY);
  const divId = siteOptionValue(options, CHAT_DIV_ID_KEY);
  return siteId && divId ? { siteId, divId } : null;
}

/** Whether the live-chat panel is open. */
export const liveChatOpen$ = new BehaviorSubject(false);

/**
 * What every Live Chat button does: opens the widget, or, when the operator has not configured
 * live chat, says so politely (pointing to the call request form) instead of hiding the buttons,
 * so the header keeps the same layout for every operator.
 */
export function openLiveChat(): void {
  if (liveChatConfig(siteContent.get()?.siteOption)) {
    liveChatOpen$.next(true);
    return;
  }
  eventBus.emit('toast', { kind: 'info', message: i18n.t('shell:liveChat.unavailable') });
}

/** Lets remotes open the chat through the bus (`livechat:open`). */
export function connectLiveChat(): () => void {
  const sub = eventBus.on('livechat:open').subscribe(() => openLiveChat());
  return () => sub.unsubscribe();
}
