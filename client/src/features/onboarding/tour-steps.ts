/** The seven steps of the onboarding tour (spec §2; step 6 is ours: the workspace). */
export const TOUR_STEPS = [
  { id: 'welcome', title: 'Welcome' },
  { id: 'mission', title: 'Our Mission' },
  { id: 'chat', title: 'AI Legal Chat' },
  { id: 'documents', title: 'Document Analysis' },
  { id: 'platform', title: 'Platform Overview' },
  { id: 'workspace', title: 'Your Workspace' },
  { id: 'get-started', title: 'Get Started' },
] as const;

export type TourStep = (typeof TOUR_STEPS)[number];

/** spec §9 */
export const TOUR_OPEN_DELAY_MS = 1000;
export const TOUR_TRANSITION_MS = 300;

export const progressPercent = (stepNumber: number) => Math.round((stepNumber / TOUR_STEPS.length) * 100);
