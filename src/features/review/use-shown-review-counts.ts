// The due counts the navigation and the dashboard show: the live external service's when one is live (requirements §4.3),
// else those of the built-in scheduler's cards.
import type {ServiceName} from '../../../schema/external-services.ts';
import {useLiveServiceCounts} from '../services/live-service-counts.ts';
import {useDueCounts, type ShownDueCounts} from './use-due-counts.ts';

export function useShownReviewCounts(): {counts: ShownDueCounts | null; service: ServiceName | null} {
  const live = useLiveServiceCounts();
  const builtIn = useDueCounts();
  if (!live) return {counts: builtIn, service: null};
  return {counts: live.status === 'ready' ? live.dueCounts : null, service: live.service};
}
