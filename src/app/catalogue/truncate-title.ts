// Title lengths of requirements §9: 50 characters, 35 on mobile, 25 on module cards.
import type {Settings} from '../../../schema/settings.ts';

export const TITLE_MAX = {default: 50, mobile: 35, moduleCard: 25} as const;

/** The length a title in a list is cut to on this kind of device (settings' device-type; null before it is known). */
export function titleMaxFor(deviceType: Settings['device-type']): number {
  return deviceType === 'mobile' ? TITLE_MAX.mobile : TITLE_MAX.default;
}

export function truncateTitle(title: string, max: number): string {
  const characters = [...title];
  return characters.length <= max
    ? title
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
