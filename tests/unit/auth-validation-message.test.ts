import {expect, test} from 'vitest';
import {withFirstValidationIssue} from '../../server/auth-validation-message.ts';

const refusal = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json', 'x-kept': 'yes'}});

test('a validation refusal keeps only its first issue, and the rest of the answer', async () => {
  const long =
    '[body.name] Invalid input: expected string, received undefined; [body.rememberMe] Invalid input: expected boolean, received array';
  const response = await withFirstValidationIssue(refusal(400, {code: 'VALIDATION_ERROR', message: long}));
  expect(response.status).toBe(400);
  expect(response.headers.get('x-kept')).toBe('yes');
  expect(await response.json()).toEqual({
    code: 'VALIDATION_ERROR',
    message: '[body.name] Invalid input: expected string, received undefined',
  });
});

test('other answers pass as they are', async () => {
  const taken = await withFirstValidationIssue(refusal(422, {message: '[x] a; [y] b'}));
  expect(await taken.json()).toEqual({message: '[x] a; [y] b'});
  const plain = await withFirstValidationIssue(refusal(400, {message: 'Invalid email or password; try again'}));
  expect(await plain.json()).toEqual({message: 'Invalid email or password; try again'});
  const notJSON = await withFirstValidationIssue(new Response('oops', {status: 400}));
  expect(await notJSON.text()).toBe('oops');
});
