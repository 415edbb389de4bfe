export { StepsList } from './components/steps-list';
export { WhyChooseUs } from './components/why-choose-us';
export { StartCta } from './components/start-cta';
