// Genki II chapter 13, looking for a part-time job: work, skills and languages, feelings, and what a job asks of you.
import {defineChapterVocabulary} from '../define.ts';

export default defineChapterVocabulary({
  textbook: 'genki_2',
  chapter: 13,
  sets: [
    {
      slug: 'work',
      title: 'Jobs and the workplace',
      items: [
        {
          word: '面接',
          reading: 'めんせつ',
          english: ['interview'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: '明日、本屋で面接があります。', english: 'I have an interview at a bookshop tomorrow.'},
          ],
        },
        {
          word: '給料',
          reading: 'きゅうりょう',
          english: ['salary', 'pay'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: 'この店は給料がいいけど、仕事が大変です。',
              english: 'This shop pays well, but the work is hard.',
            },
          ],
        },
        {
          word: '時給',
          reading: 'じきゅう',
          english: ['hourly wage'],
          partOfSpeech: 'noun',
          examples: [{japanese: '時給は千二百円です。', english: 'The hourly wage is 1,200 yen.'}],
        },
        {
          word: '経験',
          reading: 'けいけん',
          english: ['experience'],
          partOfSpeech: 'noun',
          notes: ['With する it becomes a verb: 経験する, to experience.'],
        },
        {word: '店員', reading: 'てんいん', english: ['shop clerk', 'salesperson'], partOfSpeech: 'noun'},
        {word: '店長', reading: 'てんちょう', english: ['store manager'], partOfSpeech: 'noun'},
        {
          word: '通訳',
          reading: 'つうやく',
          english: ['interpreter', 'interpreting'],
          partOfSpeech: 'noun',
          notes: ['通訳 is spoken interpreting; written translation is 翻訳.'],
        },
        {
          word: '翻訳',
          reading: 'ほんやく',
          english: ['translation'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: '英語の手紙を日本語に翻訳しました。', english: 'I translated an English letter into Japanese.'},
          ],
        },
        {
          word: '履歴書',
          reading: 'りれきしょ',
          english: ['résumé', 'CV'],
          partOfSpeech: 'noun',
          mnemonics: {reading: ['"Really, a kisho?" — the manager is surprised your résumé is so short.']},
        },
        {
          word: '募集',
          reading: 'ぼしゅう',
          english: ['recruitment', 'wanted (in a job ad)'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: '駅の前の喫茶店で店員を募集しています。',
              english: 'The café in front of the station is looking for staff.',
            },
          ],
        },
        {
          word: '応募する',
          reading: 'おうぼする',
          english: ['to apply (for a job or contest)'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'に', label: 'what you apply for'}],
        },
        {word: '条件', reading: 'じょうけん', english: ['conditions', 'terms', 'requirements'], partOfSpeech: 'noun'},
        {word: '職業', reading: 'しょくぎょう', english: ['occupation', 'profession'], partOfSpeech: 'noun'},
        {word: '制服', reading: 'せいふく', english: ['uniform'], partOfSpeech: 'noun'},
        {word: '資格', reading: 'しかく', english: ['qualification', 'licence'], partOfSpeech: 'noun'},
        {
          word: '連絡する',
          reading: 'れんらくする',
          english: ['to contact', 'to get in touch'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'に', label: 'whom you contact'}],
          examples: [
            {
              japanese: '面接の結果は電話で連絡します。',
              english: 'We will let you know the result of the interview by phone.',
            },
          ],
        },
      ],
    },
    {
      slug: 'languages-and-skills',
      title: 'Languages and skills',
      items: [
        {
          word: '外国語',
          reading: 'がいこくご',
          english: ['foreign language'],
          partOfSpeech: 'noun',
          examples: [{japanese: '外国語が二つ話せます。', english: 'I can speak two foreign languages.'}],
        },
        {word: '韓国語', reading: 'かんこくご', english: ['Korean (language)'], partOfSpeech: 'noun'},
        {word: '発音', reading: 'はつおん', english: ['pronunciation'], partOfSpeech: 'noun'},
        {word: '会話', reading: 'かいわ', english: ['conversation'], partOfSpeech: 'noun'},
        {
          word: '文法',
          reading: 'ぶんぽう',
          english: ['grammar'],
          partOfSpeech: 'noun',
          notes: ['ん + は becomes ぽ here: ぶんぽう, not ぶんほう.'],
        },
        {word: '単語', reading: 'たんご', english: ['word', 'vocabulary item'], partOfSpeech: 'noun'},
        {word: '能力', reading: 'のうりょく', english: ['ability', 'skill'], partOfSpeech: 'noun'},
        {
          word: '得意',
          reading: 'とくい',
          english: ['good at', 'strong point'],
          partOfSpeech: 'na-adjective',
          particles: [{particle: 'が', label: 'the skill'}],
          notes: ['Used about yourself without sounding boastful; 上手 is better kept for praising others.'],
          examples: [{japanese: '私は料理が得意です。', english: 'Cooking is my strong point.'}],
        },
        {
          word: '苦手',
          reading: 'にがて',
          english: ['poor at', 'not fond of'],
          partOfSpeech: 'na-adjective',
          particles: [{particle: 'が', label: 'the weak spot'}],
          examples: [
            {japanese: '数学が苦手なので、文系にしました。', english: 'I am weak at maths, so I chose the humanities.'},
          ],
        },
        {
          word: '自信',
          reading: 'じしん',
          english: ['confidence', 'self-assurance'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: '敬語にはあまり自信がありません。', english: 'I am not very confident with polite language.'},
          ],
        },
        {word: '運転免許', reading: 'うんてんめんきょ', english: ["driver's licence"], partOfSpeech: 'noun'},
      ],
    },
    {
      slug: 'adjectives',
      title: 'Describing people and feelings',
      items: [
        {
          word: '厳しい',
          reading: 'きびしい',
          english: ['strict', 'severe'],
          partOfSpeech: 'i-adjective',
          examples: [{japanese: '新しい店長はとても厳しそうです。', english: 'The new manager looks very strict.'}],
        },
        {word: '悲しい', reading: 'かなしい', english: ['sad'], partOfSpeech: 'i-adjective'},
        {
          word: '嬉しい',
          reading: 'うれしい',
          english: ['glad', 'happy'],
          partOfSpeech: 'i-adjective',
          examples: [
            {japanese: '合格したと聞いて、とても嬉しかったです。', english: 'I was really happy to hear I had passed.'},
          ],
        },
        {
          word: '恥ずかしい',
          reading: 'はずかしい',
          english: ['embarrassed', 'shy', 'embarrassing'],
          partOfSpeech: 'i-adjective',
        },
        {
          word: '偉い',
          reading: 'えらい',
          english: ['admirable', 'great', 'high-ranking'],
          partOfSpeech: 'i-adjective',
          notes: ['Said to a child or a friend, 偉いね means "well done, good for you".'],
        },
        {
          word: '細かい',
          reading: 'こまかい',
          english: ['fine', 'detailed', 'small (change)'],
          partOfSpeech: 'i-adjective',
        },
        {
          word: '丁寧',
          reading: 'ていねい',
          english: ['polite', 'careful', 'thorough'],
          partOfSpeech: 'na-adjective',
          examples: [
            {
              japanese: '店員さんは丁寧に説明してくれました。',
              english: 'The clerk explained it politely and carefully.',
            },
          ],
        },
        {word: '真面目', reading: 'まじめ', english: ['serious', 'diligent', 'earnest'], partOfSpeech: 'na-adjective'},
        {word: '熱心', reading: 'ねっしん', english: ['eager', 'enthusiastic'], partOfSpeech: 'na-adjective'},
        {
          word: '大人しい',
          reading: 'おとなしい',
          english: ['quiet', 'gentle', 'well-behaved'],
          partOfSpeech: 'i-adjective',
          mnemonics: {reading: ['おとな (adult) + しい: behaving like a grown-up, quiet and calm.']},
        },
      ],
    },
    {
      slug: 'verbs',
      title: 'Verbs',
      items: [
        {
          word: '守る',
          reading: 'まもる',
          english: ['to keep (a promise, rule)', 'to protect'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'the rule or promise'}],
        },
        {
          word: '払う',
          reading: 'はらう',
          english: ['to pay'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'the money or bill'}],
        },
        {
          word: '探す',
          reading: 'さがす',
          english: ['to look for', 'to search for'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'what you look for'}],
          notes: ['探す is the search; 見つける is the moment you find it.'],
        },
        {
          word: '訳す',
          reading: 'やくす',
          english: ['to translate'],
          partOfSpeech: 'u-verb',
          particles: [
            {particle: 'を', label: 'the text'},
            {particle: 'に', label: 'the target language'},
          ],
        },
        {
          word: '申し込む',
          reading: 'もうしこむ',
          english: ['to apply for', 'to sign up'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'に', label: 'what you sign up for'}],
        },
        {
          word: '雇う',
          reading: 'やとう',
          english: ['to employ', 'to hire'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'the person hired'}],
        },
        {
          word: '間に合う',
          reading: 'まにあう',
          english: ['to be in time', 'to make it'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'に', label: 'what you are in time for'}],
          examples: [
            {
              japanese: '走れば、最後の電車に間に合うかもしれません。',
              english: 'If we run, we might make the last train.',
            },
          ],
        },
        {
          word: '役に立つ',
          reading: 'やくにたつ',
          english: ['to be useful', 'to be helpful'],
          partOfSpeech: 'u-verb',
          examples: [
            {
              japanese: '通訳の経験は仕事でとても役に立ちます。',
              english: 'Experience as an interpreter is very useful at work.',
            },
          ],
        },
        {
          word: '稼ぐ',
          reading: 'かせぐ',
          english: ['to earn (money)'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'the money'}],
        },
        {
          word: '運ぶ',
          reading: 'はこぶ',
          english: ['to carry', 'to transport'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'what is carried'}],
          examples: [
            {
              japanese: 'この箱は重くて、一人では運べません。',
              english: "This box is heavy; I can't carry it by myself.",
            },
          ],
        },
      ],
    },
    {
      slug: 'adverbs-and-expressions',
      title: 'Adverbs and expressions',
      items: [
        {
          word: '一生懸命',
          reading: 'いっしょうけんめい',
          english: ['as hard as one can', 'with all one’s might'],
          partOfSpeech: 'adverb',
          examples: [
            {
              japanese: '一生懸命練習したので、泳げるようになりました。',
              english: 'I practised as hard as I could, so now I can swim.',
            },
          ],
        },
        {word: '特に', reading: 'とくに', english: ['especially', 'particularly'], partOfSpeech: 'adverb'},
        {
          word: '必ず',
          reading: 'かならず',
          english: ['without fail', 'always', 'surely'],
          partOfSpeech: 'adverb',
          examples: [{japanese: '約束は必ず守ります。', english: 'I always keep my promises.'}],
        },
        {
          word: '是非',
          reading: 'ぜひ',
          english: ['by all means', 'definitely'],
          partOfSpeech: 'adverb',
          notes: ['Goes with wishes and invitations: 是非来てください, please do come.'],
        },
        {
          word: '以上',
          reading: 'いじょう',
          english: ['… or more', 'above', 'that is all'],
          partOfSpeech: 'noun',
          notes: ['三年以上 includes three years itself: three years or more.'],
        },
        {word: '以下', reading: 'いか', english: ['… or less', 'below'], partOfSpeech: 'noun'},
      ],
    },
  ],
});
