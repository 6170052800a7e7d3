// better-auth's refusals of a malformed request, shortened to what a learner (or a client) can act on.

/** better-auth names every invalid field at once ("[body.name] …; [body.email] …"): the first is enough to act on. */
export async function withFirstValidationIssue(response: Response): Promise<Response> {
  if (response.status !== 400) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as {message?: unknown} | null;
  if (typeof body?.message !== 'string' || !body.message.startsWith('[')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json({...body, message: body.message.split(/; (?=\[)/)[0]}, {status: 400, headers});
}
