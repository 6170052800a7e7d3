// Each chapter's theme and what it teaches, in our own words. The chapter themes follow the course; the wording is ours.
export type ChapterTheme = {title: string; description: string};

export const CHAPTER_THEMES: Record<number, ChapterTheme> = {
  0: {
    title: 'First steps: sounds and kana',
    description:
      'How Japanese sounds and how it is written. Learn all of hiragana, the marks that change a sound, small kana, everyday greetings and the numbers up to one hundred.',
  },
  1: {
    title: 'Meeting people',
    description:
      'Introduce yourself and ask others about themselves: names, where people are from, school years, jobs, and telling the time. Your first sentences with は, です and の.',
  },
  2: {
    title: 'At the shops',
    description:
      'Point at things and ask what they are and what they cost. This chapter brings katakana, the demonstratives これ・それ・あれ, big numbers for prices, and the particles も, ね and よ.',
  },
  3: {
    title: 'Plans for the weekend',
    description:
      'Talk about what you do and when: verbs in their polite form, the particles that mark place, time and object, and how to invite someone out.',
  },
  4: {
    title: 'A first outing',
    description:
      'Say where things are and what happened: the verbs for existence, words for positions, and the past tense of verbs and です.',
  },
  5: {
    title: 'A holiday by the sea',
    description:
      'Describe places, food and things you like. Adjectives of both kinds in the present and past, 好き and きらい, and suggestions with ～ましょう.',
  },
  6: {
    title: 'A day in the life',
    description:
      'The te-form joins actions, asks favours, gives and refuses permission and gives reasons. Talk through a whole day from getting up to going to bed.',
  },
  7: {
    title: 'Family and appearance',
    description:
      'Talk about family members and describe people: what they are doing right now, what state they are in, and what they look like.',
  },
  8: {
    title: 'Getting together with friends',
    description:
      'Casual speech begins: the short forms of verbs and adjectives, reporting what people think and say, and asking someone not to do something.',
  },
  9: {
    title: 'An afternoon at the theatre',
    description:
      'Short forms in the past, describing nouns with whole clauses, things not done yet, and counting with the native つ counter.',
  },
  10: {
    title: 'Plans for the winter break',
    description:
      'Compare two things or pick the best of many, say what you intend to do, talk about change with なる, and say how you travel.',
  },
  11: {
    title: 'Back from the holidays',
    description:
      'Say what you want to do, list activities as examples, and talk about what you have or have never done.',
  },
  12: {
    title: 'Feeling unwell',
    description:
      'Explain situations with ～んです, say something is too much, give advice, state obligations and make guesses. Words for the body and illness.',
  },
  13: {
    title: 'Looking for a part-time job',
    description:
      'Say what you can and cannot do with potential verbs, give several reasons at once, say how things look, and try things out.',
  },
  14: {
    title: 'Gifts and feelings',
    description:
      'Wanting things, maybes, and the three verbs of giving and receiving. Make suggestions and say how many, stressing more or fewer than expected.',
  },
  15: {
    title: 'A trip to the mountains',
    description:
      'Make plans with the volitional form, prepare things in advance, and describe nouns with sentences. Travel and sightseeing words.',
  },
  16: {
    title: 'Favours and apologies',
    description:
      'Doing things for others and having things done for you, polite requests, wishes with ～といい, talking about "when", and apologising.',
  },
  17: {
    title: 'News and rumours',
    description:
      'Pass on what you heard, make conditions with ～たら, say what is not necessary, and order events with "before" and "after".',
  },
  18: {
    title: 'Mishaps at work',
    description:
      'Pairs of transitive and intransitive verbs, things that end badly with ～てしまう, doing two things at once, and regrets.',
  },
  19: {
    title: 'Meeting someone important',
    description:
      'Honorific language for other people’s actions, respectful requests, thanking people for what they did, and expectations with ～はず.',
  },
  20: {
    title: 'Polite service',
    description:
      'Humble language for your own actions, doing things without something, embedded questions, and how easy or hard something is to do.',
  },
};
