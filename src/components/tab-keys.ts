// The keys of a row of tabs (WAI-ARIA tabs pattern): arrows move to the next or previous tab, wrapping round, Home
// and End to the first and last.
export function tabAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
