import {expect, it} from 'vitest';
import {z} from 'zod';
import {writeArgs} from '../../schema/writes/write-envelope.ts';

it("builds a write's argument schema on its first use, once, not when its module loads", () => {
  let built = 0;
  const args = writeArgs(() => {
    built++;
    return {word: z.string().min(1, 'A word is needed')};
  });
  expect(built).toBe(0);

  expect(args.parse({word: '猫', write: {id: 'write-0001'}})).toEqual({word: '猫', write: {id: 'write-0001'}});
  expect(args.safeParse({word: ''}).error?.issues[0]?.message).toBe('A word is needed');
  expect(args.safeParse({word: '猫', extra: 1}).success).toBe(false);
  expect(built).toBe(1);
});
