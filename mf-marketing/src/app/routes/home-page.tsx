import { ClosingCta } from '../../features/closing-cta/components/closing-cta';
import { ExplainerVideo } from '../../features/explainer-video/components/explainer-video';
import { FeatureCards } from '../../features/features/components/feature-cards';
import { HeroSection } from '../../features/hero/components/hero-section';
import { HowItWorksSteps } from '../../features/how-it-works-steps/components/how-it-works-steps';
import { InterestSection } from '../../features/interest-form/components/interest-section';
import { LogoCarousel } from '../../features/logo-carousel/components/logo-carousel';
import { PlanSelector } from '../../features/plans/components/plan-selector';
import { Testimonials } from '../../features/testimonials/components/testimonials';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';

/** Sections in the order of SPEC.md section 2. */
export function HomePage() {
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <PlanSelector />
      <LogoCarousel />
      <FeatureCards />
      <HowItWorksSteps />
      <ExplainerVideo />
      <InterestSection />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
