// Every route's title and meta description (requirements §2.6), in our words, keyed by the route's id: what a search result
// shows for the page. Titles read "Page · Genki Study". A page named after what it loads (a lesson, a chapter, a
// practice set) puts that name in its title, and may describe it; until it has loaded it shows these.
export const SITE_NAME = 'Genki Study';

/** The kanji sheet's own heading, which its title repeats. */
export const PRACTICE_SHEET_TITLE = '漢字練習シート';

export type PageHeadText = {title: string; description: string};

const page = (name: string, description: string): PageHeadText => ({title: documentTitle(name), description});

export function documentTitle(name: string): string {
  return `${name} · ${SITE_NAME}`;
}

/** The root layout's: what a page without its own would show (none should). */
export const ROOT_HEAD: PageHeadText = {
  title: SITE_NAME,
  description:
    'Learn Japanese along the Genki courses: lessons, vocabulary, kanji and spaced repetition that syncs across your devices.',
};

export const PAGE_HEADS = {
  '/': {
    title: `${SITE_NAME} · Learn Japanese along the Genki courses`,
    description:
      'Learn Japanese along Genki I and II, chapter by chapter: lessons, vocabulary practice, kana quizzes, kanji stroke order and spaced-repetition review that syncs across your devices.',
  },
  '/auth': page(
    'Sign in',
    'Sign in to Genki Study or create a free account to keep your progress and reviews on every device.',
  ),
  '/reset-password': page('Reset your password', 'Choose a new password for your Genki Study account.'),
  '/credits': page(
    'Credits',
    'The open data behind Genki Study: KanjiVG stroke order and the KANJIDIC2 kanji dictionary, and their licences.',
  ),
  '/pricing': page(
    'Pricing',
    'Genki Study is free: both courses, reviews, drills, decks and sync, with no trial and no limits.',
  ),
  '/kanji-test': page(
    'Stroke order of 字',
    'Watch the kanji 字 written stroke by stroke, with its meanings and readings.',
  ),
  '/dashboard': page(
    'Dashboard',
    'Your progress on the Genki path, the words and kanji you have met, your practice this week and the reviews coming up.',
  ),
  '/settings': page(
    'Settings',
    'Colour mode, course, practice and review options, word sources, services, tours and your data.',
  ),
  '/review': page(
    'Review',
    'What is due for review now, what is coming over the next 30 days, and the way into your review session.',
  ),
  '/vocab': page(
    'Vocabulary',
    'Your vocabulary decks and folders beside a built-in deck for every Genki chapter: practise them, share them, edit them together, import and export CSV and Anki files.',
  ),
  '/grammar-notes': page('Grammar notes', 'Short notes on the grammar of every Genki chapter, with examples.'),
  '/guides/': page(
    'Guides',
    'How spaced repetition works in Genki Study, and how it compares with Anki, WaniKani and jpdb.',
  ),
  '/guides/srs': page(
    'How spaced repetition works',
    'What FSRS does with your answers, what desired retention means, and when to optimise your review schedule.',
  ),
  '/guides/comparison': page(
    'Genki Study, Anki, WaniKani and jpdb',
    'How Genki Study compares with Anki, WaniKani and jpdb, and how to use them side by side.',
  ),
  '/additional-resources/': page(
    'Additional resources',
    'Extra tools for Genki learners: a printable kanji practice sheet, a stroke order viewer and the data credits.',
  ),
  '/additional-resources/kanji-practice-sheet': page(
    PRACTICE_SHEET_TITLE,
    'Print a kanji practice sheet: stroke order, squares to trace and squares to write in, for any kanji you choose.',
  ),
  '/lessons/': page(
    'Lessons',
    'Every lesson of chapters 0 to 3: kana, pronunciation, greetings, numbers, particles and the first verb forms.',
  ),
  '/lessons/$slug': page('Lesson', 'A lesson of the Genki course, with examples and practice.'),
  '/learn/': page('Learn', 'Open your Genki chapter where you left off.'),
  '/learn/$textbookId/': page('Course', 'Open the chapter of Genki I or Genki II you are working on.'),
  '/learn/$textbookId/$chapterSlug': page('Chapter', 'A chapter of the Genki course and its learning path.'),
  '/worksheets/$key': page(
    'Worksheet',
    'A chapter worksheet: particles, conjugation, kanji, translation and reading, checked as you go and ready to print.',
  ),
  '/external-resources/$resource': page('Resource', 'A video or listening resource for Genki learners.'),
  '/practice/review': page(
    'Review session',
    'Your spaced-repetition review: the words, kanji and radicals due today, each scheduled again by FSRS from your answer.',
  ),
  '/practice/$practiceID': page(
    'Practice',
    'Practise the words of a Genki vocabulary set by meaning or by spelling, typing readings in romaji or kana.',
  ),
  '/practice/$userID/$deckID': page(
    'Deck practice',
    'Practise a vocabulary deck another learner has shared, by meaning or by spelling; no account needed.',
  ),
  '/practice/sentence-practice/$id': page(
    'Sentence practice',
    'Put English sentences into Japanese with the grammar of a Genki chapter, checked leniently, with every accepted answer shown.',
  ),
  '/practice/listening/$id': page(
    'Listening practice',
    'Hear sentences of a Genki chapter read in Japanese at normal and slow speed, then write them down or pick their meaning.',
  ),
  '/practice/hiragana-quiz': page(
    'Hiragana quiz',
    'Read the 46 basic hiragana in a shuffled order and type the romaji of each.',
  ),
  '/practice/dakuten-handakuten-quiz': page(
    'Dakuten and handakuten quiz',
    'Read the voiced hiragana, from が and ざ to ば and ぱ, and type the romaji of each.',
  ),
  '/practice/contracted-sounds-quiz': page(
    'Contracted sounds quiz',
    'Read hiragana with a small ゃ, ゅ or ょ, such as きゃ, しゅ and ちょ, and type the romaji of each.',
  ),
  '/practice/all-hiragana-quiz': page(
    'All hiragana quiz',
    'Every hiragana at once, basic, voiced and contracted, in a shuffled order: type the romaji of each.',
  ),
  '/practice/conjugation': page(
    'Conjugation practice',
    'Drill the verb and adjective forms of Genki I and II, from the masu-form to the causative-passive, forwards or in reverse.',
  ),
  '/practice/counters': page(
    'Counter practice',
    'Read numbers with Japanese counters such as 本, 枚, 人 and 回, sound changes and all.',
  ),
} as const satisfies Record<string, PageHeadText>;

export type PageRouteID = keyof typeof PAGE_HEADS;

function headMeta({title, description}: PageHeadText) {
  return {meta: [{title}, {name: 'description', content: description}]};
}

export function rootHead() {
  return headMeta(ROOT_HEAD);
}

/** The head of `routeID`; `loaded` names (and may describe) what the page loaded. */
export function pageHead(routeID: PageRouteID, loaded?: {name: string; description?: string} | null) {
  const own = PAGE_HEADS[routeID];
  return headMeta({
    title: loaded ? documentTitle(loaded.name) : own.title,
    description: loaded?.description ?? own.description,
  });
}
