import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOUR_STEPS, TOUR_TRANSITION_MS } from '../tour-steps';
import { OnboardingTour } from './onboarding-tour';

const STEP_COUNT = 7;
const PERCENTS = [14, 29, 43, 57, 71, 86, 100]; // round(N / 7 · 100), written out so a wrong formula cannot pass
const TITLES = ['Welcome', 'Our Mission', 'AI Legal Chat', 'Document Analysis', 'Platform Overview', 'Your Workspace', 'Get Started'];

let onClose: Mock<() => void>;

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => screen.getByRole('dialog', { name: 'Counsel tour' });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const dot = (n: number) => button(`Go to step ${n}`);
const nextButton = () => button('Next');
const progressbar = () => screen.getByRole('progressbar', { name: 'Tour progress' });

/** Every tour control; on the last step the Next button reads "Get Started". */
function controls(): HTMLButtonElement[] {
  const onLast = screen.queryByRole('button', { name: 'Next' }) === null;
  return [
    button('Previous'),
    button(onLast ? 'Get Started' : 'Next'),
    button('Skip Tour'),
    button('Close tour'),
    ...Array.from({ length: STEP_COUNT }, (_, i) => dot(i + 1)),
  ];
}

/** Asserts the tour shows step `n` (1-based): counter, percent, progress bar, heading and current dot. */
function expectStep(n: number) {
  expect(dialog().textContent).toContain(`Step ${n} of ${STEP_COUNT}`);
  expect(screen.getByText(`Step ${n} of ${STEP_COUNT}`)).toBeTruthy();
  expect(screen.getByText(`${PERCENTS[n - 1]}% complete`)).toBeTruthy();
  expect(progressbar().getAttribute('aria-valuenow')).toBe(String(PERCENTS[n - 1]));
  expect(screen.getByRole('heading', { level: 2, name: TITLES[n - 1] })).toBeTruthy();
  for (let i = 1; i <= STEP_COUNT; i++) expect(dot(i).getAttribute('aria-current')).toBe(i === n ? 'step' : null);
}

/** Lets the 300 ms step transition finish. */
const settle = () => advance(TOUR_TRANSITION_MS);

const key = (target: Element, k: string) => fireEvent.keyDown(target, { key: k });

function renderTour() {
  return render(<OnboardingTour username="ana" onClose={onClose} />);
}

