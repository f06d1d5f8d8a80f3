import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, serve } from '@/features/teams/test-server';
import { renderAt } from '@/test/render-at';
import { OVERDUE_DAYS } from './api/across-matters';
import { AHEAD_DAYS } from './components/upcoming-deadlines';
import { MyTasks, UpcomingDeadlines } from './index';
import { addDays, today } from './lib/dates';
import { deadline, task } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const rangeUrl = () => `GET /api/deadlines?from=${addDays(today(), -OVERDUE_DAYS)}&to=${addDays(today(), AHEAD_DAYS)}&done=false`;
const onMatter = { matterNumber: 'M-2026-0005', matterTitle: 'Eviction notice' };

const renderCards = () =>
  renderAt(
    '/dashboard',
    <>
      <UpcomingDeadlines />
      <MyTasks />
    </>,
  );

describe('Dashboard: deadlines and my tasks', () => {
  it('lists the coming two weeks’ deadlines, the passed ones first and in red, and my open tasks, each opening its matter', async () => {
    serve({
      [rangeUrl()]: json({
        items: [
          { ...deadline(2, 'Hearing', addDays(today(), 5), { kind: 'court_date', time: '10:00' }), ...onMatter },
          { ...deadline(1, 'Reply due', addDays(today(), -3)), ...onMatter },
        ],
      }),
      'GET /api/tasks?assignee=me': json({ items: [{ ...task(11, 'Photograph the damp', { dueOn: today(), assigneeId: 1 }), ...onMatter }] }),
    });
    renderCards();
    const deadlines = await screen.findByRole('region', { name: 'Upcoming deadlines' });
    const links = await within(deadlines).findAllByRole('link', { name: /due|Hearing/ });
    expect(links.map((l) => [l.getAttribute('href'), l.querySelector('span span')!.textContent])).toEqual([
      ['/matters/5?tab=deadlines', 'Reply due'],
      ['/matters/5?tab=deadlines', 'Hearing'],
    ]);
    expect(links[0]!.textContent).toContain('Overdue, 3 days ago');
    expect(links[0]!.className).toContain('bg-danger-soft');
    expect(links[1]!.textContent).toContain('In 5 days');
    expect(links[1]!.textContent).toContain('M-2026-0005 Eviction notice');

    const tasks = screen.getByRole('region', { name: 'Open tasks assigned to me' });
    const taskLink = await within(tasks).findByRole('link', { name: /Photograph the damp/ });
    expect(taskLink.getAttribute('href')).toBe('/matters/5?tab=tasks');
    expect(taskLink.textContent).toContain('Today');
  });

  it('says what will show there when there is nothing yet', async () => {
    serve({ [rangeUrl()]: json({ items: [] }), 'GET /api/tasks?assignee=me': json({ items: [] }) });
    renderCards();
    expect(await screen.findByText(/Nothing due in the next two weeks/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a matter' }).getAttribute('href')).toBe('/matters/new');
    expect(await screen.findByText(/Nothing assigned to you right now/)).toBeTruthy();
  });
});
