// Conjugation drills for the chapters that introduce a form. Each link carries the drill's options as search
// parameters (spec §2.5), so opening the module starts the right drill.
import {textbookOfChapter} from '../../../schema/catalogue.ts';
import type {ConjugationFlag} from '../../../schema/settings.ts';
import {chapterKeyPrefix} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

type Drill = {chapter: number; slug: string; title: string; description: string; flags: ConjugationFlag[]};

const DRILLS: Drill[] = [
  {chapter: 3, slug: 'masu-form', title: 'Polite verbs: ～ます and ～ません', description: 'Present polite verbs, positive and negative.',
    flags: ['normal', 'verb', 'polite', 'nonPast', 'positive', 'negative']},
  {chapter: 4, slug: 'polite-past', title: 'Polite past: ～ました', description: 'Past polite verbs, positive and negative.',
    flags: ['normal', 'verb', 'polite', 'past', 'positive', 'negative']},
  {chapter: 5, slug: 'adjectives', title: 'Adjectives, present and past', description: 'い- and な-adjectives in polite speech.',
    flags: ['normal', 'iAdjective', 'naAdjective', 'polite', 'nonPast', 'past', 'positive', 'negative']},
  {chapter: 6, slug: 'te-form', title: 'The te-form', description: 'Every verb class in its te-form.', flags: ['teForm', 'verb']},
  {chapter: 8, slug: 'short-present', title: 'Short forms, present', description: 'Plain present verbs and adjectives.',
    flags: ['normal', 'verb', 'iAdjective', 'naAdjective', 'plain', 'nonPast', 'positive', 'negative']},
  {chapter: 9, slug: 'short-past', title: 'Short forms, past', description: 'Plain past verbs and adjectives.',
    flags: ['normal', 'verb', 'iAdjective', 'naAdjective', 'plain', 'past', 'positive', 'negative']},
  {chapter: 11, slug: 'tai-tari', title: '～たい and ～たり', description: 'Wanting to do something, and listing activities.',
    flags: ['taiForm', 'tariForm', 'verb']},
  {chapter: 13, slug: 'potential', title: 'Potential verbs', description: 'Can do, cannot do.', flags: ['potential', 'verb', 'plain', 'polite']},
  {chapter: 15, slug: 'volitional', title: 'The volitional form', description: 'Let’s do it, and I think I will.', flags: ['volitional', 'verb']},
  {chapter: 17, slug: 'conditional', title: 'Conditionals with ～たら', description: 'If and when.', flags: ['conditional', 'verb', 'iAdjective', 'naAdjective']},
];

export function conjugationLink(flags: readonly ConjugationFlag[], jlptLevel: 'n5' | 'n4'): string {
  const params = new URLSearchParams(flags.map((flag) => [flag, 'true']));
  params.set('jlptLevel', jlptLevel);
  return `/practice/conjugation?${params}`;
}

export function conjugationModules(): PlacedModule[] {
  return DRILLS.map(({chapter, slug, title, description, flags}) => {
    const textbook = textbookOfChapter(chapter);
    return {
      chapter,
      role: 'conjugation',
      module: {
        kind: 'lesson', key: `${chapterKeyPrefix(textbook, chapter)}_conjugation-${slug}`, title, description,
        link: conjugationLink(flags, textbook === 'genki_1' ? 'n5' : 'n4'), lesson_type: 'conjugation-practice',
      },
    };
  });
}
