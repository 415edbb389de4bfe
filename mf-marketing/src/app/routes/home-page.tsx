import { deferredSection, staticSection } from '../../components/deferred-section';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';

// The hero's links are plain: on a served page it stays as served and its code (the illustration
// with it) never loads, which keeps a first visit within its 250 KB; reached in the app it loads
// at once. Everything below it loads as the reader scrolls towards it
// (components/deferred-section.tsx); the sections that need no script stay as served too.
const HeroSection = staticSection(
  'hero',
  () =>
    import('../../features/hero/components/hero-section').then((m) => ({
      default: m.HeroSection,
    })),
  '36rem',
  true,
);
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
