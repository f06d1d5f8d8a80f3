import { useMemo } from 'react';
import { MATTER_PRIORITIES, MATTER_SORTS, MATTER_STATUSES, PRACTICE_AREAS, type MatterPriority, type MatterStatus, type PracticeArea } from '@common/schemas/matters';
import { useCategories } from '@/features/knowledge-base';

export const STATUS_LABELS: Record<MatterStatus, string> = { open: 'Open', pending: 'Pending', closed: 'Closed' };
export const PRIORITY_LABELS: Record<MatterPriority, string> = { low: 'Low priority', normal: 'Normal priority', high: 'High priority' };
export const SORT_LABELS: Record<(typeof MATTER_SORTS)[number], string> = {
  updated: 'Last updated',
  opened: 'Last opened',
  title: 'Title (A–Z)',
  priority: 'Priority',
};

export const STATUS_OPTIONS = MATTER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const PRIORITY_OPTIONS = MATTER_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value].replace(' priority', '') }));
export const SORT_OPTIONS = MATTER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * Practice areas are the knowledge base's categories: their names once loaded, the ids until then
 * (or if they cannot load), so a picker always works.
 */
export function usePracticeAreas() {
  const { data } = useCategories();
  return useMemo(() => {
    const names = new Map(data?.map((c) => [c.id, c.name]));
    const label = (area: PracticeArea) => names.get(area) ?? area.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
    const options = PRACTICE_AREAS.map((value) => ({ value, label: label(value) })).sort((a, b) => a.label.localeCompare(b.label));
    return { label, options };
  }, [data]);
}
