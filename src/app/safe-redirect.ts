// Where a page may send the learner when a link says where to go next (/auth's `redirect`): anyone can write such a
// link, so only to a page of this site. Browsers read more than `//host` as another host (`/\host`; `/<tab>/host`,
// as they drop tabs and newlines), so the candidate is judged as a browser parses it, and the parsed form is followed.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it looks for.
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f\u007f-\u009f]/;
/** Encoded slashes, which a router may decode into `//`. */
const ENCODED_SEPARATOR = /%2f|%5c/i;

/** The path, search and hash of `candidate` if it is a path on `origin` (this page's), else undefined. */
export function safeRedirectPath(candidate: string | undefined, origin: string): string | undefined {
  // Past this check no host is parsed, so `new URL` cannot throw.
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || BACKSLASH_OR_CONTROL.test(candidate))
    return undefined;
  const parsed = new URL(candidate, origin);
  // `/..//host` parses to the path `//host`, which is another host once followed.
  if (parsed.origin !== origin || parsed.pathname.startsWith('//') || ENCODED_SEPARATOR.test(parsed.pathname))
    return undefined;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
