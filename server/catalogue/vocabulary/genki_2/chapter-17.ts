// Genki II chapter 17, grumble and gossip: marriage and family life, rumours and complaints, things that change.
import {defineChapterVocabulary} from '../define.ts';

export default defineChapterVocabulary({
  textbook: 'genki_2',
  chapter: 17,
  sets: [
    {
      slug: 'marriage-and-family',
      title: 'Marriage and family life',
      items: [
        {
          word: '結婚式',
          reading: 'けっこんしき',
          english: ['wedding (ceremony)'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: '二人の結婚式は六月にあるそうです。',
              english: 'I hear the two of them are having their wedding in June.',
            },
          ],
        },
        {
          word: '婚約する',
          reading: 'こんやくする',
          english: ['to get engaged'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'と', label: 'the fiancé(e)'}],
        },
        {
          word: '離婚する',
          reading: 'りこんする',
          english: ['to get divorced'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'と', label: 'the former spouse'}],
          examples: [{japanese: 'あの歌手、離婚したんだって。', english: 'Apparently that singer got divorced.'}],
        },
        {
          word: '独身',
          reading: 'どくしん',
          english: ['single', 'unmarried'],
          partOfSpeech: 'noun',
          mnemonics: {reading: ['どく sounds like "doc": the doctor is still single, married to the job.']},
        },
        {
          word: '夫婦',
          reading: 'ふうふ',
          english: ['married couple', 'husband and wife'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: '隣の夫婦はよくけんかをしているみたいです。',
              english: 'The couple next door seem to fight a lot.',
            },
          ],
        },
        {word: '新婚', reading: 'しんこん', english: ['newly married', 'newlyweds'], partOfSpeech: 'noun'},
        {
          word: '赤ちゃん',
          reading: 'あかちゃん',
          english: ['baby'],
          partOfSpeech: 'noun',
          examples: [{japanese: '姉に赤ちゃんが生まれたそうです。', english: 'I hear my sister has had a baby.'}],
        },
        {
          word: '育てる',
          reading: 'そだてる',
          english: ['to raise', 'to bring up', 'to grow (plants)'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'the child or plant'}],
        },
        {
          word: '生活',
          reading: 'せいかつ',
          english: ['life', 'daily life', 'living'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: '一人の生活は楽だけど、ちょっと寂しい。', english: 'Living alone is easy, but a bit lonely.'},
          ],
        },
        {word: '家庭', reading: 'かてい', english: ['home', 'household', 'family'], partOfSpeech: 'noun'},
        {
          word: '年上',
          reading: 'としうえ',
          english: ['older (person)'],
          partOfSpeech: 'noun',
          examples: [{japanese: '彼女は私より三つ年上です。', english: 'She is three years older than me.'}],
        },
        {word: '年下', reading: 'としした', english: ['younger (person)'], partOfSpeech: 'noun'},
      ],
    },
    {
      slug: 'gossip-and-complaints',
      title: 'Gossip and complaints',
      items: [
        {
          word: '噂',
          reading: 'うわさ',
          english: ['rumour', 'gossip'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: '課長が会社を辞めるという噂を聞きました。',
              english: 'I heard a rumour that the section chief is quitting.',
            },
          ],
        },
        {
          word: '文句',
          reading: 'もんく',
          english: ['complaint', 'grumble'],
          partOfSpeech: 'noun',
          notes: ['文句を言う, to complain.'],
          examples: [
            {
              japanese: '父はいつも給料のことで文句を言っています。',
              english: 'My father is always complaining about his pay.',
            },
          ],
        },
        {
          word: '悪口',
          reading: 'わるぐち',
          english: ['speaking ill of someone', 'bad-mouthing'],
          partOfSpeech: 'noun',
          mnemonics: {reading: ['わる (bad) + くち (mouth) → わるぐち: a bad mouth.']},
        },
        {word: '不満', reading: 'ふまん', english: ['dissatisfaction', 'discontent'], partOfSpeech: 'noun'},
        {
          word: '愚痴',
          reading: 'ぐち',
          english: ['grumbling', 'moaning'],
          partOfSpeech: 'noun',
          notes: ['愚痴を言う/こぼす, to grumble about things that cannot be helped.'],
        },
        {
          word: '秘密',
          reading: 'ひみつ',
          english: ['secret'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: 'これは秘密だから、誰にも言わないでね。', english: "This is a secret, so don't tell anyone."},
          ],
        },
        {word: '話題', reading: 'わだい', english: ['topic (of conversation)'], partOfSpeech: 'noun'},
        {word: '理由', reading: 'りゆう', english: ['reason'], partOfSpeech: 'noun'},
        {
          word: '怒る',
          reading: 'おこる',
          english: ['to get angry', 'to scold'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'に', label: 'at whom'}],
          notes: ['A u-verb: 怒ります, 怒って.'],
        },
        {
          word: '自慢する',
          reading: 'じまんする',
          english: ['to brag', 'to boast'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'を', label: 'what you boast about'}],
        },
        {
          word: '退屈',
          reading: 'たいくつ',
          english: ['bored', 'boring'],
          partOfSpeech: 'na-adjective',
          examples: [
            {
              japanese: '会議が長すぎて、退屈だったそうです。',
              english: 'Apparently the meeting was so long it was boring.',
            },
          ],
        },
        {
          word: '面倒',
          reading: 'めんどう',
          english: ['troublesome', 'a bother'],
          partOfSpeech: 'na-adjective',
          notes: ['In casual speech often 面倒くさい (an i-adjective).'],
        },
        {word: 'ひどい', reading: 'ひどい', english: ['terrible', 'cruel', 'awful'], partOfSpeech: 'i-adjective'},
        {word: 'ずるい', reading: 'ずるい', english: ['unfair', 'sly', 'sneaky'], partOfSpeech: 'i-adjective'},
      ],
    },
    {
      slug: 'change',
      title: 'Change, comparison and moving on',
      items: [
        {
          word: '増える',
          reading: 'ふえる',
          english: ['to increase', 'to grow in number'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'が', label: 'what increases'}],
          examples: [
            {
              japanese: '最近、一人で住む人が増えているそうです。',
              english: 'They say more and more people are living alone.',
            },
          ],
        },
        {
          word: '減る',
          reading: 'へる',
          english: ['to decrease', 'to go down'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'が', label: 'what decreases'}],
          notes: ['Looks like a ru-verb but is a u-verb: 減ります, 減って.'],
          examples: [
            {
              japanese: '仕事が忙しくて、寝る時間が減りました。',
              english: "Work is so busy that I'm getting less sleep.",
            },
          ],
        },
        {
          word: '比べる',
          reading: 'くらべる',
          english: ['to compare'],
          partOfSpeech: 'ru-verb',
          particles: [
            {particle: 'と', label: 'compared with'},
            {particle: 'を', label: 'what you compare'},
          ],
          examples: [
            {
              japanese: '去年と比べると、物価がずいぶん上がりました。',
              english: 'Compared with last year, prices have gone up a lot.',
            },
          ],
        },
        {
          word: '変わる',
          reading: 'かわる',
          english: ['to change (by itself)'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'が', label: 'what changes'}],
          notes: ['Intransitive; its transitive partner is 変える.'],
        },
        {
          word: '変える',
          reading: 'かえる',
          english: ['to change (something)'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'what you change'}],
          notes: ['Transitive; its intransitive partner is 変わる.'],
        },
        {
          word: '伸びる',
          reading: 'のびる',
          english: ['to grow longer', 'to stretch'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'が', label: 'what grows'}],
        },
        {
          word: '剃る',
          reading: 'そる',
          english: ['to shave'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'the beard or hair'}],
          notes: ['A u-verb despite the る ending: 剃ります, 剃って.'],
        },
        {
          word: '離れる',
          reading: 'はなれる',
          english: ['to be apart', 'to leave', 'to move away from'],
          partOfSpeech: 'ru-verb',
          particles: [
            {particle: 'を', label: 'the place left'},
            {particle: 'から', label: 'apart from'},
          ],
        },
        {word: '落ち込む', reading: 'おちこむ', english: ['to feel down', 'to be depressed'], partOfSpeech: 'u-verb'},
        {
          word: '上がる',
          reading: 'あがる',
          english: ['to rise', 'to go up'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'が', label: 'what rises'}],
        },
        {
          word: '下がる',
          reading: 'さがる',
          english: ['to fall', 'to go down'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'が', label: 'what falls'}],
        },
        {
          word: '亡くなる',
          reading: 'なくなる',
          english: ['to pass away'],
          partOfSpeech: 'u-verb',
          notes: ['A gentle way to say 死ぬ.'],
        },
      ],
    },
    {
      slug: 'looks-and-news',
      title: 'Looks, people in the news',
      items: [
        {
          word: 'お化け',
          reading: 'おばけ',
          english: ['ghost', 'monster'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: 'あの古い家にはお化けが出るらしいよ。', english: 'They say that old house is haunted.'},
          ],
        },
        {
          word: '化粧',
          reading: 'けしょう',
          english: ['make-up'],
          partOfSpeech: 'noun',
          notes: ['化粧をする, to put on make-up.'],
        },
        {
          word: '髭',
          reading: 'ひげ',
          english: ['beard', 'moustache'],
          partOfSpeech: 'noun',
          notes: ['Often written in kana: ひげ.'],
          examples: [
            {
              japanese: '髭を剃ったら、若く見えるようになった。',
              english: 'Since he shaved off his beard, he looks younger.',
            },
          ],
        },
        {word: '格好', reading: 'かっこう', english: ['appearance', 'outfit', 'how one looks'], partOfSpeech: 'noun'},
        {word: '様子', reading: 'ようす', english: ['state', 'appearance', 'how things look'], partOfSpeech: 'noun'},
        {
          word: '性格',
          reading: 'せいかく',
          english: ['personality', 'character'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: '兄は顔は父に似ているけど、性格は全然違う。',
              english: 'My brother looks like our father, but their personalities are completely different.',
            },
          ],
        },
        {word: '俳優', reading: 'はいゆう', english: ['actor', 'actress'], partOfSpeech: 'noun'},
        {word: '有名人', reading: 'ゆうめいじん', english: ['celebrity', 'famous person'], partOfSpeech: 'noun'},
        {word: '番組', reading: 'ばんぐみ', english: ['(TV or radio) programme'], partOfSpeech: 'noun'},
        {word: '記事', reading: 'きじ', english: ['article (in a newspaper or magazine)'], partOfSpeech: 'noun'},
        {
          word: '宝くじ',
          reading: 'たからくじ',
          english: ['lottery (ticket)'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: '宝くじが当たったら、仕事を辞めて旅行したい。',
              english: "If I won the lottery, I'd quit my job and travel.",
            },
          ],
        },
      ],
    },
    {
      slug: 'adverbs-and-expressions',
      title: 'Adverbs and expressions for passing things on',
      items: [
        {
          word: 'って',
          reading: 'って',
          english: ['(casual quote marker) they say', 'I heard'],
          partOfSpeech: 'particle',
          notes: ['The casual form of と or という: 明日休みだって, I heard tomorrow is a holiday.'],
        },
        {
          word: 'によると',
          reading: 'によると',
          english: ['according to'],
          partOfSpeech: 'expression',
          examples: [
            {
              japanese: '天気予報によると、週末は晴れるそうです。',
              english: 'According to the forecast, it will be sunny at the weekend.',
            },
          ],
        },
        {word: '結局', reading: 'けっきょく', english: ['in the end', 'after all'], partOfSpeech: 'adverb'},
        {
          word: '相変わらず',
          reading: 'あいかわらず',
          english: ['as usual', 'as ever'],
          partOfSpeech: 'adverb',
          examples: [
            {japanese: '彼は相変わらず文句ばかり言っている。', english: 'He is complaining all the time, as usual.'},
          ],
        },
        {
          word: 'なるべく',
          reading: 'なるべく',
          english: ['as much as possible', 'if possible'],
          partOfSpeech: 'adverb',
        },
        {word: 'ずいぶん', reading: 'ずいぶん', english: ['quite', 'a lot', 'considerably'], partOfSpeech: 'adverb'},
        {
          word: 'すっかり',
          reading: 'すっかり',
          english: ['completely', 'totally'],
          partOfSpeech: 'adverb',
          examples: [{japanese: '約束をすっかり忘れていました。', english: 'I completely forgot about our plans.'}],
        },
        {word: 'とうとう', reading: 'とうとう', english: ['at last', 'finally', 'in the end'], partOfSpeech: 'adverb'},
      ],
    },
  ],
});
