// Every route's title and meta description (spec §2.6), in one form: "Page · Genki Study".
export const SITE_NAME = 'Genki Study';

export function pageHead(title: string | null, description: string) {
  return {meta: [{title: title ? `${title} · ${SITE_NAME}` : SITE_NAME}, {name: 'description', content: description}]};
}
