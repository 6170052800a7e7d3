// Talking to Anki through the AnkiConnect add-on on the learner's computer (requirements §7.3): POST {action, version 6,
// params} to its address, answer {result, error}. The browser calls it directly: Anki runs where the learner is, not
// where our server is. The body goes as text/plain, so the browser sends no CORS preflight, which older AnkiConnect
// versions do not answer. Errors carry the words of requirements §8.
import {z} from 'zod';

export const ANKI_CONNECT_VERSION = 6;
/** AnkiConnect's code on AnkiWeb, which Anki's Tools → Add-ons → Get Add-ons asks for. */
export const ANKI_CONNECT_ADDON_CODE = '2055492159';

export const ANKI_UNREACHABLE_MESSAGE =
  "Anki cannot be reached. Open Anki on this computer with the AnkiConnect add-on installed, and allow this site when Anki asks (or add it to webCorsOriginList in AnkiConnect's settings).";

export class AnkiConnectError extends Error {
  override name = 'AnkiConnectError';
}

const ankiAnswer = z.object({result: z.unknown(), error: z.string().nullable()});

/** One action; its result, or an AnkiConnectError saying what went wrong in the learner's words. */
export async function invokeAnkiConnect(
  bridge: string,
  action: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(bridge, {
      method: 'POST',
      body: JSON.stringify({action, version: ANKI_CONNECT_VERSION, params}),
    });
  } catch {
    // Anki closed, the add-on missing, or this site not allowed (the browser hides which: CORS refuses to say).
    throw new AnkiConnectError(ANKI_UNREACHABLE_MESSAGE);
  }
  if (!response.ok)
    throw new AnkiConnectError(`AnkiConnect request failed: ${response.status} ${response.statusText}`.trim());
  let answer: z.output<typeof ankiAnswer>;
  try {
    answer = ankiAnswer.parse(await response.json());
  } catch {
    throw new AnkiConnectError('Unknown error occurred');
  }
  if (answer.error) throw new AnkiConnectError(`AnkiConnect error: ${answer.error}`);
  return answer.result;
}

const permissionAnswer = z.union([
  z.object({permission: z.literal('granted'), version: z.number().optional()}),
  z.object({permission: z.literal('denied')}),
]);

/** Asks AnkiConnect for this site's permission (Anki shows the learner a prompt the first time), then checks that it
 * speaks version 6. Resolves once Anki can be used from this page. */
export async function connectToAnki(bridge: string, origin = location.origin): Promise<void> {
  const permission = permissionAnswer.safeParse(await invokeAnkiConnect(bridge, 'requestPermission'));
  if (!permission.success) throw new AnkiConnectError('Unknown error occurred');
  if (permission.data.permission === 'denied') {
    throw new AnkiConnectError(
      `Anki did not allow this site to connect. Allow it when Anki asks, or add ${origin} to webCorsOriginList in AnkiConnect's settings.`,
    );
  }
  const version = await invokeAnkiConnect(bridge, 'version');
  if (version !== ANKI_CONNECT_VERSION) throw new AnkiConnectError(ankiVersionMismatchMessage(version));
}

/** Requirements §8's words; for an AnkiConnect older than ours, also how to update it (a newer one has nothing to update). */
export function ankiVersionMismatchMessage(version: unknown): string {
  const mismatch = `AnkiConnect version mismatch. Expected ${ANKI_CONNECT_VERSION}, got ${String(version)}`;
  if (typeof version !== 'number' || version >= ANKI_CONNECT_VERSION) return mismatch;
  return (
    `${mismatch}. This AnkiConnect is older than this site needs: in Anki, choose Tools → Add-ons, select AnkiConnect and click Check for Updates ` +
    `(or install it again through Get Add-ons with the code ${ANKI_CONNECT_ADDON_CODE}), then restart Anki.`
  );
}
