// Genki II chapter 16, gratitude and regret: doing favours, asking for them, apologising and owning up to mistakes.
import {defineChapterVocabulary} from '../define.ts';

export default defineChapterVocabulary({
  textbook: 'genki_2',
  chapter: 16,
  sets: [
    {
      slug: 'favours',
      title: 'Favours and help',
      items: [
        {
          word: '助ける',
          reading: 'たすける',
          english: ['to help', 'to rescue'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'the person helped'}],
          notes: ['Its intransitive partner is 助かる: 助かりました, "that was a great help".'],
        },
        {
          word: '助かる',
          reading: 'たすかる',
          english: ['to be a help', 'to be saved'],
          partOfSpeech: 'u-verb',
          examples: [
            {
              japanese: '駅まで送ってくれて、本当に助かりました。',
              english: 'Thanks for taking me to the station; it was a real help.',
            },
          ],
        },
        {
          word: '起こす',
          reading: 'おこす',
          english: ['to wake (someone) up'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'the person woken'}],
          notes: ['Transitive partner of 起きる (to get up).'],
          examples: [
            {
              japanese: '明日の朝、七時に起こしてくれない？',
              english: 'Could you wake me up at seven tomorrow morning?',
            },
          ],
        },
        {
          word: '頼む',
          reading: 'たのむ',
          english: ['to ask (a favour)', 'to request', 'to order'],
          partOfSpeech: 'u-verb',
          particles: [
            {particle: 'に', label: 'whom you ask'},
            {particle: 'を', label: 'what you ask for'},
          ],
          examples: [
            {japanese: '先輩に作文のチェックを頼みました。', english: 'I asked a senior student to check my essay.'},
          ],
        },
        {
          word: '迎える',
          reading: 'むかえる',
          english: ['to meet (someone arriving)', 'to welcome'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'the person met'}],
          notes: ['Often as 迎えに行く/来る: 空港まで迎えに行きます, I will pick you up at the airport.'],
        },
        {
          word: '直す',
          reading: 'なおす',
          english: ['to correct', 'to fix', 'to repair'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'what is fixed'}],
          notes: ['Transitive; its intransitive partner is 直る.'],
          examples: [
            {
              japanese: '日本語の間違いを直していただけませんか。',
              english: 'Could you please correct the mistakes in my Japanese?',
            },
          ],
        },
        {
          word: '説明する',
          reading: 'せつめいする',
          english: ['to explain'],
          partOfSpeech: 'irregular-verb',
          particles: [
            {particle: 'に', label: 'to whom'},
            {particle: 'を', label: 'what'},
          ],
        },
        {
          word: '褒める',
          reading: 'ほめる',
          english: ['to praise', 'to compliment'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'the person praised'}],
        },
        {
          word: '拾う',
          reading: 'ひろう',
          english: ['to pick up (from the ground)', 'to find'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'what you pick up'}],
          examples: [
            {
              japanese: '道で財布を拾って、交番に届けました。',
              english: 'I found a wallet in the street and took it to the police box.',
            },
          ],
        },
        {
          word: '片付ける',
          reading: 'かたづける',
          english: ['to tidy up', 'to put away'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'what you tidy'}],
        },
        {
          word: '預ける',
          reading: 'あずける',
          english: ['to leave in someone’s care', 'to deposit'],
          partOfSpeech: 'ru-verb',
          particles: [
            {particle: 'に', label: 'the person or place'},
            {particle: 'を', label: 'what you leave'},
          ],
        },
        {
          word: '泊める',
          reading: 'とめる',
          english: ['to put (someone) up for the night'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'the guest'}],
          notes: ['Transitive partner of 泊まる (to stay over).'],
        },
        {
          word: 'ごちそうする',
          reading: 'ごちそうする',
          english: ['to treat (someone) to a meal'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'に', label: 'the person treated'}],
        },
        {
          word: '感謝する',
          reading: 'かんしゃする',
          english: ['to be grateful', 'to thank'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'に', label: 'the person thanked'}],
        },
        {
          word: '代わりに',
          reading: 'かわりに',
          english: ['instead', 'in place of'],
          partOfSpeech: 'adverb',
          examples: [
            {japanese: '私の代わりに会議に出てもらえませんか。', english: 'Could you attend the meeting in my place?'},
          ],
        },
      ],
    },
    {
      slug: 'apologies',
      title: 'Mistakes and apologies',
      items: [
        {
          word: '遅刻する',
          reading: 'ちこくする',
          english: ['to be late (for school, work)'],
          partOfSpeech: 'irregular-verb',
          particles: [{particle: 'に', label: 'what you are late for'}],
          examples: [{japanese: '授業に遅刻して、すみませんでした。', english: "I'm sorry I was late for class."}],
        },
        {
          word: '寝坊する',
          reading: 'ねぼうする',
          english: ['to oversleep'],
          partOfSpeech: 'irregular-verb',
          mnemonics: {reading: ['ね (sleep) + ぼう (a boy): the sleepy boy who never hears his alarm.']},
          examples: [
            {
              japanese: '目覚まし時計が鳴らなくて、寝坊してしまいました。',
              english: "My alarm clock didn't go off, so I overslept.",
            },
          ],
        },
        {
          word: '謝る',
          reading: 'あやまる',
          english: ['to apologise'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'に', label: 'to whom'}],
        },
        {
          word: '落ちる',
          reading: 'おちる',
          english: ['to fall', 'to drop', 'to fail (an exam)'],
          partOfSpeech: 'ru-verb',
          particles: [
            {particle: 'が', label: 'what falls'},
            {particle: 'に', label: 'the exam failed (試験に落ちる)'},
          ],
          notes: ['Intransitive; the transitive partner is 落とす.'],
        },
        {
          word: '間違える',
          reading: 'まちがえる',
          english: ['to make a mistake', 'to get wrong'],
          partOfSpeech: 'ru-verb',
          particles: [{particle: 'を', label: 'what you get wrong'}],
          examples: [
            {
              japanese: '電車を間違えて、遠くまで行ってしまいました。',
              english: 'I took the wrong train and ended up far away.',
            },
          ],
        },
        {word: '間違い', reading: 'まちがい', english: ['mistake', 'error'], partOfSpeech: 'noun'},
        {word: '失敗する', reading: 'しっぱいする', english: ['to fail', 'to mess up'], partOfSpeech: 'irregular-verb'},
        {
          word: '忘れ物',
          reading: 'わすれもの',
          english: ['something left behind'],
          partOfSpeech: 'noun',
          examples: [{japanese: '電車に忘れ物をしてしまいました。', english: 'I left something on the train.'}],
        },
        {
          word: '迷惑',
          reading: 'めいわく',
          english: ['trouble', 'nuisance', 'bother'],
          partOfSpeech: 'noun',
          notes: ['迷惑をかける, to cause trouble; also a na-adjective: 迷惑な人, an inconsiderate person.'],
          examples: [
            {japanese: 'ご迷惑をおかけして、申し訳ありません。', english: "I'm very sorry for the trouble I caused."},
          ],
        },
        {
          word: '許す',
          reading: 'ゆるす',
          english: ['to forgive', 'to permit'],
          partOfSpeech: 'u-verb',
          particles: [{particle: 'を', label: 'the person or act'}],
        },
        {
          word: '反省する',
          reading: 'はんせいする',
          english: ['to reflect on (one’s mistake)', 'to regret'],
          partOfSpeech: 'irregular-verb',
        },
        {word: '言い訳', reading: 'いいわけ', english: ['excuse'], partOfSpeech: 'noun'},
        {
          word: '嘘',
          reading: 'うそ',
          english: ['lie'],
          partOfSpeech: 'noun',
          notes: ['嘘をつく, to tell a lie. Said alone, 嘘！ means "No way!"'],
        },
        {
          word: '約束',
          reading: 'やくそく',
          english: ['promise', 'appointment'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: '約束を忘れてしまって、ごめんなさい。', english: "I'm sorry I forgot our appointment."},
          ],
        },
        {
          word: '目が覚める',
          reading: 'めがさめる',
          english: ['to wake up (naturally)'],
          partOfSpeech: 'ru-verb',
          notes: ['Your eyes open by themselves; 起きる is getting out of bed.'],
        },
        {
          word: '申し訳ありません',
          reading: 'もうしわけありません',
          english: ['I am very sorry', 'I have no excuse'],
          partOfSpeech: 'expression',
          notes: ['Much more formal than すみません; used to customers, bosses and teachers.'],
        },
      ],
    },
    {
      slug: 'study-and-daily-life',
      title: 'Study, plans and everyday trouble',
      items: [
        {
          word: '道',
          reading: 'みち',
          english: ['road', 'street', 'way'],
          partOfSpeech: 'noun',
          examples: [
            {japanese: '道を教えてくれて、ありがとうございました。', english: 'Thank you for showing me the way.'},
          ],
        },
        {
          word: '奨学金',
          reading: 'しょうがくきん',
          english: ['scholarship'],
          partOfSpeech: 'noun',
          examples: [{japanese: '奨学金がもらえるといいですね。', english: 'I hope you get the scholarship.'}],
        },
        {word: '推薦状', reading: 'すいせんじょう', english: ['letter of recommendation'], partOfSpeech: 'noun'},
        {word: '論文', reading: 'ろんぶん', english: ['thesis', 'academic paper'], partOfSpeech: 'noun'},
        {
          word: '締め切り',
          reading: 'しめきり',
          english: ['deadline'],
          partOfSpeech: 'noun',
          mnemonics: {reading: ['しめ (close) + きり (cut off): the door closes and submissions are cut off.']},
        },
        {word: '目覚まし時計', reading: 'めざましどけい', english: ['alarm clock'], partOfSpeech: 'noun'},
        {word: '事故', reading: 'じこ', english: ['accident'], partOfSpeech: 'noun'},
        {
          word: '渋滞',
          reading: 'じゅうたい',
          english: ['traffic jam', 'congestion'],
          partOfSpeech: 'noun',
          examples: [
            {
              japanese: '渋滞していたので、約束の時間に間に合いませんでした。',
              english: "There was a traffic jam, so I didn't make it on time.",
            },
          ],
        },
        {
          word: 'お礼',
          reading: 'おれい',
          english: ['thanks', 'a thank-you gift'],
          partOfSpeech: 'noun',
          notes: ['お礼を言う, to say thank you.'],
        },
        {word: '最初', reading: 'さいしょ', english: ['the first', 'the beginning'], partOfSpeech: 'noun'},
        {word: '最後', reading: 'さいご', english: ['the last', 'the end'], partOfSpeech: 'noun'},
      ],
    },
    {
      slug: 'adjectives-and-adverbs',
      title: 'Adjectives and adverbs',
      items: [
        {
          word: '正直',
          reading: 'しょうじき',
          english: ['honest'],
          partOfSpeech: 'na-adjective',
          notes: ['正直に言うと…, to be honest…'],
        },
        {
          word: '丈夫',
          reading: 'じょうぶ',
          english: ['sturdy', 'strong', 'healthy'],
          partOfSpeech: 'na-adjective',
          notes: ['Not the same as 大丈夫 (all right), though it shares two kanji.'],
        },
        {
          word: '無理',
          reading: 'むり',
          english: ['impossible', 'unreasonable', 'too much'],
          partOfSpeech: 'na-adjective',
          examples: [{japanese: '無理しないでくださいね。', english: "Please don't overdo it."}],
        },
        {word: '平気', reading: 'へいき', english: ['fine', 'unbothered', 'all right'], partOfSpeech: 'na-adjective'},
        {
          word: 'わざわざ',
          reading: 'わざわざ',
          english: ['going out of one’s way', 'taking the trouble'],
          partOfSpeech: 'adverb',
          examples: [
            {
              japanese: 'わざわざ来てくださって、ありがとうございます。',
              english: 'Thank you for taking the trouble to come.',
            },
          ],
        },
        {word: 'この間', reading: 'このあいだ', english: ['the other day', 'recently'], partOfSpeech: 'noun'},
        {word: '急に', reading: 'きゅうに', english: ['suddenly', 'all of a sudden'], partOfSpeech: 'adverb'},
        {
          word: '確か',
          reading: 'たしか',
          english: ['certain', 'sure', 'if I remember right'],
          partOfSpeech: 'na-adjective',
          notes: ['As an adverb it softens a memory: 確か火曜日だったと思います, I believe it was Tuesday.'],
        },
        {
          word: 'おかげで',
          reading: 'おかげで',
          english: ['thanks to'],
          partOfSpeech: 'expression',
          examples: [
            {
              japanese: '先生のおかげで、大学院に入れました。',
              english: 'Thanks to my teacher, I got into graduate school.',
            },
          ],
        },
      ],
    },
  ],
});
