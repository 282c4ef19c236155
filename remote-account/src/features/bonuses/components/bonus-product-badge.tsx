import { Badge } from '@arcadia/ui';
import { IconBallFootball, IconCards } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import type { BonusProduct } from '@arcadia/shared';

const PRODUCT_LOOK: Record<BonusProduct, { color: string; icon: typeof IconCards }> = {
  casino: { color: 'grape', icon: IconCards },
  sports: { color: 'green', icon: IconBallFootball },
};

/** The one product a bonus's money can be staked on: Casino or Spor. */
export function BonusProductBadge({ product }: { product: BonusProduct }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const look = PRODUCT_LOOK[product] ?? PRODUCT_LOOK.casino;
  const Icon = look.icon;
  return (
    <Badge color={look.color} variant="light" radius="sm" leftSection={<Icon size={12} aria-hidden />} data-product={product}>
      {t(`bonuses.product.${product}`)}
    </Badge>
  );
}
