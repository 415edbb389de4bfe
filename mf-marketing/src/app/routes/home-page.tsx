import { StaticIsland } from '@nomada/ui';
import { deferredSection, staticSection } from '../../components/deferred-section';
import { HeroSection } from '../../features/hero/components/hero-section';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';

// Everything below the hero loads as the reader scrolls towards it (components/deferred-section.tsx);
// the sections that need no script (and the hero, whose links are plain) stay as served.
const PlanSelector = deferredSection('plans', () =>
  import('../../features/plans/components/plan-selector').then((m) => ({
    default: m.PlanSelector,
  })),
);
const LogoCarousel = deferredSection('partners', () =>
  import('../../features/logo-carousel/components/logo-carousel').then((m) => ({
    default: m.LogoCarousel,
  })),
);
const FeatureCards = staticSection('features', () =>
  import('../../features/features/components/feature-cards').then((m) => ({
    default: m.FeatureCards,
  })),
);
const HowItWorksSteps = staticSection('steps', () =>
  import('../../features/how-it-works-steps/components/how-it-works-steps').then((m) => ({
    default: m.HowItWorksSteps,
  })),
);
const ExplainerVideo = deferredSection('video', () =>
  import('../../features/explainer-video/components/explainer-video').then((m) => ({
    default: m.ExplainerVideo,
  })),
);
const InterestSection = deferredSection('interest', () =>
  import('../../features/interest-form/components/interest-section').then((m) => ({
    default: m.InterestSection,
  })),
);
const Testimonials = staticSection('testimonials', () =>
  import('../../features/testimonials/components/testimonials').then((m) => ({
    default: m.Testimonials,
  })),
);
const ClosingCta = staticSection('closing', () =>
  import('../../features/closing-cta/components/closing-cta').then((m) => ({
    default: m.ClosingCta,
  })),
);

/** Sections in the order of docs/product/screens.md. */
export function HomePage() {
  useScrollToHash();
  return (
    <>
      <StaticIsland id="hero">
        <HeroSection />
      </StaticIsland>
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
