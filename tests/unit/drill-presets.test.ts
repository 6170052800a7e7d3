// Every conjugation and counter step of the chapter paths opens a drill preset for it: its link's search, read the
// way the router reads it (each value as JSON where it parses), is valid, names its own step, and gives questions.
import {describe, expect, test} from 'vitest';
import {STATIVE_VERB_KEYS, WORD_BANK} from '../../schema/conjugation/banks/index.ts';
import type {LessonModule} from '../../schema/catalogue.ts';
import {DEFAULT_SETTINGS} from '../../schema/settings.ts';
import {conjugationModules} from '../../server/catalogue/modules/conjugation.ts';
import {counterModules} from '../../server/catalogue/modules/counters.ts';
import {conjugationSearchSchema, effectiveOptions} from '../../src/features/conjugation/conjugation-search.ts';
import {buildDrill} from '../../src/features/conjugation/drill.ts';
import {buildCounterDrill, countersOf} from '../../src/features/counters/counter-drill.ts';
import {counterSearchSchema} from '../../src/features/counters/counter-search.ts';

function routerSearch(link: string): Record<string, unknown> {
  return Object.fromEntries(
    [...new URL(link, 'http://localhost').searchParams].map(([key, value]) => {
      try {
        return [key, JSON.parse(value)];
      } catch {
        return [key, value];
      }
    }),
  );
}

const lessons = (modules: ReturnType<typeof conjugationModules>) => modules.map(({module}) => module as LessonModule);

describe('conjugation steps', () => {
  test.each(lessons(conjugationModules()).map((module) => [module.key, module] as const))('%s', (key, module) => {
    expect(module.link.startsWith('/practice/conjugation?')).toBe(true);
    const search = conjugationSearchSchema.parse(routerSearch(module.link));
    expect(search.module).toBe(key);
    // Whatever the learner saved, the step asks the same kind of questions.
    const everythingOn = Object.fromEntries(
      Object.entries(DEFAULT_SETTINGS['conjugation-practice']).map(([flag, value]) => [
        flag,
        typeof value === 'boolean' ? true : value,
      ]),
    );
    const withDefaults = buildDrill(effectiveOptions(search, undefined), 1, WORD_BANK, STATIVE_VERB_KEYS);
    const withEverything = buildDrill(
      effectiveOptions(search, {...DEFAULT_SETTINGS['conjugation-practice'], ...everythingOn, reverse: false}),
      1,
      WORD_BANK,
      STATIVE_VERB_KEYS,
    );
    expect(withDefaults.problem).toBeNull();
    expect(withDefaults.questions).toHaveLength(10);
    expect(withEverything.questions.map((question) => question.form)).toEqual(
      withDefaults.questions.map((question) => question.form),
    );
  });
});

describe('counter steps', () => {
  test.each(lessons(counterModules()).map((module) => [module.key, module] as const))('%s', (key, module) => {
    expect(module.link.startsWith('/practice/counters?')).toBe(true);
    const search = counterSearchSchema.parse(routerSearch(module.link));
    expect(search.module).toBe(key);
    expect(search.counter).toBeDefined();
    expect(buildCounterDrill(countersOf(search.counter), 1, 10).length).toBeGreaterThanOrEqual(10);
  });
});
