import type { LimitPeriod, LimitType } from '@arcadia/shared';
import type { TFunction } from 'i18next';

/** A limit's name as the page reads it: "Günlük yatırım limiti", "Daily deposit limit". */
export const limitName = (t: TFunction, type: LimitType, period: LimitPeriod) =>
  t('responsibleGaming.limits.name', { period: t(`responsibleGaming.limits.periods.${period}`), type: t(`responsibleGaming.limits.typeNames.${type}`) });
