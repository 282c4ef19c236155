import { Button, Group, Modal, Stack, Text } from '@arcadia/ui';
import { IconAlarm, IconCoffee, IconGauge, IconLock } from '@tabler/icons-react';
import { useNavigate } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { PATHS, useOpenDialog } from '@arcadia/shared';
import { acknowledgeToolsNote } from './tools-note';
import './texts';
import './tools-note.css';

const WHERE = [
  { key: 'limits', icon: IconGauge },
  { key: 'realityCheck', icon: IconAlarm },
  { key: 'timeout', icon: IconCoffee },
  { key: 'selfExclusion', icon: IconLock },
] as const;

/** "Your responsible gaming tools": the shell's own bus dialog (`responsibleGamingTools`), opened by `connectToolsNote`. */
export function ToolsNoteDialog() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const opened = useOpenDialog()?.dialog === 'responsibleGamingTools';
  return (
    <Modal
      opened={opened}
      onClose={acknowledgeToolsNote}
      title={t('responsibleGaming.toolsNote.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="md"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('responsibleGaming.toolsNote.intro')}</Text>
        <Stack component="ul" gap={10} className="arc-rg__note-list">
          {WHERE.map(({ key, icon: Icon }) => (
            <Group key={key} component="li" gap="sm" wrap="nowrap">
              <Icon size={20} color="var(--mantine-color-gold-4)" aria-hidden style={{ flex: '0 0 auto' }} />
              <Text size="sm">{t(`responsibleGaming.toolsNote.${key}`)}</Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('responsibleGaming.toolsNote.more')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              acknowledgeToolsNote();
              navigate(PATHS.responsibleGaming);
            }}
          >
            {t('responsibleGaming.toolsNote.limitsButton')}
          </Button>
          <Button color="yellow" c="dark.9" onClick={acknowledgeToolsNote} data-autofocus>
            {t('responsibleGaming.toolsNote.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
