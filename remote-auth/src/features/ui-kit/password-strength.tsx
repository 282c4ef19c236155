import { Group, Text } from '@arcadia/ui';
import { Progress } from '@arcadia/ui/display';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_MIN, passwordStrength } from '@arcadia/shared';
import { AUTH_NS } from '../../i18n';

const LEVELS = ['tooWeak', 'weak', 'fair', 'good', 'strong'] as const;
const COLORS = ['red', 'red', 'orange', 'yellow', 'teal'] as const;

interface PasswordStrengthProps {
  password: string;
  /** The username beside it: a password equal to it is refused like a common one. */
  username?: string;
}

/**
 * Under a new password: the rule (at least 8 characters, no common password) and, once the player
 * types, how strong it looks. It always takes its two lines, so nothing below it moves as it changes.
 */
export function PasswordStrength({ password, username = '' }: PasswordStrengthProps) {
  const { t } = useTranslation(AUTH_NS);
  const score = passwordStrength(password, username);
  return (
    <div data-testid="password-strength" data-score={password ? score : undefined}>
      <Progress value={password ? (score / 4) * 100 : 0} color={COLORS[score]} size={4} radius="xl" aria-hidden mt={6} />
      <Group justify="space-between" gap={6} wrap="nowrap" mt={4}>
        <Text size="xs" c="dimmed">
          {t('password.rule', { min: NEW_PASSWORD_MIN })}
        </Text>
        <Text size="xs" fw={600} c={password ? `${COLORS[score]}.4` : 'dimmed'} aria-live="polite" style={{ flex: 'none' }}>
          {password ? t(`password.strength.${LEVELS[score]}`) : '\u00a0'}
        </Text>
      </Group>
    </div>
  );
}