beforeEach(() => {
  vi.useFakeTimers();
  onClose = vi.fn<() => void>();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OnboardingTour', () => {
  it('has the seven steps of the issue, in order', () => {
    expect(TOUR_STEPS.map((s) => s.title)).toEqual(TITLES);
    expect(TOUR_TRANSITION_MS).toBe(300);
  });

  it('is a dialog named "Counsel tour" that opens on step 1, greeting the user, with Previous disabled', () => {
    renderTour();
    expect(dialog()).toBeTruthy();
    expectStep(1);
    expect(dialog().textContent).toContain('Hi ana.');
    expect(dialog().textContent).toContain('about 2 minutes');
    expect(button('Previous').disabled).toBe(true);
    for (const c of controls().filter((c) => c !== button('Previous'))) expect(c.disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Next goes to step 2, and every control stays disabled until exactly 300 ms later', () => {
    renderTour();
    fireEvent.click(nextButton());
    expectStep(2);
    for (const c of controls()) expect(c.disabled, `${c.getAttribute('aria-label') ?? c.textContent} at 0 ms`).toBe(true);
    advance(TOUR_TRANSITION_MS - 1);
    for (const c of controls()) expect(c.disabled, `${c.getAttribute('aria-label') ?? c.textContent} at 299 ms`).toBe(true);
    advance(1);
    for (const c of controls()) expect(c.disabled, `${c.getAttribute('aria-label') ?? c.textContent} at 300 ms`).toBe(false);
    expectStep(2);
  });

  it('ignores clicks and keys during the transition', () => {
    renderTour();
    fireEvent.click(nextButton());
    advance(100);

    fireEvent.click(nextButton());
    fireEvent.click(button('Previous'));
    fireEvent.click(dot(5));
    fireEvent.click(button('Skip Tour'));
    fireEvent.click(button('Close tour'));
    key(dialog(), 'ArrowRight');
    key(dialog(), 'ArrowLeft');
    key(dialog(), ' ');
    key(dialog(), 'Escape');
    expectStep(2);
    expect(onClose).not.toHaveBeenCalled();

    // nothing was queued: when the transition ends the tour is still on step 2 and open
    advance(TOUR_TRANSITION_MS);
    expectStep(2);
    expect(nextButton().disabled).toBe(false);
    advance(5_000);
    expectStep(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a key press during the transition after a keyboard move is ignored too', () => {
    renderTour();
    key(dialog(), 'ArrowRight');
    expectStep(2);
    key(dialog(), 'ArrowRight');
    expectStep(2);
    advance(TOUR_TRANSITION_MS - 1);
    key(dialog(), 'ArrowRight');
    expectStep(2);
    advance(1);
    key(dialog(), 'ArrowRight');
    expectStep(3);
  });

  it('Previous goes back a step, after the transition', () => {
    renderTour();
    fireEvent.click(nextButton());
    settle();
    fireEvent.click(button('Previous'));
    expectStep(1);
    expect(button('Previous').disabled).toBe(true);
    settle();
    expect(button('Previous').disabled).toBe(true); // step 1 has nowhere to go back to
    expect(nextButton().disabled).toBe(false);
  });

  it('ArrowRight moves next and ArrowLeft moves back', () => {
    renderTour();
    key(dialog(), 'ArrowRight');
    expectStep(2);
    settle();
    key(dialog(), 'ArrowRight');
    expectStep(3);
    settle();
    key(dialog(), 'ArrowLeft');
    expectStep(2);
    settle();
    key(dialog(), 'ArrowLeft');
    expectStep(1);
    settle();
    // ArrowLeft on step 1 stays there and starts no transition
    key(dialog(), 'ArrowLeft');
    expectStep(1);
    expect(nextButton().disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Space on the dialog background moves next, but Space on a button keeps its own meaning', () => {
    renderTour();
    key(dialog(), ' ');
    expectStep(2);
    settle();

    const heading = screen.getByRole('heading', { level: 2, name: 'Our Mission' });
    key(heading, ' ');
    expectStep(3);
    settle();

    key(button('Skip Tour'), ' ');
    key(dot(1), ' ');
    expectStep(3);
    expect(nextButton().disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape closes the tour', () => {
    renderTour();
    key(dialog(), 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Skip Tour" closes the tour', () => {
    renderTour();
    fireEvent.click(button('Skip Tour'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Close tour" closes the tour', () => {
    renderTour();
    fireEvent.click(button('Close tour'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the dots jump straight to their step, which also transitions for 300 ms', () => {
    renderTour();
    fireEvent.click(dot(5));
    expectStep(5);
    expect(dot(1).disabled).toBe(true);
    settle();
    fireEvent.click(dot(2));
    expectStep(2);
    settle();
    fireEvent.click(dot(7));
    expectStep(7);
    settle();
    // the current step's dot does nothing, so it starts no transition
    fireEvent.click(dot(7));
    expectStep(7);
    expect(dot(1).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows round(N/7·100) percent complete on every step', () => {
    renderTour();
    for (let n = 1; n <= STEP_COUNT; n++) {
      if (n > 1) {
        fireEvent.click(dot(n));
        settle();
      }
      expectStep(n);
      expect(PERCENTS[n - 1]).toBe(Math.round((n / STEP_COUNT) * 100));
    }
  });

  it('walks all seven steps with Next; on step 7 the button reads "Get Started" and finishes the tour', () => {
    renderTour();
    for (let n = 1; n < STEP_COUNT; n++) {
      expectStep(n);
      expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
      fireEvent.click(nextButton());
      settle();
    }
    expectStep(7);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button('Get Started'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Get Started" is disabled while arriving on step 7', () => {
    renderTour();
    fireEvent.click(dot(7));
    expect(button('Get Started').disabled).toBe(true);
    fireEvent.click(button('Get Started'));
    key(dialog(), 'ArrowRight');
    expect(onClose).not.toHaveBeenCalled();
    advance(TOUR_TRANSITION_MS - 1);
    expect(button('Get Started').disabled).toBe(true);
    advance(1);
    expect(button('Get Started').disabled).toBe(false);
  });

  it('step 7 links to the six destinations', () => {
    renderTour();
    fireEvent.click(dot(7));
    settle();
    const hrefs = Array.from(dialog().querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/chat', '/documents', '/matters', '/knowledge-base', '/support', '/dashboard']);
  });
});
