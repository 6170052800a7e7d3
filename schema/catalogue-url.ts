// The address of a catalogue request (server/catalogue/routes.ts): a GET with the input as JSON in `?input=`, so that
// browsers and the service worker can cache the answers, and a page can name one in a preload that the app's own
// request then uses (server/page-preloads.ts).
export function catalogueURL(endpoint: string, input: unknown): string {
  return `/api/catalogue/${endpoint}?input=${encodeURIComponent(JSON.stringify(input))}`;
}
