import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { LIVE_CHAT_PULSE_REPEATS, eventBus, i18n } from '@arcadia/shared';
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
  const panel = await screen.findByRole('dialog', { name: 'Canlı Destek' });
  expect(document.getElementById('chat-box')).toBeInTheDocument();
  // The operator's chat says nothing about its hours it cannot keep.
  expect(panel).not.toHaveTextContent(/7\/24|24\/7/);
});

it('Live Chat buttons open the widget, or say what the contact page says: the site has no live chat, and what it has instead', async () => {
  const toasts: { kind: string; message: string }[] = [];
  const sub = eventBus.on('toast').subscribe((t) => toasts.push(t as { kind: string; message: string }));
  seedSiteContent(siteContentFixture());
  openLiveChat();
  expect(liveChatOpen$.value).toBe(false);
  expect(toasts).toEqual([{ kind: 'info', message: expect.stringContaining('Bu sitede canlı sohbet hizmeti yok.') }]);
  // Not "right now": nothing promises it for later, and the contact page says the same (seed/pages.ts).
  expect(toasts[0]?.message).not.toMatch(/şu anda|7\/24/);
  expect(toasts[0]?.message).toContain('Çağrı Talep Formu');
  await act(() => i18n.changeLanguage('en'));
  openLiveChat();
  expect(toasts[1]?.message).toBe('This site has no live chat. Leave your number with the Call Request Form and we will call you back, or e-mail us (see the Contact page).');
  await act(() => i18n.changeLanguage('tr'));

  seedSiteContent(siteContentFixture({ siteOption: CHAT }));
  const disconnect = connectLiveChat();
  act(() => eventBus.emit('livechat:open', {}));
  expect(liveChatOpen$.value).toBe(true);
  disconnect();
  sub.unsubscribe();
});
