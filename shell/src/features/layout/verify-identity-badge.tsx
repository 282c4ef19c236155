import { Badge, Tooltip } from '@arcadia/ui';
import { IconId } from '@tabler/icons-react';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { PATHS, useKycStatus } from '@arcadia/shared';
import './texts';

/**
 * Whether the signed-in player's withdrawals still wait for their identity's verification (the
 * status read once and kept in the shared cache). Not for a player whose identity showed them under
 * 18: their account is closed to play and they may take their cash out unverified.
 */
export function useIdentityUnverified(signedIn: boolean): boolean {
  const status = useKycStatus({ enabled: signedIn });
  return signedIn && status.data !== undefined && status.data.level !== 'verified' && status.data.withdrawalsNeedVerification !== false;
}

/**
 * The header's reminder beside the account button while the player's identity is not verified:
 * withdrawals wait for it. It leads to the verification page (remote-account's).
 */
export function VerifyIdentityBadge({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('shell');
  if (!useIdentityUnverified(signedIn)) return null;
  return (
    <Tooltip label={t('layout.verifyIdentityHint')} withArrow>
      <Badge
        component={Link}
        to={PATHS.verification}
        // Where the header is tight only the icon shows: the link keeps its name.
        aria-label={t('layout.verifyIdentity')}
        color="blue"
        variant="light"
        size="lg"
        radius="sm"
        leftSection={<IconId size={14} />}
        className="arc-header__verify"
        data-testid="verify-identity-badge"
        style={{ cursor: 'pointer', textTransform: 'none' }}
      >
        <span className="arc-header__verify-label">{t('layout.verifyIdentity')}</span>
      </Badge>
    </Tooltip>
  );
}
