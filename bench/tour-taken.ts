// Benchmark learners have taken the getting-started tour, which would otherwise start on sign-up and cover the page.
// Sign-up copies the settings cookie into the new profile.
import type {BrowserContext} from '@playwright/test';

export const TOUR_TAKEN_SETTINGS = encodeURIComponent(JSON.stringify({'completed-tours': ['onboarding']}));

export function arriveHavingTakenTheTour(context: BrowserContext, baseURL: string) {
  return context.addCookies([{name: 'settings', value: TOUR_TAKEN_SETTINGS, url: baseURL}]);
}
