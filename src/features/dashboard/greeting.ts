// The dashboard's greeting: "Welcome back" only for a learner who has been here to study before.
import {isEmptyDashboard, type DashboardStats} from '../../../schema/dashboard-stats.ts';

/** `stats` is null until the figures are counted; until then nobody is greeted as returning. */
export function dashboardGreeting(name: string | undefined, stats: DashboardStats | null): string {
  const welcome = stats && !isEmptyDashboard(stats) ? 'Welcome back' : 'Welcome';
  return name ? `${welcome}, ${name}` : welcome;
}
