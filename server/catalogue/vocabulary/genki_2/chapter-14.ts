// Genki II chapter 14, Valentine's Day: giving and receiving, presents, love and friendship, wishes and guesses.
import {defineChapterVocabulary} from '../define.ts';

export default defineChapterVocabulary({
  textbook: 'genki_2',
  chapter: 14,
  sets: [
    {
      slug: 'giving-and-receiving',
      title: 'Giving, receiving and choosing',
      items: [
        {
          word: 'あげる',
          reading: 'あげる',
          english: ['to give (to someone else)'],
          partOfSpeech: 'ru-verb',
          particles: [
            {particle: 'に', label: 'the receiver'},
            {particle: 'を', label: 'the gift'},
          ],
          notes: ['The gift moves away from you or your side. For gifts coming toward you, use くれる.'],
          examples: [{japanese: '妹に手袋をあげました。', english: 'I gave my little sister some gloves.'}],
        },
        {
          word: 'くれる',
          reading: 'くれる',
          english: ['to give (to me or my side)'],
          partOfSpeech: 'ru-verb',
          particles: [
            {particle: 'に', label: 'the receiver (me or my family)'},
            {particle: 'を', label: 'the gift'},
          ],
          notes: ['Only when the receiver is the speaker or someone close to them: 友達が(私に)本をくれた.'],
          examples: [
            {japanese: '父が誕生日に腕時計をくれました。', english: 'My father gave me a wristwatch for my birthday.'},
          ],
        },
        {
          key: 'やる-give',
          word: 'やる',
          reading: 'やる',
          english: ['to give (to animals, plants, juniors)'],
          partOfSpeech: 'u-verb',
          particles: [
            {particle: 'に', label: 'the animal or plant'},
            {particle: 'を', label: 'what is given'},
          ],
          notes: [
            'A plain, downward あげる: 犬にえさをやる, 花に水をやる. The same verb also means "to do" in casual speech.',
          ],
        },
        {
          word: '贈る',
          reading: 'おくる',
          english: ['to give (as a gift)', 'to present'],
          partOfSpeech: 'u-verb',
          particles: [
            {particle: 'に', label: 'the receiver'},
            {particle: 'を', label: 'the gift'},
          ],
          notes: ['Same reading as 送る (to send); 贈る is for presents and awards.'],
          examples: [
            {
              japanese: '卒業する先輩に花束を贈りました。',
              english: 'We gave a bouquet to the seniors who were graduating.',
            },
          ],
        },
        {
          word: '渡す',
          reading: 'わたす',
          english: ['to hand over', 'to pass'],
          partOfSpeech: 'u-verb',
          particles: [
            {particle: 'に', label: 'the person'},
            {particle: 'を', label: 'the thing'},
          ],
          examples: [
            {
              japanese: 'チョコレートは放課後に渡すつもりです。',
              english: 'I plan to hand over the chocolate after school.',
            },
          ],
        },
        {
          word: '似合う',
          reading: 'にあう',
          english: ['to suit', 'to look good on'],
          partOfSpeech: 'u-verb',
          particles: [
            {particle: 'が', label: 'what looks good'},
            {particle: 'に', label: 'on whom'},
          ],
          examples: [
            {japanese: 'その赤いマフラー、よく似合っていますよ。', english: 'That red scarf really suits you.'},
          ],
        },
        {
          word: '選ぶ',
          reading: 'えらぶ',
          english: ['to choose', 'to pick'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'what you choose'}],
          examples: [
            {
              japanese: '彼へのプレゼントを選ぶのに三時間かかりました。',
              english: 'It took me three hours to choose a present for him.',
            },
          ],
        },
        {
          word: '考える',
          reading: 'かんがえる',
          english: ['to think about', 'to consider'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'what you think over'}],
          notes: ['考える is thinking something through; 思う is having an opinion or feeling.'],
        },
        {
          word: '相談する',
          reading: 'そうだんする',
          english: ['to consult', 'to talk over', 'to ask for advice'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'に', label: 'whom you consult'}],
          examples: [
            {
              japanese: '何をあげたらいいか、姉に相談しました。',
              english: 'I asked my older sister what I should give.',
            },
          ],
        },
        {
          word: '喜ぶ',
          reading: 'よろこぶ',
          english: ['to be pleased', 'to be delighted'],
          partOfSpeech: 'u-verb',
          notes: ['喜ぶ describes someone else’s visible joy; for your own feeling say 嬉しい.'],
          examples: [
            {
              japanese: '母は花束をもらって、とても喜んでいました。',
              english: 'My mother was delighted to get the bouquet.',
            },
          ],
        },
        {
          word: '編む',
          reading: 'あむ',
          english: ['to knit'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'what you knit'}],
        },
        {
          word: '包む',
          reading: 'つつむ',
          english: ['to wrap'],
          partOfSpeech: 'u-verb',
          particles: [
            {particle: 'を', label: 'what is wrapped'},
            {particle: 'で', label: 'the wrapping'},
          ],
        },
        {
          word: '交換する',
          reading: 'こうかんする',
          english: ['to exchange', 'to swap'],
          partOfSpeech: 'irregular-verb',
          particles: [
            {particle: 'と', label: 'with whom'},
            {particle: 'を', label: 'what is swapped'},
          ],
        },
        {
          word: '告白する',
          reading: 'こくはくする',
          english: ['to confess (one’s love)', 'to tell someone how you feel'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'に', label: 'the person'}],
        },
        {
          word: '付き合う',
          reading: 'つきあう',
          english: ['to go out with', 'to date', 'to keep someone company'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'と', label: 'the partner'}],
          examples: [
            {
              japanese: '二人は去年から付き合っているそうです。',
              english: 'I hear the two of them have been dating since last year.',
            },
          ],
        },
        {
          word: '驚く',
          reading: 'おどろく',
          english: ['to be surprised', 'to be astonished'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'に', label: 'what surprises you'}],
        },
      ],
    },
    {
      slug: 'presents',
      title: 'Presents and occasions',
      items: [
        {word: '贈り物', reading: 'おくりもの', english: ['gift', 'present'], partOfSpeech: 'noun'},
        {
          word: '指輪',
          reading: 'ゆびわ',
          english: ['ring'],
          partOfSpeech: 'noun',
          mnemonics: {reading: ['ゆび (finger) + わ (circle): a circle for your finger.']},
        },
        {
          word: '手袋',
          reading: 'てぶくろ',
          english: ['gloves'],
          partOfSpeech: 'noun',
          mnemonics: {reading: ['て (hand) + ふくろ (bag) → てぶくろ: a little bag for each hand.']},
        },
        {word: 'マフラー', reading: 'マフラー', english: ['scarf', 'muffler'], partOfSpeech: 'noun'},
        {word: 'ネックレス', reading: 'ネックレス', english: ['necklace'], partOfSpeech: 'noun'},
        {word: '香水', reading: 'こうすい', english: ['perfume'], partOfSpeech: 'noun'},
        {word: '花束', reading: 'はなたば', english: ['bouquet'], partOfSpeech: 'noun'},
        {word: '人形', reading: 'にんぎょう', english: ['doll'], partOfSpeech: 'noun'},
        {word: 'ぬいぐるみ', reading: 'ぬいぐるみ', english: ['stuffed toy', 'plush toy'], partOfSpeech: 'noun'},
        {
          word: '腕時計',
          reading: 'うでどけい',
          english: ['wristwatch'],
          partOfSpeech: 'noun',
          notes: ['とけい becomes どけい after うで.'],
        },
        {word: '毛糸', reading: 'けいと', english: ['yarn', 'knitting wool'], partOfSpeech: 'noun'},
        {
          word: '手作り',
          reading: 'てづくり',
          english: ['handmade', 'homemade'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: '手作りのケーキをもらって、感動しました。', english: 'I was moved to get a homemade cake.'},
          ],
        },
        {
          word: 'お返し',
          reading: 'おかえし',
          english: ['return gift', 'something given in return'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: 'ホワイトデーにお返しをしなければなりません。',
              english: 'I have to give something back on White Day.',
            },
          ],
        },
        {
          word: '義理チョコ',
          reading: 'ぎりチョコ',
          english: ['obligation chocolate (given out of courtesy)'],
          partOfSpeech: 'noun',
        },
        {word: '記念日', reading: 'きねんび', english: ['anniversary', 'memorial day'], partOfSpeech: 'noun'},
        {
          word: 'バレンタインデー',
          reading: 'バレンタインデー',
          english: ["Valentine's Day"],
          partOfSpeech: 'noun',
          notes: ['In Japan it is mostly the women who give chocolate on this day.'],
        },
        {
          word: 'ホワイトデー',
          reading: 'ホワイトデー',
          english: ['White Day (March 14, when Valentine gifts are returned)'],
          partOfSpeech: 'noun',
        },
      ],
    },
    {
      slug: 'love-and-friendship',
      title: 'Love and friendship',
      items: [
        {
          word: '恋',
          reading: 'こい',
          english: ['(romantic) love'],
          partOfSpeech: 'noun',
          examples: [{japanese: '先輩に恋をしてしまいました。', english: 'I have fallen for one of my seniors.'}],
        },
        {word: '愛', reading: 'あい', english: ['love', 'affection'], partOfSpeech: 'noun'},
        {word: '初恋', reading: 'はつこい', english: ['first love'], partOfSpeech: 'noun'},
        {
          word: '片思い',
          reading: 'かたおもい',
          english: ['one-sided love', 'unrequited love'],
          partOfSpeech: 'noun',
          mnemonics: {reading: ['かた (one side) + おもい (feeling): the feeling only flows one way.']},
        },
        {
          word: '気持ち',
          reading: 'きもち',
          english: ['feeling', 'mood'],
          partOfSpeech: 'noun',
          examples: [{japanese: 'これはほんの気持ちです。', english: 'This is just a small token of my feelings.'}],
        },
        {word: '相手', reading: 'あいて', english: ['partner', 'the other person', 'opponent'], partOfSpeech: 'noun'},
        {word: '先輩', reading: 'せんぱい', english: ['senior (at school or work)'], partOfSpeech: 'noun'},
        {word: '後輩', reading: 'こうはい', english: ['junior (at school or work)'], partOfSpeech: 'noun'},
        {word: '知り合い', reading: 'しりあい', english: ['acquaintance'], partOfSpeech: 'noun'},
        {word: '親友', reading: 'しんゆう', english: ['best friend', 'close friend'], partOfSpeech: 'noun'},
        {
          word: '仲',
          reading: 'なか',
          english: ['relationship', 'terms (between people)'],
          partOfSpeech: 'noun',
          examples: [{japanese: 'あの二人はとても仲がいいです。', english: 'Those two get along really well.'}],
        },
        {word: '男性', reading: 'だんせい', english: ['man', 'male'], partOfSpeech: 'noun'},
        {word: '女性', reading: 'じょせい', english: ['woman', 'female'], partOfSpeech: 'noun'},
      ],
    },
    {
      slug: 'wishes-and-descriptions',
      title: 'Wishes, guesses and descriptions',
      items: [
        {
          word: 'ほしい',
          reading: 'ほしい',
          english: ['to want (something)'],
          partOfSpeech: 'i-adjective',
          particles: [{particle: 'が', label: 'what is wanted'}],
          notes: ['An adjective, not a verb: 新しいかばんがほしいです. For other people’s wishes use ほしがっている.'],
          examples: [
            {japanese: '今年のクリスマスは時間がほしいです。', english: 'This Christmas what I want is time.'},
          ],
        },
        {
          word: '羨ましい',
          reading: 'うらやましい',
          english: ['envious', 'enviable'],
          partOfSpeech: 'i-adjective',
          examples: [
            {
              japanese: 'チョコを十個ももらったんですか。羨ましいなあ。',
              english: 'You got as many as ten chocolates? I’m so jealous.',
            },
          ],
        },
        {
          word: '大切',
          reading: 'たいせつ',
          english: ['precious', 'important'],
          partOfSpeech: 'na-adjective',
          examples: [
            {
              japanese: '祖母にもらった指輪を大切にしています。',
              english: 'I treasure the ring my grandmother gave me.',
            },
          ],
        },
        {word: '素敵', reading: 'すてき', english: ['lovely', 'wonderful', 'nice'], partOfSpeech: 'na-adjective'},
        {word: '地味', reading: 'じみ', english: ['plain', 'sober', 'subdued'], partOfSpeech: 'na-adjective'},
        {
          word: '派手',
          reading: 'はで',
          english: ['flashy', 'showy', 'loud (colours)'],
          partOfSpeech: 'na-adjective',
          notes: ['The opposite of 地味.'],
        },
        {word: 'けち', reading: 'けち', english: ['stingy', 'tight-fisted'], partOfSpeech: 'na-adjective'},
        {
          word: '幸せ',
          reading: 'しあわせ',
          english: ['happy', 'happiness'],
          partOfSpeech: 'na-adjective',
          notes: ['A lasting happiness; 嬉しい is the joy of a moment.'],
        },
        {
          word: '夢中',
          reading: 'むちゅう',
          english: ['absorbed in', 'crazy about'],
          partOfSpeech: 'na-adjective',
          particles: [{particle: 'に', label: 'what you are absorbed in'}],
        },
        {
          word: 'きっと',
          reading: 'きっと',
          english: ['surely', 'certainly'],
          partOfSpeech: 'adverb',
          examples: [
            {
              japanese: 'このネックレスなら、きっと喜んでくれるでしょう。',
              english: 'She will surely be pleased with this necklace.',
            },
          ],
        },
        {word: 'やっぱり', reading: 'やっぱり', english: ['after all', 'as expected'], partOfSpeech: 'adverb'},
        {
          word: 'しか',
          reading: 'しか',
          english: ['only, nothing but (with a negative verb)'],
          partOfSpeech: 'particle',
          notes: ['Always with a negative: 千円しかありません, I only have 1,000 yen.'],
          examples: [
            {japanese: '彼女にはチョコを一つしかもらいませんでした。', english: 'I only got one chocolate from her.'},
          ],
        },
        {
          word: 'かもしれない',
          reading: 'かもしれない',
          english: ['might', 'may', 'perhaps'],
          partOfSpeech: 'expression',
          notes: ['Follows the plain form; after a noun or na-adjective drop だ: 雨かもしれない.'],
          examples: [{japanese: '明日は雪が降るかもしれません。', english: 'It might snow tomorrow.'}],
        },
      ],
    },
  ],
});
