import {expect, test} from 'vitest';
import {z} from 'zod';
import {firstIssueMessage} from '../../schema/validators.ts';

test('a refusal is told in the first problem the validator found, in its own words', () => {
  const name = z.object({name: z.string().min(1, 'Name is required'), size: z.number('Size must be a number')});
  const parsed = name.safeParse({name: '', size: 'big'});
  expect(parsed.success).toBe(false);
  expect(firstIssueMessage(parsed.error!)).toBe('Name is required');
});

test('an error without issues still says something', () => {
  expect(firstIssueMessage(new z.ZodError([]))).toBe('Invalid input');
});
