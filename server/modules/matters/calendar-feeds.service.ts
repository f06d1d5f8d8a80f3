/**
 * Deadlines as calendars: one matter's, and each user's private feed of every deadline they can see (their
 * own matters' and their teams'), reached by a secret link that can be replaced or turned off.
 */
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import type { Actor } from '../../plugins/auth';
import { deadlinesCalendar, type CalendarDeadline } from './calendar';
import { toDeadline } from './deadline.presenter';
import type { CalendarFeedsRepository } from './matter-items.repository';
import type { MatterItemsService } from './matter-items.service';

/** how far back the feed reaches, so a deadline just missed is still there */
const FEED_PAST_DAYS = 30;

export function createCalendarFeedsService({ items, feeds, appUrl, now }: { items: MatterItemsService; feeds: CalendarFeedsRepository; appUrl: string; now: () => Date }) {
  const host = new URL(appUrl).host;
  const calendar = (name: string, deadlines: CalendarDeadline[]) => deadlinesCalendar(name, deadlines, { appUrl, host, stamp: now() });

  return {
    /** a matter's deadlines as an .ics file, and the file's name */
    async ofMatter(user: Actor, matterId: number): Promise<{ fileName: string; ics: string }> {
      const matter = await items.matter(user, matterId);
      const deadlines = (await items.deadlines(user, matter.id)).map((d) => ({ ...d, matterNumber: matter.number, matterTitle: matter.title }));
      return { fileName: `${matter.number}.ics`, ics: calendar(`${matter.number} ${matter.title}`, deadlines) };
    },

    async isActive(user: Actor): Promise<boolean> {
      return feeds.exists(user.id);
    },

    /** a new secret link; any earlier one stops working */
    async renew(user: Actor): Promise<string> {
      const token = newSecretToken();
      await feeds.setToken(user.id, hashToken(token), now());
      return `${appUrl}/api/calendar/${token}.ics`;
    },

    async turnOff(user: Actor): Promise<void> {
      await feeds.revoke(user.id);
    },

    /** the feed behind a secret link, or 404 */
    async feed(token: string): Promise<string> {
      const user = await feeds.userOf(hashToken(token));
      if (!user) throw new AppError(404, 'not_found', 'This calendar link is not valid or was turned off.');
      const from = new Date(now().getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const deadlines = (await feeds.deadlinesOf(user.id, from)).map(({ deadline, matter }) => ({ ...toDeadline(deadline), matterNumber: matter.number, matterTitle: matter.title }));
      return calendar(`Counsel deadlines (${user.username})`, deadlines);
    },
  };
}
export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
