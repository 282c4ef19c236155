import { useResponsibleGamingStatus } from '@arcadia/shared';
import { SimpleGrid, Skeleton, Stack } from '@arcadia/ui';
import { LoadError } from '../../ui';
import { ActivitySection } from './activity-section';
import { ExclusionSection } from './exclusion-section';
import { HelpSection } from './help-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';

/**
 * `/dashboard/responsible-gaming`: the player's own limits, the reality-check interval, time-out and
 * self-exclusion, six months of their play, and where to find help.
 */
export function ResponsibleGamingPage() {
  const status = useResponsibleGamingStatus();

  let settings;
  if (status.isError && !status.data) {
    settings = <LoadError message={status.error.message} onRetry={() => void status.refetch()} />;
  } else if (!status.data) {
    settings = (
      <Stack gap="md" aria-busy>
        <Skeleton h={24} w={160} radius="sm" />
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
          <Skeleton h={260} radius="lg" />
          <Skeleton h={260} radius="lg" />
          <Skeleton h={260} radius="lg" />
        </SimpleGrid>
      </Stack>
    );
  } else {
    settings = (
      <>
        <LimitsSection status={status.data} />
        <ExclusionSection exclusion={status.data.exclusion} />
      </>
    );
  }

  return (
    <Stack gap="xl">
      {settings}
      <ActivitySection />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {status.data ? <RealityCheckSection minutes={status.data.realityCheckMinutes} /> : null}
        <HelpSection />
      </SimpleGrid>
    </Stack>
  );
}
