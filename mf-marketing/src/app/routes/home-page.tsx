import { ClosingCta } from '../../features/closing-cta/components/closing-cta';
import { HeroSection } from '../../features/hero/components/hero-section';
import { PlanSelector } from '../../features/plans/components/plan-selector';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <PlanSelector />
      <ClosingCta />
    </>
  );
}
