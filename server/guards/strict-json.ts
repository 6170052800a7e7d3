// JSON as the endpoints accept it: a duplicate key in one object is refused, not settled by the last one winning
// (a validator sees one value where a later reader might see the other).

/** The first key that appears twice in one object of `text` (valid JSON), or null. Keys are compared decoded, so
 * "a" and "\u0061" are the same key. */
export function duplicateKeyIn(text: string): string | null {
  // One entry per open object (its keys) or array (null).
  const open: (Set<string> | null)[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') open.push(new Set());
    else if (char === '[') open.push(null);
    else if (char === '}' || char === ']') open.pop();
    else if (char === '"') {
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      let next = end + 1;
      while (next < text.length && ' \t\n\r'.includes(text[next]!)) next++;
      const keys = open.at(-1);
      if (text[next] === ':' && keys) {
        const key = JSON.parse(text.slice(index, end + 1)) as string;
        if (keys.has(key)) return key;
        keys.add(key);
      }
      index = end;
    }
  }
  return null;
}

export class StrictJSONError extends Error {
  override name = 'StrictJSONError';
}

/** Parses JSON, refusing malformed text and duplicate keys. */
export function parseStrictJSON(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StrictJSONError('The request body is not valid JSON');
  }
  const duplicate = duplicateKeyIn(text);
  if (duplicate !== null) throw new StrictJSONError(`The request body names "${duplicate}" twice in one object`);
  return value;
}
