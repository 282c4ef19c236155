import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, Title, Transition } from '@arcadia/ui';
import { IconHeadset, IconPhoneCall, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIVE_CHAT_PULSE_REPEATS, openDialog, useBehaviorSubject } from '@arcadia/shared';
import { useSiteContent } from '../site-data';
import { liveChatConfig, liveChatOpen$ } from './live-chat-config';
import './texts';
import './live-chat.css';

/**
 * The floating live-chat launcher and panel, rendered only when the site options `chat-site-id`
 * and `chat-div-id` both exist. The panel holds the element with the configured div id, where
 * the chat provider's embed renders the conversation.
 */
export function LiveChatWidget() {
  const { t } = useTranslation('shell');
  const config = liveChatConfig(useSiteContent()?.siteOption);
  const opened = useBehaviorSubject(liveChatOpen$);
  if (!config) return null;

  return (
    <div className="arc-chat" data-chat-site-id={config.siteId}>
      <Transition mounted={opened} transition="pop-bottom-right" duration={200}>
        {(style) => (
          <Paper className="arc-chat__panel" style={style} shadow="xl" role="dialog" aria-label={t('liveChat.title')}>
            <Group className="arc-chat__head" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <span className="arc-chat__avatar">
                  <IconHeadset size={22} />
                </span>
                <div>
                  <Title order={5}>{t('liveChat.title')}</Title>
                  <Text size="xs" c="dimmed">
                    {t('liveChat.subtitle')}
                  </Text>
                </div>
              </Group>
              <ActionIcon variant="subtle" color="gray" onClick={() => liveChatOpen$.next(false)} aria-label={t('liveChat.close')}>
                <IconX size={18} />
              </ActionIcon>
            </Group>
            <div id={config.divId} className="arc-chat__mount">
              <Stack align="center" gap="xs" className="arc-chat__waiting">
                <Loader type="dots" size="sm" />
                <Text size="sm" c="dimmed">
                  {t('liveChat.connecting')}
                </Text>
              </Stack>
            </div>
            <Button
              variant="light"
              fullWidth
              radius={0}
              leftSection={<IconPhoneCall size={16} />}
              onClick={() => {
                liveChatOpen$.next(false);
                openDialog('callRequest');
              }}
            >
              {t('liveChat.callInstead')}
            </Button>
          </Paper>
        )}
      </Transition>
      <button
        type="button"
        className="arc-chat__launcher"
        style={{ animationIterationCount: LIVE_CHAT_PULSE_REPEATS }}
        data-testid="live-chat-launcher"
        aria-label={opened ? t('liveChat.close') : t('liveChat.open')}
        onClick={() => liveChatOpen$.next(!opened)}
      >
        {opened ? <IconX size={24} /> : <IconHeadset size={26} />}
      </button>
    </div>
  );
}
