import { ClosingCta } from '../../features/closing-cta/components/closing-cta';
import { HeroSection } from '../../features/hero/components/hero-section';
import { PlanSelector } from '../../features/plans/components/plan-selector';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';

export function HomePage() {
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <PlanSelector />
      <ClosingCta />
    </>
  );
}
