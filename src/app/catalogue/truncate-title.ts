// Title lengths of requirements §9: 50 characters, 35 on mobile, 25 on module cards.
export const TITLE_MAX = {default: 50, mobile: 35, moduleCard: 25} as const;

export function truncateTitle(title: string, max: number): string {
  const characters = [...title];
  return characters.length <= max
    ? title
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
