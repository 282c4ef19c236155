import { AspectRatio, Button, Card, Image, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { openDialog, type Promotion } from '@arcadia/shared';
import { CONTENT_NS } from '../../i18n';
import './promotions.css';

/** A promotion tile: image, title and a Details button opening the detail dialog. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(CONTENT_NS);
  const open = () => openDialog('promotion', { promotion });
  return (
    <Card padding={0} className="arc-promo-card">
      <button type="button" className="arc-promo-card__media" onClick={open} aria-label={promotion.title}>
        <AspectRatio ratio={16 / 9}>
          <Image src={promotion.imageUrl} alt="" width={640} height={360} loading="lazy" />
        </AspectRatio>
      </button>
      <div className="arc-promo-card__body">
        <Text fw={800} lineClamp={2} className="arc-promo-card__title">
          {promotion.title}
        </Text>
        <Button variant="light" size="sm" onClick={open}>
          {t('promotions.details')}
        </Button>
      </div>
    </Card>
  );
}
