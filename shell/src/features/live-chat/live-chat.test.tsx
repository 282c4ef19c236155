import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { LIVE_CHAT_PULSE_REPEATS, eventBus } from '@arcadia/shared';
import { siteContentFixture } from '../../app/testing/fixtures';
import { LiveChatWidget } from './live-chat-widget';
import { connectLiveChat, liveChatConfig, liveChatOpen$, openLiveChat } from './live-chat-config';
import { seedSiteContent } from '@arcadia/shared/testing';

const CHAT = [
  { key: 'chat-site-id', value: '1000', status: true },
  { key: 'chat-div-id', value: 'chat-box', status: true },
];

beforeEach(() => liveChatOpen$.next(false));

it('needs both chat-site-id and chat-div-id', () => {
  expect(liveChatConfig(CHAT)).toEqual({ siteId: '1000', divId: 'chat-box' });
  expect(liveChatConfig(CHAT.slice(0, 1))).toBeNull();
  expect(liveChatConfig(CHAT.slice(1))).toBeNull();
});

it('is not rendered without the chat options', () => {
  seedSiteContent(siteContentFixture());
  renderWithProviders(<LiveChatWidget />);
  expect(screen.queryByTestId('live-chat-launcher')).not.toBeInTheDocument();
});

it('with both options: a pulsing launcher (about 13 times) opening the panel with the chat element', async () => {
  seedSiteContent(siteContentFixture({ siteOption: CHAT }));
  renderWithProviders(<LiveChatWidget />);
  const launcher = screen.getByTestId('live-chat-launcher');
  expect(launcher.style.animationIterationCount).toBe(String(LIVE_CHAT_PULSE_REPEATS));
  fireEvent.click(launcher);
  expect(await screen.findByRole('dialog', { name: 'Canlı Destek' })).toBeInTheDocument();
  expect(document.getElementById('chat-box')).toBeInTheDocument();
});

it('Live Chat buttons open the widget, or say politely that it is unavailable', () => {
  const toasts: unknown[] = [];
  const sub = eventBus.on('toast').subscribe((t) => toasts.push(t));
  seedSiteContent(siteContentFixture());
  openLiveChat();
  expect(liveChatOpen$.value).toBe(false);
  expect(toasts).toEqual([{ kind: 'info', message: expect.stringContaining('Canlı destek şu anda kullanılamıyor') }]);

  seedSiteContent(siteContentFixture({ siteOption: CHAT }));
  const disconnect = connectLiveChat();
  act(() => eventBus.emit('livechat:open', {}));
  expect(liveChatOpen$.value).toBe(true);
  disconnect();
  sub.unsubscribe();
});
