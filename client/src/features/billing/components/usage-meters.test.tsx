import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Usage } from '@common/schemas/usage';
import { UsageMeters } from './usage-meters';

const usage = (limit: number | null): Usage => ({
  plan: limit === null ? 'premium' : 'free',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  conversations: { used: 3, limit },
  uploads: { used: 1, limit: limit === null ? null : 2 },
});

describe('UsageMeters', () => {
  it('says when a limited plan’s usage starts again', () => {
    render(<UsageMeters usage={usage(5)} />);
    expect(screen.getByText('3 of 5 used')).toBeTruthy();
    expect(screen.getByText('Usage resets on December 1.')).toBeTruthy();
  });

  it('on an unlimited plan, claims no reset: nothing is limited', () => {
    render(<UsageMeters usage={usage(null)} />);
    expect(screen.getByText('3 used · Unlimited')).toBeTruthy();
    expect(screen.queryByText(/resets/)).toBeNull();
    expect(screen.getByText('Counted since the month began; unlimited on your plan.')).toBeTruthy();
  });
});
