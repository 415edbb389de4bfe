export { EnterpriseCard } from './components/enterprise-card';
export { PricingAssurances } from './components/pricing-assurances';
