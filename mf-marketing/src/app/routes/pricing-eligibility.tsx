import { EligibilityCheck } from '../../features/eligibility/components/eligibility-check';
import { useChoosePlan } from '../../features/plans/hooks/use-choose-plan';

/** The pricing page's income check (loaded on demand), choosing a plan the way the plan cards do. */
export function PricingEligibility() {
  const choosePlan = useChoosePlan();
  return <EligibilityCheck onChoosePlan={choosePlan} />;
}
