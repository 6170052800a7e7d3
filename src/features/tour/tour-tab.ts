// The tour this tab runs, and the page it was started from (finishing returns there, requirements §4.1). The tour's state is
// in the settings, which every tab follows; only the tab that started the tour shows it and moves with it, so that
// no other tab is ever taken away from what the learner is doing there. Kept per tab and across a reload
// (sessionStorage): a reload of this tab resumes the tour, and a tab opened elsewhere has none.
import {z} from 'zod';

const KEY = 'genki-tour-tab';

const tourInTabSchema = z.object({tourId: z.string().min(1), startPath: z.string().startsWith('/')});

export type TourInTab = z.infer<typeof tourInTabSchema>;

export function tourInThisTab(): TourInTab | null {
  try {
    const parsed = tourInTabSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function runTourInThisTab(tour: TourInTab) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(tour));
  } catch {
    // Storage refused (private mode): the tour is not shown in this tab, as in any other.
  }
}

export function endTourInThisTab() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
