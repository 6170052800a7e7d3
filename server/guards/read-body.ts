// Reads a request body as UTF-8 text, never buffering past `limit` bytes: a body that says it is larger is refused
// before a byte is read, and one that turns out larger is cut off as soon as it passes the limit.
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}
export class BodyNotTextError extends Error {
  override name = 'BodyNotTextError';
}

export async function readBodyWithin(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new BodyTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    throw new BodyNotTextError();
  }
}
