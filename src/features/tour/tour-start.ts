// Where each tour was started in this tab, so that finishing it returns there (spec §4.1). Per tab and kept across a
// reload (sessionStorage): another tab following the same tour returns to its own page.
const KEY = 'genki-tour-start';

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function write(starts: Record<string, string>) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(starts));
  } catch {
    // Storage refused (private mode): the tour then ends where it is.
  }
}

export function rememberStartPath(tourId: string, path: string) {
  write({...read(), [tourId]: path});
}

export function startPathOf(tourId: string): string | null {
  return read()[tourId] ?? null;
}

export function forgetStartPath(tourId: string) {
  const {[tourId]: _, ...rest} = read();
  write(rest);
}
