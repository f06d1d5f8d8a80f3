export { OnboardingHost } from './onboarding-host';
export { PlanComparison } from './components/plan-comparison';
