import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '@/features/auth';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { TOUR_OPEN_DELAY_MS } from './tour-steps';

const OnboardingTour = lazy(() => import('./components/onboarding-tour').then((m) => ({ default: m.OnboardingTour })));

declare global {
  interface Window {
    startOnboardingTour?: () => void;
    resetOnboardingTour?: () => void;
  }
}

export function resetOnboarding(): void {
  localStorage.removeItem(STORAGE_KEYS.hasSeenOnboarding);
  localStorage.setItem(STORAGE_KEYS.newUserRegistered, 'true');
}

/**
 * Decides when the tour shows (spec §4): 1 s after a signed-in user lands on / or /dashboard, unless
 * `hasSeenOnboarding` is stored; and on demand through the global hooks.
 */
export function OnboardingHost() {
  const { user } = useUser();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    window.startOnboardingTour = () => setOpen(true);
    window.resetOnboardingTour = () => {
      resetOnboarding();
      setOpen(true);
    };
    return () => {
      delete window.startOnboardingTour;
      delete window.resetOnboardingTour;
    };
  }, []);

  useEffect(() => {
    if (!user || open || (location !== '/' && location !== '/dashboard')) return;
    if (localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)) return;
    const timer = setTimeout(() => setOpen(true), TOUR_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user, location, open]);

  const close = () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
    localStorage.removeItem(STORAGE_KEYS.newUserRegistered);
    setOpen(false);
  };

  if (!open || !user) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingTour username={user.username} onClose={close} />
    </Suspense>
  );
}
