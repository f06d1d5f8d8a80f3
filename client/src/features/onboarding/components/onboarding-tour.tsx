import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StepContent } from '../steps/step-content';
import { progressPercent, TOUR_STEPS, TOUR_TRANSITION_MS } from '../tour-steps';

const INTERACTIVE = 'button, a, input, textarea, select, [role="button"], [contenteditable="true"]';

/**
 * The full-screen, seven-step tour. → or Space go on, ← goes back, Escape skips. Each step change
 * animates for 300 ms and every control is disabled meanwhile (spec §2, §9).
 */
export function OnboardingTour({ username, onClose }: { username: string; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [transitioning, setTransitioning] = useState(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  const focusAfterTransition = useRef<Element | null>(null);
  const step = TOUR_STEPS[index]!;
  const last = index === TOUR_STEPS.length - 1;
  const percent = progressPercent(index + 1);

  const goTo = useCallback(
    (target: number) => {
      if (transitioning || target < 0 || target >= TOUR_STEPS.length || target === index) return;
      focusAfterTransition.current = document.activeElement;
      setIndex(target);
      setTransitioning(true);
    },
    [index, transitioning],
  );
  const next = useCallback(() => (last ? !transitioning && onClose() : goTo(index + 1)), [last, transitioning, onClose, goTo, index]);

  useEffect(() => {
    if (!transitioning) return;
    const timer = setTimeout(() => {
      setTransitioning(false);
      // disabling the focused control dropped focus to the page: give it back
      const previous = focusAfterTransition.current;
      if (previous instanceof HTMLElement && previous.isConnected) requestAnimationFrame(() => previous.focus());
    }, TOUR_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [transitioning]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        goTo(index - 1);
      } else if (event.key === ' ' && !(event.target instanceof Element && event.target.closest(INTERACTIVE))) {
        // a focused control keeps its own Space; elsewhere Space means "next"
        event.preventDefault();
        next();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, goTo, index]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !transitioning && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nextButton.current?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-[60] flex flex-col bg-bg sm:inset-4 sm:rounded-xl sm:border sm:border-border lg:inset-x-[max(1rem,calc(50%-30rem))]"
        >
          <Dialog.Title className="sr-only">Counsel tour</Dialog.Title>
          <header className="flex flex-col gap-2 border-b border-border p-4 sm:px-6">
            <div className="flex items-center justify-between gap-4 text-sm">
              <span className="font-medium">
                Step {index + 1} of {TOUR_STEPS.length}
              </span>
              <span className="ml-auto text-muted">{percent}% complete</span>
              <Dialog.Close asChild>
                <button type="button" aria-label="Close tour" disabled={transitioning} className="rounded-md p-1.5 hover:bg-surface-muted disabled:opacity-50">
                  <X className="size-5" aria-hidden />
                </button>
              </Dialog.Close>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-border" role="progressbar" aria-label="Tour progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <div className="h-full bg-accent transition-[width] duration-300" style={{ width: `${percent}%` }} />
            </div>
          </header>

          <div key={step.id} className="tour-step-enter flex-1 overflow-y-auto p-4 sm:p-6" data-step={step.id}>
            <h2 className="mb-4 text-2xl font-semibold sm:text-3xl">{step.title}</h2>
            <StepContent step={step} username={username} onLeave={onClose} />
          </div>

          <footer className="flex flex-wrap items-center gap-3 border-t border-border p-4 sm:px-6">
            <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0 || transitioning}>
              <ArrowLeft className="size-4" aria-hidden />
              Previous
            </Button>
            <ol className="order-first flex w-full justify-center gap-1 sm:order-none sm:w-auto sm:flex-1" aria-label="Tour steps">
              {TOUR_STEPS.map((s, i) => (
                <li key={s.id}>
                  <button
                    type="button"
                    aria-label={`Go to step ${i + 1}`}
                    aria-current={i === index ? 'step' : undefined}
                    disabled={transitioning}
                    onClick={() => goTo(i)}
                    className="flex size-6 items-center justify-center rounded-full disabled:cursor-not-allowed"
                  >
                    <span className={`block size-2.5 rounded-full ${i === index ? 'bg-accent' : 'bg-border'}`} />
                  </button>
                </li>
              ))}
            </ol>
            <Button variant="ghost" onClick={onClose} disabled={transitioning} className="ml-auto sm:ml-0">
              Skip Tour
            </Button>
            <Button ref={nextButton} onClick={next} disabled={transitioning}>
              {last ? 'Get Started' : 'Next'}
              {!last && <ArrowRight className="size-4" aria-hidden />}
            </Button>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
