// The 36 lesson pages of chapters 0–3 (requirements §2.2), with titles of our own. Each lesson's page is
// /lessons/<slug>; its module key is the slug itself.
import {vocabListKey} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

type LessonEntry = {title: string; description: string; leadsWithVocabulary?: boolean};

export const LESSONS_BY_CHAPTER: Record<number, Record<string, LessonEntry>> = {
  0: {
    'welcome-overview': {
      title: 'Welcome to Japanese',
      description: 'What this course covers and how a chapter path works.',
    },
    'writing-systems': {
      title: 'Three scripts, one language',
      description: 'Hiragana, katakana and kanji: what each is for.',
    },
    'japanese-pronunciation': {
      title: 'How Japanese sounds',
      description: 'Five vowels, even rhythm and pitch instead of stress.',
    },
    hiragana: {title: 'Hiragana, row by row', description: 'The 46 basic hiragana and how to remember them.'},
    'dakuten-handakuten': {
      title: 'Voiced sounds: ゛ and ゜',
      description: 'Two small marks that turn か into が and は into ぱ.',
    },
    'contracted-sounds': {title: 'Small ゃ, ゅ and ょ', description: 'Combined sounds like きゃ, しゅ and ちょ.'},
    'long-vowels-paused-consonants': {
      title: 'Long vowels and small っ',
      description: 'Sounds held for two beats, and the pause before a doubled consonant.',
    },
    'punctuation-misc': {
      title: 'Punctuation and odd spellings',
      description: 'Japanese punctuation, and why the particles は, へ and を sound different.',
    },
    greetings: {
      title: 'Greetings for every day',
      description: 'Hello, good morning, thank you and goodbye.',
      leadsWithVocabulary: true,
    },
    'common-expressions': {
      title: 'Handy set phrases',
      description: 'Phrases for class, for meals and for getting someone’s attention.',
      leadsWithVocabulary: true,
    },
    'numbers-0-100': {
      title: 'Counting to one hundred',
      description: 'Numbers from zero to a hundred, and the ones with two readings.',
      leadsWithVocabulary: true,
    },
  },
  1: {
    'x-wa-y-desu': {title: 'Saying what things are: は…です', description: 'The first sentence pattern: X is Y.'},
    'questions-with-ka': {
      title: 'Asking with か',
      description: 'Turn any statement into a question by adding one sound.',
    },
    'the-no-particle': {
      title: 'Linking nouns with の',
      description: 'My teacher, a Japanese student, a college in Tokyo.',
    },
    'self-introductions': {
      title: 'Introducing yourself',
      description: 'Name, origin, school and year, in the usual order.',
    },
    'japanese-names-honorifics': {
      title: 'Names and ～さん',
      description: 'Family name first, and the titles that go after a name.',
    },
    'saying-you-in-japanese': {
      title: 'Avoiding “you”',
      description: 'Why names and titles replace あなた in most conversations.',
    },
    'anou-etto': {title: 'Um… and er…', description: 'Hesitation words that keep a conversation polite.'},
    'telling-time': {title: 'What time is it?', description: 'Hours with 時 and the question 何時.'},
    minutes: {title: 'Minutes and half past', description: 'Counting minutes with 分 and its sound changes.'},
    'useful-expressions': {
      title: 'Expressions for the classroom',
      description: 'Asking how to say something, and asking someone to repeat.',
    },
  },
  2: {
    katakana: {title: 'Katakana', description: 'The second syllabary, for loanwords, names and emphasis.'},
    'big-numbers': {title: 'Hundreds and thousands', description: 'Numbers up to 99,999, with 百, 千 and 万.'},
    'japanese-money': {title: 'Yen and prices', description: 'Coins, notes and asking how much something costs.'},
    dare: {title: 'Whose is it? だれの', description: 'Asking who owns something.'},
    janai: {title: 'Saying “is not”: じゃないです', description: 'The negative of です.'},
    'mo-particle': {title: 'Also: the particle も', description: 'Saying “me too” and “this one too”.'},
    'ga-particle': {title: 'Meet the particle が', description: 'A first look at the subject marker.'},
    'ne-yo-particles': {
      title: 'Sentence endings ね and よ',
      description: 'Seeking agreement and telling someone something new.',
    },
  },
  3: {
    'verb-conj-masu': {
      title: 'Verbs in the ～ます form',
      description: 'The polite present of ru-verbs, u-verbs and the irregulars.',
    },
    'negative-masu-conj': {title: 'Negative verbs: ～ません', description: 'Saying you do not do something.'},
    'o-de-ni-e-particles': {
      title: 'Particles を, で, に and へ',
      description: 'Objects, places of action, destinations and times.',
    },
    'word-order': {title: 'Word order in a sentence', description: 'Where time, place and object usually go.'},
    'polite-invitations': {
      title: 'Invitations with ～ませんか',
      description: 'Asking someone to do something with you.',
    },
    kanji: {title: 'What kanji are', description: 'Meanings, readings, and how to learn them.'},
    'kanji-radicals': {title: 'Radicals: parts of kanji', description: 'The building blocks that many kanji share.'},
  },
};

export function lessonModules(): PlacedModule[] {
  return Object.entries(LESSONS_BY_CHAPTER).flatMap(([chapterText, lessons]) => {
    const chapter = Number(chapterText);
    return Object.entries(lessons).map(
      ([slug, lesson]): PlacedModule => ({
        chapter,
        role: 'lesson',
        module: {
          kind: 'lesson',
          key: slug,
          title: lesson.title,
          link: `/lessons/${slug}`,
          lesson_type: 'lesson',
          description: lesson.description,
          ...(lesson.leadsWithVocabulary ? {vocab_deck_id: vocabListKey('genki_1', chapter)} : {}),
        },
      }),
    );
  });
}
