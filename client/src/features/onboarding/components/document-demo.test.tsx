import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DEMO_ANALYSIS_MS, SAMPLE_ANALYSIS } from '../sample-analysis';
import { DocumentDemo } from './document-demo';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const tryDemo = () => fireEvent.click(screen.getByRole('button', { name: 'Try Demo with Sample Contract' }));
const progressbar = () => screen.queryByRole('progressbar', { name: 'Analysis progress' });
const progress = () => Number(progressbar()!.getAttribute('aria-valuenow'));
const resultsShown = () => screen.queryByRole('heading', { name: 'Key terms' }) !== null;
const SEVERITY_LABEL = { high: 'High risk', medium: 'Review', low: 'Low risk' } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DocumentDemo', () => {
  it('starts in the upload state with the accepted formats and the sample-contract button', () => {
    render(<DocumentDemo />);
    expect(screen.getByText('PDF, DOCX, TXT — max 10MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Demo with Sample Contract' })).toBeTruthy();
    expect(progressbar()).toBeNull();
    expect(resultsShown()).toBe(false);
    // it waits for the click
    advance(60_000);
    expect(progressbar()).toBeNull();
    expect(screen.getByRole('button', { name: 'Try Demo with Sample Contract' })).toBeTruthy();
  });

  it('clicking the button shows the analyzing state with a progress bar whose value grows', () => {
    render(<DocumentDemo />);
    tryDemo();
    expect(screen.queryByText('PDF, DOCX, TXT — max 10MB')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Demo with Sample Contract' })).toBeNull();
    expect(screen.getByText(`Analyzing ${SAMPLE_ANALYSIS.fileName}…`)).toBeTruthy();
    expect(progressbar()).not.toBeNull();
    expect(progressbar()!.getAttribute('aria-valuemin')).toBe('0');
    expect(progressbar()!.getAttribute('aria-valuemax')).toBe('100');
    expect(progress()).toBe(0);

    // read it every 500 ms: each reading must be higher than the one before
    const seen = [progress()];
    for (let i = 0; i < 5; i++) {
      advance(500);
      seen.push(progress());
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
    expect(seen.at(-1)).toBeLessThan(100);
  });

  it('is still analyzing at 2999 ms and shows the results at 3000 ms', () => {
    expect(DEMO_ANALYSIS_MS).toBe(3000);
    render(<DocumentDemo />);
    tryDemo();
    advance(2999);
    expect(progressbar()).not.toBeNull();
    expect(progress()).toBeGreaterThanOrEqual(90);
    expect(resultsShown()).toBe(false);
    advance(1);
    expect(progressbar()).toBeNull();
    expect(resultsShown()).toBe(true);
  });

  it('shows the key terms, the areas to review with their severity, and the AI summary', () => {
    render(<DocumentDemo />);
    tryDemo();
    advance(DEMO_ANALYSIS_MS);

    const keyTerms = screen.getByRole('heading', { name: 'Key terms' }).closest('section')!;
    for (const term of SAMPLE_ANALYSIS.keyTerms) {
      expect(within(keyTerms).getByText(term.label)).toBeTruthy();
      expect(within(keyTerms).getByText(term.value)).toBeTruthy();
    }

    const areas = screen.getByRole('heading', { name: 'Areas to review' }).closest('section')!;
    const items = within(areas).getAllByRole('listitem');
    expect(items).toHaveLength(SAMPLE_ANALYSIS.areasToReview.length);
    SAMPLE_ANALYSIS.areasToReview.forEach((area, i) => {
      expect(items[i]!.textContent).toContain(area.title);
      expect(items[i]!.textContent).toContain(area.detail);
      expect(within(items[i]!).getByText(SEVERITY_LABEL[area.severity])).toBeTruthy();
    });
    // the sample has every severity, so every label is on screen
    for (const label of Object.values(SEVERITY_LABEL)) expect(within(areas).queryAllByText(label).length).toBeGreaterThan(0);

    const summary = screen.getByRole('heading', { name: 'AI summary' }).closest('section')!;
    expect(within(summary).getByText(SAMPLE_ANALYSIS.summary)).toBeTruthy();
  });

  it('"Try Another Document" returns to the upload state, from which the demo runs again', () => {
    render(<DocumentDemo />);
    tryDemo();
    advance(DEMO_ANALYSIS_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Try Another Document' }));
    expect(resultsShown()).toBe(false);
    expect(screen.getByText('PDF, DOCX, TXT — max 10MB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Another Document' })).toBeNull();

    // a second run starts from 0 % and takes the full 3000 ms again
    tryDemo();
    expect(progress()).toBe(0);
    advance(DEMO_ANALYSIS_MS - 1);
    expect(resultsShown()).toBe(false);
    advance(1);
    expect(resultsShown()).toBe(true);
  });

  it('leaves no timer running once the analysis ends or the demo is unmounted mid-analysis', () => {
    const first = render(<DocumentDemo />);
    tryDemo();
    advance(DEMO_ANALYSIS_MS);
    expect(vi.getTimerCount()).toBe(0);
    first.unmount();

    const { unmount } = render(<DocumentDemo />);
    tryDemo();
    advance(1500);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
