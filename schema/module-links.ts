// Where a module of a learning path leads, and how it is named on cards. Shared by the server (lesson Next links
// in the catalogue check) and the client (module cards, lesson Next buttons).
import type {Module} from './catalogue.ts';

/** The practice of one vocabulary set (or of a chapter's test over all of them). */
export const vocabPracticeLink = (moduleKey: string) => `/practice/${encodeURIComponent(moduleKey)}`;

export function moduleLink(module: Module): string {
  switch (module.kind) {
    case 'lesson':
    case 'external-resource':
      return module.link;
    case 'practice':
      switch (module.session_type) {
        case 'vocab-list':
          return `/vocab?import=${encodeURIComponent(module.key)}`;
        case 'sentence-practice':
          return `/practice/sentence-practice/${encodeURIComponent(module.key)}`;
        case 'listening-practice':
          return `/practice/listening/${encodeURIComponent(module.key)}`;
        case 'vocab-practice':
        case 'vocab-test':
          return vocabPracticeLink(module.key);
      }
  }
}

export function moduleKindLabel(module: Module): string {
  switch (module.kind) {
    case 'lesson':
      return {
        lesson: 'Lesson',
        'grammar-notes': 'Grammar notes',
        worksheet: 'Worksheet',
        'conjugation-practice': 'Conjugation',
        'counter-practice': 'Counters',
      }[module.lesson_type];
    case 'external-resource':
      return module.lesson_type === 'video' ? 'Video' : 'Listening';
    case 'practice':
      return {
        'vocab-practice': 'Practice',
        'vocab-test': 'Test',
        'vocab-list': 'Vocab list',
        'sentence-practice': 'Sentences',
        'listening-practice': 'Listening',
      }[module.session_type];
  }
}
