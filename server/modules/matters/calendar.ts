/**
 * Deadlines as an iCalendar file (RFC 5545) that calendar apps accept: a date-only deadline is an all-day
 * event, a timed one a one-hour event in floating local time (the time as the court or letter gives it),
 * each with its reminder as an alarm.
 */
import ical, { ICalAlarmType } from 'ical-generator';
import { DEADLINE_KIND_LABELS, type Deadline } from '../../../common/schemas/matters';

export interface CalendarDeadline extends Deadline {
  matterNumber: string;
  matterTitle: string;
}

const HOUR_MS = 60 * 60 * 1000;

export function deadlinesCalendar(name: string, deadlines: CalendarDeadline[], { appUrl, host, stamp }: { appUrl: string; host: string; stamp: Date }): string {
  const calendar = ical({ name, prodId: { company: 'Counsel', product: 'Counsel matters', language: 'EN' } });
  for (const d of deadlines) {
    const start = new Date(`${d.date}T${d.time ?? '00:00'}:00Z`);
    calendar.createEvent({
      id: `deadline-${d.id}@${host}`,
      stamp,
      start,
      ...(d.time ? { end: new Date(start.getTime() + HOUR_MS), floating: true } : { allDay: true }),
      summary: `${DEADLINE_KIND_LABELS[d.kind]}: ${d.title}`,
      description: `${d.matterNumber} ${d.matterTitle}`,
      url: `${appUrl}/matters/${d.matterId}?tab=deadlines`,
      // one marked met needs no reminder
      alarms: d.reminderMinutes === null || d.done ? [] : [{ type: ICalAlarmType.display, trigger: d.reminderMinutes * 60, description: d.title }],
    });
  }
  return calendar.toString();
}
