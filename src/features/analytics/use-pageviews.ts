// A pageview for every route change, through our relay (/api/analytics), when analytics is configured on the server
// and the browser does not ask not to be tracked. A visitor is named by a random id kept in this browser.
import {useEffect, useState} from 'react';
import {useRouterState} from '@tanstack/react-router';
import {trackingAllowed} from './tracking.ts';
import {firstPageShown} from '../../app/first-page-shown.ts';

const VISITOR_KEY = 'genki-visitor-id';

function visitorID(): string {
  let id = localStorage.getItem(VISITOR_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, id);
  }
  return id;
}

let enabledRequest: Promise<boolean> | null = null;

/** Asked once the first page is shown: the first pageview waits for it rather than the page. */
function analyticsEnabled(): Promise<boolean> {
  enabledRequest ??= firstPageShown
    .then(() => fetch('/api/analytics/config'))
    .then(async (response) => response.ok && ((await response.json()) as {enabled: boolean}).enabled)
    .catch(() => false);
  return enabledRequest;
}

export function usePageviews() {
  const href = useRouterState({select: (state) => state.location.href});
  const [allowed] = useState(() =>
    trackingAllowed(
      navigator as Navigator & {globalPrivacyControl?: boolean; msDoNotTrack?: string},
      (window as {doNotTrack?: string}).doNotTrack,
    ),
  );
  useEffect(() => {
    if (!allowed) return;
    void analyticsEnabled().then((enabled) => {
      if (!enabled) return;
      const url = new URL(href, location.origin);
      void fetch('/api/analytics/pageview', {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({url: url.href, path: url.pathname, visitorID: visitorID()}),
      }).catch(() => {});
    });
  }, [href, allowed]);
}
