import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SAMPLE_CONTRACT } from '@common/sample-contract';
import type { DemoAnalysis } from '@common/schemas/demo';
import { ApiError } from '@/lib/api-request';
import { analyzeText } from '../../../../../server/analysis/analyze';
import { DEMO_ANALYSIS_MS, DocumentDemo } from './document-demo';

// the analyzer the demo endpoint runs, called in-process
const realAnalysis = vi.fn(async (text: string): Promise<DemoAnalysis> => ({ text, pages: [{ start: 0, end: text.length }], analysis: analyzeText(text) }));

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const tryDemo = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try Demo with Sample Contract' })));
const progressbar = () => screen.queryByRole('progressbar', { name: 'Analysis progress' });
const progress = () => Number(progressbar()!.getAttribute('aria-valuenow'));
const resultsShown = () => screen.queryByRole('heading', { name: 'Key terms' }) !== null;

beforeEach(() => {
  vi.useFakeTimers();
  realAnalysis.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DocumentDemo', () => {
  it('starts in the upload state with the accepted formats and the sample-contract button', async () => {
    render(<DocumentDemo analyse={realAnalysis} />);
    expect(screen.getByText('PDF, DOCX, TXT — max 10MB')).toBeTruthy();
    expect(progressbar()).toBeNull();
    // it waits for the click
    await advance(60_000);
    expect(progressbar()).toBeNull();
    expect(realAnalysis).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try Demo with Sample Contract' })).toBeTruthy();
  });

  it('clicking the button sends the sample contract and shows the analyzing state with a growing progress bar', async () => {
    render(<DocumentDemo analyse={realAnalysis} />);
    await tryDemo();
    expect(realAnalysis).toHaveBeenCalledWith(SAMPLE_CONTRACT.text);
    expect(screen.queryByRole('button', { name: 'Try Demo with Sample Contract' })).toBeNull();
    expect(screen.getByText(`Analyzing ${SAMPLE_CONTRACT.fileName}…`)).toBeTruthy();
    expect(progress()).toBe(0);
    const seen = [progress()];
    for (let i = 0; i < 5; i++) {
      await advance(500);
      seen.push(progress());
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
    expect(seen.at(-1)).toBeLessThan(100);
  });

  it('is still analyzing at 2999 ms and shows the results at 3000 ms', async () => {
    expect(DEMO_ANALYSIS_MS).toBe(3000);
    render(<DocumentDemo analyse={realAnalysis} />);
    await tryDemo();
    await advance(2999);
    expect(progress()).toBeGreaterThanOrEqual(90);
    expect(resultsShown()).toBe(false);
    await advance(1);
    expect(progressbar()).toBeNull();
    expect(resultsShown()).toBe(true);
  });

  it('waits past 3000 ms for an analysis that has not come back yet', async () => {
    let finish!: (a: DemoAnalysis) => void;
    render(<DocumentDemo analyse={() => new Promise((resolve) => (finish = resolve))} />);
    await tryDemo();
    await advance(DEMO_ANALYSIS_MS + 2000);
    expect(progress()).toBe(100);
    expect(resultsShown()).toBe(false);
    await act(async () => finish(await realAnalysis(SAMPLE_CONTRACT.text)));
    expect(resultsShown()).toBe(true);
  });

  it('shows the analyzer’s key terms, areas to review by severity, and summary for the sample', async () => {
    render(<DocumentDemo analyse={realAnalysis} />);
    await tryDemo();
    await advance(DEMO_ANALYSIS_MS);

    const keyTerms = screen.getByRole('heading', { name: 'Key terms' }).closest('section')!;
    expect(within(keyTerms).getByText('Brightline Marketing LLC (Client)')).toBeTruthy();
    expect(within(keyTerms).getByText('Delaware')).toBeTruthy();
    expect(within(keyTerms).getByText('90 days')).toBeTruthy();

    const areas = within(screen.getByRole('heading', { name: 'Areas to review' }).closest('section')!).getAllByRole('listitem');
    expect(areas.map((a) => a.querySelector('summary')!.textContent)).toEqual([
      'High riskRenews automatically',
      'High riskOne-sided indemnity with no limit',
      'ReviewNo limit on liability',
    ]);
    expect(areas[0]!.textContent).toContain('at least 90 days before the end of the term');

    const summary = screen.getByRole('heading', { name: 'AI summary' }).closest('section')!;
    expect(summary.textContent).toContain('A services or consulting agreement between Brightline Marketing LLC (Client) and Jordan Rivera (Consultant)');
  });

  it('says so when the analysis fails, and can start again', async () => {
    const refuse = vi.fn(async () => Promise.reject(new ApiError(429, '429: You have run 20 demo analyses in the last hour.', { message: 'You have run 20 demo analyses in the last hour.' })));
    render(<DocumentDemo analyse={refuse} />);
    await tryDemo();
    await advance(DEMO_ANALYSIS_MS);
    expect(screen.getByRole('alert').textContent).toContain('You have run 20 demo analyses in the last hour.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Another Document' }));
    expect(screen.getByRole('button', { name: 'Try Demo with Sample Contract' })).toBeTruthy();
  });

  it('"Try Another Document" returns to the upload state, from which the demo runs again in full', async () => {
    render(<DocumentDemo analyse={realAnalysis} />);
    await tryDemo();
    await advance(DEMO_ANALYSIS_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Try Another Document' }));
    expect(resultsShown()).toBe(false);
    await tryDemo();
    expect(progress()).toBe(0);
    await advance(DEMO_ANALYSIS_MS - 1);
    expect(resultsShown()).toBe(false);
    await advance(1);
    expect(resultsShown()).toBe(true);
  });

  it('leaves no timer running once the analysis ends or the demo is unmounted mid-analysis', async () => {
    const first = render(<DocumentDemo analyse={realAnalysis} />);
    await tryDemo();
    await advance(DEMO_ANALYSIS_MS);
    expect(vi.getTimerCount()).toBe(0);
    first.unmount();

    const { unmount } = render(<DocumentDemo analyse={realAnalysis} />);
    await tryDemo();
    await advance(1500);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
