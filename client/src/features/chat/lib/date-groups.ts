/** Conversations grouped the way people look for them: today, yesterday, the last week, earlier. */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DateGroup<T> {
  label: string;
  items: T[];
}

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function labelFor(updatedAt: Date, today: number): string {
  const day = startOfLocalDay(updatedAt);
  if (day >= today) return 'Today';
  if (day >= today - DAY_MS) return 'Yesterday';
  if (day >= today - 7 * DAY_MS) return 'Previous 7 days';
  return 'Older';
}

/** Groups items (already newest first) by their local day, keeping their order. */
export function groupByDate<T extends { updatedAt: string }>(items: T[], now: Date = new Date()): DateGroup<T>[] {
  const today = startOfLocalDay(now);
  const groups: DateGroup<T>[] = [];
  for (const item of items) {
    const label = labelFor(new Date(item.updatedAt), today);
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
