// Conjugation drills for the chapters that introduce a form. Each link carries the drill's content as search
// parameters (requirements §2.5): every form, word-type, register, tense and polarity flag, on or off, and the level, so
// the step opens the same drill whatever the learner's saved options; how it is shown (reverse, furigana, meanings,
// emoji, leaving out する verbs) and how many questions stay the learner's choice. `module` names the step, so
// finishing the drill completes it.
import {textbookOfChapter} from '../../../schema/catalogue.ts';
import {CONJUGATION_CONTENT_FLAGS} from '../../../schema/settings.ts';
import {chapterKeyPrefix} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

type ContentFlag = (typeof CONJUGATION_CONTENT_FLAGS)[number];

type Drill = {chapter: number; slug: string; title: string; description: string; flags: ContentFlag[]};

const BOTH_POLARITIES: ContentFlag[] = ['positive', 'negative'];

const DRILLS: Drill[] = [
  {
    chapter: 3,
    slug: 'masu-form',
    title: 'Polite verbs: ～ます and ～ません',
    description: 'Present polite verbs, positive and negative.',
    flags: ['normal', 'verb', 'polite', 'nonPast', ...BOTH_POLARITIES],
  },
  {
    chapter: 4,
    slug: 'polite-past',
    title: 'Polite past: ～ました',
    description: 'Past polite verbs, positive and negative.',
    flags: ['normal', 'verb', 'polite', 'past', ...BOTH_POLARITIES],
  },
  {
    chapter: 5,
    slug: 'adjectives',
    title: 'Adjectives, present and past',
    description: 'い- and な-adjectives in polite speech.',
    flags: ['normal', 'iAdjective', 'naAdjective', 'polite', 'nonPast', 'past', ...BOTH_POLARITIES],
  },
  {
    chapter: 6,
    slug: 'te-form',
    title: 'The te-form',
    description: 'Every verb class in its te-form.',
    flags: ['teForm', 'verb', 'plain', 'nonPast', 'positive'],
  },
  {
    chapter: 8,
    slug: 'short-present',
    title: 'Short forms, present',
    description: 'Plain present verbs and adjectives.',
    flags: ['normal', 'verb', 'iAdjective', 'naAdjective', 'plain', 'nonPast', ...BOTH_POLARITIES],
  },
  {
    chapter: 9,
    slug: 'short-past',
    title: 'Short forms, past',
    description: 'Plain past verbs and adjectives.',
    flags: ['normal', 'verb', 'iAdjective', 'naAdjective', 'plain', 'past', ...BOTH_POLARITIES],
  },
  {
    chapter: 11,
    slug: 'tai-tari',
    title: '～たい and ～たり',
    description: 'Wanting to do something, and listing activities.',
    flags: ['taiForm', 'tariForm', 'verb', 'plain', 'polite', 'nonPast', 'past', ...BOTH_POLARITIES],
  },
  {
    chapter: 13,
    slug: 'potential',
    title: 'Potential verbs',
    description: 'Can do, cannot do.',
    flags: ['potential', 'verb', 'plain', 'polite', 'nonPast', ...BOTH_POLARITIES],
  },
  {
    chapter: 15,
    slug: 'volitional',
    title: 'The volitional form',
    description: 'Let’s do it, and I think I will.',
    flags: ['volitional', 'verb', 'plain', 'polite', 'nonPast', 'positive'],
  },
  {
    chapter: 17,
    slug: 'conditional',
    title: 'Conditionals with ～たら',
    description: 'If and when.',
    flags: ['conditional', 'verb', 'iAdjective', 'naAdjective', 'plain', 'nonPast', ...BOTH_POLARITIES],
  },
];

export function conjugationLink(flags: readonly ContentFlag[], jlptLevel: 'n5' | 'n4', moduleKey: string): string {
  const params = new URLSearchParams(CONJUGATION_CONTENT_FLAGS.map((flag) => [flag, String(flags.includes(flag))]));
  params.set('jlptLevel', jlptLevel);
  params.set('module', moduleKey);
  return `/practice/conjugation?${params}`;
}

export function conjugationModules(): PlacedModule[] {
  return DRILLS.map(({chapter, slug, title, description, flags}) => {
    const textbook = textbookOfChapter(chapter);
    const key = `${chapterKeyPrefix(textbook, chapter)}_conjugation-${slug}`;
    return {
      chapter,
      role: 'conjugation',
      module: {
        kind: 'lesson',
        key,
        title,
        description,
        link: conjugationLink(flags, textbook === 'genki_1' ? 'n5' : 'n4', key),
        lesson_type: 'conjugation-practice',
      },
    };
  });
}
