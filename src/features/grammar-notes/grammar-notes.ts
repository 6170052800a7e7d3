// Short grammar notes for chapters 1–20, written for this project: what each point does, how it is formed, and an
// example or two. /grammar-notes shows them one section per chapter (#chapter-N).
export type GrammarPoint = {
  title: string;
  /** What it does and how it is built, a few sentences. */
  notes: string[];
  examples: {japanese: string; english: string}[];
};

export const GRAMMAR_NOTES: Record<number, GrammarPoint[]> = {
  1: [
    {
      title: 'X は Y です',
      notes: [
        'は (read wa) marks the topic: what the sentence is about. です closes the sentence politely and works like "is/am/are".',
        'Japanese has no articles and usually no plural, so 学生です can mean "I am a student" or "they are students" depending on context.',
      ],
      examples: [
        {japanese: 'わたしは学生です。', english: 'I am a student.'},
        {japanese: '専攻は日本語です。', english: 'My major is Japanese.'},
      ],
    },
    {
      title: 'Questions with か',
      notes: [
        'Add か to the end of a statement to make it a yes/no question; the word order does not change.',
        'Question words such as 何 (what) and 何時 (what time) sit where the answer will go.',
      ],
      examples: [
        {japanese: '学生ですか。', english: 'Are you a student?'},
        {japanese: '今、何時ですか。', english: 'What time is it now?'},
      ],
    },
    {
      title: 'Noun の noun',
      notes: [
        'の links two nouns; the first one describes the second. It covers possession (my book), belonging (a student of this university) and more.',
      ],
      examples: [
        {japanese: 'わたしの電話番号', english: 'my phone number'},
        {japanese: '日本語の先生', english: 'a teacher of Japanese'},
      ],
    },
  ],
  2: [
    {
      title: 'これ・それ・あれ・どれ',
      notes: [
        'これ is something near the speaker, それ near the listener, あれ away from both. どれ asks "which one?".',
        'They stand alone as nouns: これは本です。',
      ],
      examples: [{japanese: 'それは何ですか。', english: 'What is that (near you)?'}],
    },
    {
      title: 'この・その・あの・どの + noun',
      notes: [
        'The same three distances, but these must be followed by a noun: この本 (this book), あの人 (that person over there).',
        'ここ・そこ・あそこ・どこ work the same way for places.',
      ],
      examples: [
        {japanese: 'この時計はいくらですか。', english: 'How much is this watch?'},
        {japanese: 'トイレはどこですか。', english: 'Where is the toilet?'},
      ],
    },
    {
      title: 'だれの',
      notes: ['だれ means "who"; だれの asks whose something is.'],
      examples: [{japanese: 'これはだれのかさですか。', english: 'Whose umbrella is this?'}],
    },
    {
      title: 'Noun も',
      notes: ['も replaces は (or が) to say "also, too".'],
      examples: [{japanese: 'わたしも学生です。', english: 'I am a student too.'}],
    },
    {
      title: 'Noun じゃないです',
      notes: [
        'The negative of です after a noun. じゃありません is a slightly more formal version; ではありません is more formal still.',
      ],
      examples: [{japanese: 'わたしは先生じゃないです。', english: 'I am not a teacher.'}],
    },
    {
      title: 'Sentence endings ね and よ',
      notes: [
        'ね asks for agreement or confirms something both people know ("isn’t it?"). よ tells the listener something they did not know ("you know").',
      ],
      examples: [
        {japanese: 'おいしいですね。', english: 'It’s delicious, isn’t it?'},
        {japanese: 'それはわたしのですよ。', english: 'That one is mine, you know.'},
      ],
    },
  ],
  3: [
    {
      title: 'Verb groups and the ～ます form',
      notes: [
        'Every verb belongs to one of three groups: ru-verbs (drop る: 食べる → 食べます), u-verbs (the final u sound becomes i: 行く → 行きます) and the two irregulars する → します, くる → きます.',
        'The ます form is polite and covers present habits and the future.',
      ],
      examples: [
        {japanese: '毎日コーヒーを飲みます。', english: 'I drink coffee every day.'},
        {japanese: 'あした京都に行きます。', english: 'I will go to Kyoto tomorrow.'},
      ],
    },
    {
      title: 'Negative: ～ません',
      notes: ['Replace ます with ません for "do not / will not".'],
      examples: [{japanese: 'テレビを見ません。', english: 'I don’t watch TV.'}],
    },
    {
      title: 'Particles を, で, に and へ',
      notes: [
        'を marks the direct object. で marks where an action happens. に and へ mark a destination; に also marks a point in time (三時に, 日曜日に).',
        'Relative time words like きょう or あした take no particle.',
      ],
      examples: [
        {japanese: '図書館で本を読みます。', english: 'I read books at the library.'},
        {japanese: '七時にうちへ帰ります。', english: 'I go home at seven.'},
      ],
    },
    {
      title: 'Word order',
      notes: [
        'The verb comes last. A common order is topic, time, place, object, verb, but the particles carry the meaning, so the order is flexible.',
      ],
      examples: [
        {japanese: 'わたしは土曜日に公園でテニスをします。', english: 'I play tennis in the park on Saturdays.'},
      ],
    },
    {
      title: 'Invitations: ～ませんか',
      notes: [
        'A negative question is a polite invitation: "won’t you…?". Accept with いいですね, turn it down softly with ちょっと….',
      ],
      examples: [{japanese: 'いっしょに映画を見ませんか。', english: 'Would you like to see a movie together?'}],
    },
    {
      title: 'Frequency adverbs',
      notes: [
        'よく (often), ときどき (sometimes) go with positive verbs; あまり (not much) and ぜんぜん (not at all) go with negative ones.',
      ],
      examples: [{japanese: 'あまりテレビを見ません。', english: 'I don’t watch TV much.'}],
    },
  ],
  4: [
    {
      title: 'あります and います',
      notes: [
        'Both say something exists or is somewhere. います is for people and animals, あります for things, places and events.',
        'They also express having: 兄がいます (I have an older brother), テストがあります (I have a test).',
      ],
      examples: [
        {japanese: '公園に犬がいます。', english: 'There is a dog in the park.'},
        {japanese: 'あした、テストがあります。', english: 'I have a test tomorrow.'},
      ],
    },
    {
      title: 'Describing where things are',
      notes: [
        'X は Y の location です: 上 (on), 下 (under), 中 (inside), 前 (in front of), うしろ (behind), となり (next to), 近く (near).',
      ],
      examples: [{japanese: '銀行は郵便局のとなりです。', english: 'The bank is next to the post office.'}],
    },
    {
      title: 'Past tense of です',
      notes: ['でした is the past of です; じゃなかったです is its negative.'],
      examples: [{japanese: 'きのうは日曜日でした。', english: 'Yesterday was Sunday.'}],
    },
    {
      title: 'Past tense of verbs',
      notes: ['ます becomes ました; ません becomes ませんでした.'],
      examples: [
        {japanese: '週末、映画を見ました。', english: 'I saw a movie on the weekend.'},
        {japanese: '朝ご飯を食べませんでした。', english: 'I didn’t eat breakfast.'},
      ],
    },
    {
      title: 'と (with) and も with other particles',
      notes: [
        'と after a person means "together with". も can replace は, が and を, or follow other particles: ここにも (here too).',
      ],
      examples: [{japanese: '友だちと図書館に行きました。', english: 'I went to the library with a friend.'}],
    },
    {
      title: 'Time spans and たくさん',
      notes: [
        '～時間 counts hours of duration. たくさん (a lot) usually comes right before the verb or before the noun with の.',
      ],
      examples: [{japanese: '二時間勉強しました。', english: 'I studied for two hours.'}],
    },
  ],
  5: [
    {
      title: 'Two kinds of adjectives',
      notes: [
        'い-adjectives end in い (高い, おもしろい) and conjugate themselves: negative 高くないです. な-adjectives (静か, きれい) take な before a noun and behave like nouns with です.',
        'いい is irregular: its forms are built on よ (よくないです).',
      ],
      examples: [
        {japanese: 'この町は静かです。', english: 'This town is quiet.'},
        {japanese: '今日は暑くないです。', english: 'It is not hot today.'},
      ],
    },
    {
      title: 'Adjectives in the past',
      notes: [
        'い-adjectives: 高かったです, 高くなかったです. な-adjectives: 静かでした, 静かじゃなかったです. いい becomes よかったです.',
      ],
      examples: [{japanese: '旅行は楽しかったです。', english: 'The trip was fun.'}],
    },
    {
      title: 'Adjective + noun',
      notes: ['い-adjectives go straight before a noun (おもしろい本); な-adjectives add な (静かな町).'],
      examples: [{japanese: 'きれいな海を見ました。', english: 'I saw a beautiful sea.'}],
    },
    {
      title: '好き and きらい',
      notes: ['Both are な-adjectives. The thing liked is marked with が: 魚が好きです.'],
      examples: [{japanese: 'わたしは野菜がきらいです。', english: 'I don’t like vegetables.'}],
    },
    {
      title: '～ましょう and ～ましょうか',
      notes: ['Verb stem + ましょう means "let’s…"; with か it suggests or offers "shall we / shall I…?".'],
      examples: [{japanese: 'いっしょに写真を撮りましょう。', english: 'Let’s take a photo together.'}],
    },
  ],
  6: [
    {
      title: 'The te-form',
      notes: [
        'Ru-verbs: drop る, add て (食べて). U-verbs change by their last kana: う・つ・る → って, む・ぶ・ぬ → んで, く → いて, ぐ → いで, す → して. 行く is irregular: 行って.',
        'する → して, くる → きて.',
      ],
      examples: [{japanese: '書く → 書いて、読む → 読んで', english: 'write, read: their te-forms'}],
    },
    {
      title: 'Requests: ～てください',
      notes: ['Te-form + ください asks someone politely to do something.'],
      examples: [{japanese: 'ゆっくり話してください。', english: 'Please speak slowly.'}],
    },
    {
      title: 'Permission and prohibition',
      notes: ['～てもいいです: you may. ～てはいけません: you must not. Asking: ～てもいいですか.'],
      examples: [
        {japanese: '写真を撮ってもいいですか。', english: 'May I take a photo?'},
        {japanese: 'ここで食べてはいけません。', english: 'You must not eat here.'},
      ],
    },
    {
      title: 'Joining actions with the te-form',
      notes: ['Actions in sequence: 起きて、シャワーを浴びます. The tense is set by the last verb.'],
      examples: [{japanese: '図書館に行って、勉強しました。', english: 'I went to the library and studied.'}],
    },
    {
      title: 'Reasons with から',
      notes: ['Sentence + から gives the reason for what follows.'],
      examples: [{japanese: '忙しいですから、行きません。', english: 'I’m busy, so I won’t go.'}],
    },
    {
      title: 'Offering: ～ましょうか',
      notes: ['Verb stem + ましょうか also offers help: "shall I…?".'],
      examples: [{japanese: '窓を開けましょうか。', english: 'Shall I open the window?'}],
    },
  ],
  7: [
    {
      title: '～ている for actions in progress',
      notes: ['Te-form + いる describes what someone is doing right now, or does as a habit or job.'],
      examples: [{japanese: '妹は今テレビを見ています。', english: 'My younger sister is watching TV now.'}],
    },
    {
      title: '～ている for results',
      notes: ['With change verbs (結婚する, 住む, 知る, 太る) ている describes the state after the change.'],
      examples: [{japanese: '姉は結婚しています。', english: 'My older sister is married.'}],
    },
    {
      title: 'Describing people: X は Y が adjective',
      notes: ['The topic is the person; が marks the feature: 髪が長い (long hair), 背が高い (tall).'],
      examples: [{japanese: '父は背が高いです。', english: 'My father is tall.'}],
    },
    {
      title: 'Joining adjectives and nouns',
      notes: ['い-adjectives: 安くて. な-adjectives and nouns: 静かで, 学生で.'],
      examples: [{japanese: 'このアパートは広くて、きれいです。', english: 'This apartment is spacious and clean.'}],
    },
    {
      title: 'Going somewhere to do something',
      notes: ['Verb stem + に + 行く/来る/帰る: the purpose of the trip.'],
      examples: [{japanese: '町に買い物に行きます。', english: 'I’ll go to town to shop.'}],
    },
  ],
  8: [
    {
      title: 'Short forms (present)',
      notes: [
        'The plain dictionary form and its negative: ru-verbs 食べない, u-verbs change u to a + ない (飲まない, 行かない, but 買う → 買わない), する → しない, くる → こない, ある → ない.',
        'Adjectives: 高い/高くない, 静かだ/静かじゃない. Nouns: 学生だ/学生じゃない.',
      ],
      examples: [{japanese: 'あした、学校に行かない。', english: 'I’m not going to school tomorrow. (casual)'}],
    },
    {
      title: 'Casual speech',
      notes: [
        'Among friends and family, short forms end the sentence. だ after nouns and な-adjectives is often dropped in questions.',
      ],
      examples: [{japanese: '今、ひま？', english: 'Are you free now?'}],
    },
    {
      title: '～と思います and ～と言っていました',
      notes: ['Short form + と思います: I think that… Short form + と言っていました: (someone) said that…'],
      examples: [
        {japanese: 'あしたは雨が降ると思います。', english: 'I think it will rain tomorrow.'},
        {japanese: '先生は忙しいと言っていました。', english: 'The teacher said she is busy.'},
      ],
    },
    {
      title: '～ないでください',
      notes: ['Negative short form + でください: please don’t.'],
      examples: [{japanese: 'ここで写真を撮らないでください。', english: 'Please don’t take photos here.'}],
    },
    {
      title: 'Verb + のが好き / 上手',
      notes: ['の turns a verb phrase into a noun so it can be liked, disliked, done well or badly.'],
      examples: [{japanese: '料理を作るのが好きです。', english: 'I like cooking.'}],
    },
    {
      title: 'が for the subject, 何か and 何も',
      notes: [
        'が marks who does something in questions and answers about "who". 何か: something; 何も + negative: nothing.',
      ],
      examples: [
        {japanese: 'だれが来ますか。', english: 'Who is coming?'},
        {japanese: '何も食べませんでした。', english: 'I didn’t eat anything.'},
      ],
    },
  ],
  9: [
    {
      title: 'Short forms (past)',
      notes: [
        'Past: take the te-form and change て/で to た/だ (食べた, 飲んだ). Negative past: ない → なかった.',
        'Adjectives: 高かった, 静かだった; nouns: 学生だった.',
      ],
      examples: [{japanese: 'きのう、映画を見た。', english: 'I saw a movie yesterday. (casual)'}],
    },
    {
      title: 'Past short forms in quotes',
      notes: ['と思います and と言っていました take past short forms too.'],
      examples: [{japanese: 'テストは難しかったと思います。', english: 'I think the test was hard.'}],
    },
    {
      title: 'Describing nouns with verbs',
      notes: [
        'A short-form verb phrase placed before a noun describes it: めがねをかけている人 (the person wearing glasses).',
      ],
      examples: [
        {japanese: 'あそこで本を読んでいる人はだれですか。', english: 'Who is the person reading a book over there?'},
      ],
    },
    {
      title: 'まだ～ていません',
      notes: ['Not yet: まだ + te-form + いません. もう + past: already.'],
      examples: [{japanese: 'まだ宿題をしていません。', english: 'I haven’t done the homework yet.'}],
    },
    {
      title: '～から for reasons, and the つ counter',
      notes: [
        'Short form + から gives a reason in casual speech. ひとつ, ふたつ … とお count things without a specific counter.',
      ],
      examples: [{japanese: 'りんごを三つください。', english: 'Three apples, please.'}],
    },
  ],
  10: [
    {
      title: 'Comparing two things',
      notes: ['A のほうが B より adjective: A is more … than B. Ask with A と B とどちらが…？'],
      examples: [{japanese: '電車のほうがバスより速いです。', english: 'The train is faster than the bus.'}],
    },
    {
      title: 'The most in a group',
      notes: ['(group の中で) X が一番 adjective: X is the most … Ask with 何/どこ/だれ が一番…？'],
      examples: [{japanese: '季節の中で秋が一番好きです。', english: 'Of the seasons I like autumn best.'}],
    },
    {
      title: 'Adjective/noun + の (one)',
      notes: ['の after an adjective stands for a noun already mentioned: 安いの (a cheap one).'],
      examples: [{japanese: 'もっと大きいのはありますか。', english: 'Do you have a bigger one?'}],
    },
    {
      title: '～つもりです',
      notes: ['Dictionary form + つもりです: I intend to. Negative: ないつもりです.'],
      examples: [
        {japanese: '冬休みに北海道に行くつもりです。', english: 'I plan to go to Hokkaido over the winter break.'},
      ],
    },
    {
      title: 'Adjective + なる',
      notes: ['Become: 寒くなる, 元気になる, 先生になる.'],
      examples: [{japanese: '日本語が上手になりました。', english: 'My Japanese has got better.'}],
    },
    {
      title: 'どこかに / どこにも, and で for means',
      notes: ['どこか: somewhere; どこにも + negative: nowhere. で marks how you go or do something: バスで.'],
      examples: [
        {japanese: '週末、どこにも行きませんでした。', english: 'I didn’t go anywhere on the weekend.'},
        {japanese: '新幹線で大阪に行きます。', english: 'I’ll go to Osaka by bullet train.'},
      ],
    },
  ],
  11: [
    {
      title: '～たい',
      notes: [
        'Verb stem + たい: want to. It conjugates like an い-adjective (行きたくない, 行きたかった). For others, use たがっている.',
      ],
      examples: [{japanese: '日本に行きたいです。', english: 'I want to go to Japan.'}],
    },
    {
      title: '～たり～たりする',
      notes: ['Lists example activities, not all of them: past short form + り, twice, then する.'],
      examples: [
        {
          japanese: '週末は掃除をしたり、洗濯をしたりしました。',
          english: 'On the weekend I did things like cleaning and laundry.',
        },
      ],
    },
    {
      title: '～ことがある',
      notes: ['Past short form + ことがある: have done at some point. ことがない: have never.'],
      examples: [{japanese: '富士山に登ったことがあります。', english: 'I have climbed Mount Fuji.'}],
    },
    {
      title: 'Noun A や noun B',
      notes: ['A や B lists examples: A, B and so on.'],
      examples: [{japanese: 'すしや天ぷらが好きです。', english: 'I like things like sushi and tempura.'}],
    },
  ],
  12: [
    {
      title: '～んです',
      notes: [
        'Short form + んです explains a situation or asks for an explanation. Nouns and な-adjectives take な: 病気なんです.',
      ],
      examples: [
        {japanese: 'どうしたんですか。', english: 'What’s the matter?'},
        {japanese: '頭が痛いんです。', english: 'It’s that I have a headache.'},
      ],
    },
    {
      title: '～すぎる',
      notes: ['Verb stem or adjective stem + すぎる: too much. 食べすぎる, 高すぎる, 静かすぎる.'],
      examples: [{japanese: 'きのう、飲みすぎました。', english: 'I drank too much yesterday.'}],
    },
    {
      title: '～ほうがいいです',
      notes: ['Advice: past short form + ほうがいい (you had better); negative: ないほうがいい.'],
      examples: [{japanese: '薬を飲んだほうがいいですよ。', english: 'You’d better take some medicine.'}],
    },
    {
      title: '～ので',
      notes: [
        'Gives a reason like から but sounds softer and more objective. Nouns and な-adjectives take な: 学生なので.',
      ],
      examples: [{japanese: '熱があるので、休みます。', english: 'I have a fever, so I’ll take the day off.'}],
    },
    {
      title: '～なければいけません',
      notes: ['Must: ない → なければいけません (or ならない). Casual: なきゃ.'],
      examples: [{japanese: 'あした、早く起きなければいけません。', english: 'I have to get up early tomorrow.'}],
    },
    {
      title: '～でしょう',
      notes: ['Probably: short form + でしょう. With a rising tone it checks the listener agrees.'],
      examples: [{japanese: 'あしたは晴れるでしょう。', english: 'It will probably be sunny tomorrow.'}],
    },
  ],
  13: [
    {
      title: 'Potential verbs',
      notes: [
        'Ru-verbs: る → られる (食べられる). U-verbs: u → e + る (書ける). する → できる, くる → こられる.',
        'The thing you can do is usually marked with が.',
      ],
      examples: [{japanese: '漢字が読めます。', english: 'I can read kanji.'}],
    },
    {
      title: '～し',
      notes: ['Short form + し lists reasons, implying there are more.'],
      examples: [
        {
          japanese: 'この店は安いし、おいしいし、よく来ます。',
          english: 'This place is cheap and tasty, so I come often.',
        },
      ],
    },
    {
      title: '～そうです (looks like)',
      notes: ['Adjective stem + そう: it looks … (おいしそう, 元気そう). いい → よさそう.'],
      examples: [{japanese: 'このケーキはおいしそうですね。', english: 'This cake looks delicious.'}],
    },
    {
      title: '～てみる',
      notes: ['Te-form + みる: try doing something and see.'],
      examples: [{japanese: '着物を着てみたいです。', english: 'I’d like to try wearing a kimono.'}],
    },
    {
      title: 'なら, and frequency',
      notes: ['Noun + なら: as for X (picking one thing out). 一週間に三回: three times a week.'],
      examples: [
        {japanese: '日本料理なら、すしが好きです。', english: 'If we’re talking Japanese food, I like sushi.'},
      ],
    },
  ],
  14: [
    {
      title: 'ほしい',
      notes: ['X がほしい: I want (a thing). An い-adjective; for others use ほしがっている.'],
      examples: [{japanese: '新しいパソコンがほしいです。', english: 'I want a new computer.'}],
    },
    {
      title: '～かもしれません',
      notes: ['Short form + かもしれません: may, might. Nouns and な-adjectives attach directly.'],
      examples: [{japanese: 'あした雪が降るかもしれません。', english: 'It might snow tomorrow.'}],
    },
    {
      title: 'あげる・くれる・もらう',
      notes: [
        'あげる: give (away from me). くれる: give to me or my side. もらう: receive (from someone, marked with に or から).',
      ],
      examples: [
        {japanese: '友だちがわたしに本をくれました。', english: 'A friend gave me a book.'},
        {japanese: '母に時計をもらいました。', english: 'I got a watch from my mother.'},
      ],
    },
    {
      title: '～たらどうですか',
      notes: ['Past short form + らどうですか: why don’t you…? (a suggestion).'],
      examples: [{japanese: '先生に聞いたらどうですか。', english: 'Why don’t you ask the teacher?'}],
    },
    {
      title: 'Number + も / しか',
      notes: ['Number + も: as many as (more than expected). しか + negative: only (fewer than expected).'],
      examples: [
        {japanese: '三時間も待ちました。', english: 'I waited as long as three hours.'},
        {japanese: '千円しかありません。', english: 'I only have a thousand yen.'},
      ],
    },
  ],
  15: [
    {
      title: 'The volitional form',
      notes: [
        'Ru-verbs: る → よう (食べよう). U-verbs: u → o + う (行こう). する → しよう, くる → こよう. Casual "let’s…".',
      ],
      examples: [{japanese: 'いっしょに帰ろう。', english: 'Let’s go home together.'}],
    },
    {
      title: 'Volitional + と思っています',
      notes: ['I’m thinking of doing; a plan you have been considering.'],
      examples: [
        {
          japanese: '夏休みに長野に行こうと思っています。',
          english: 'I’m thinking of going to Nagano in the summer holidays.',
        },
      ],
    },
    {
      title: '～ておく',
      notes: ['Te-form + おく: do something in advance, or leave something as it is.'],
      examples: [{japanese: 'ホテルを予約しておきます。', english: 'I’ll book the hotel in advance.'}],
    },
    {
      title: 'Sentences that describe nouns',
      notes: ['A whole clause in short form goes before the noun it describes; its subject takes が (or の).'],
      examples: [{japanese: 'これは母が作ったセーターです。', english: 'This is a sweater my mother made.'}],
    },
  ],
  16: [
    {
      title: '～てあげる・てくれる・てもらう',
      notes: [
        'The giving verbs after a te-form: doing a favour for someone, someone doing one for me, having someone do one.',
      ],
      examples: [{japanese: '友だちが宿題を手伝ってくれました。', english: 'A friend helped me with my homework.'}],
    },
    {
      title: '～ていただけませんか',
      notes: ['A very polite request: could you please…?'],
      examples: [
        {japanese: '推薦状を書いていただけませんか。', english: 'Could you possibly write me a recommendation?'},
      ],
    },
    {
      title: '～といい',
      notes: ['Dictionary form + といいですね: I hope (for you). といいんですが: I hope (for me).'],
      examples: [{japanese: 'いい天気だといいですね。', english: 'I hope the weather is nice.'}],
    },
    {
      title: '～時 (when)',
      notes: [
        'Short form + 時: when. A present form means the main event comes first or at the same time; a past form means it comes after.',
      ],
      examples: [
        {japanese: '日本に行く時、かばんを買いました。', english: 'I bought a bag when (before) I went to Japan.'},
      ],
    },
    {
      title: '～てすみませんでした',
      notes: ['Te-form + すみませんでした apologises for something you did.'],
      examples: [{japanese: '遅くなってすみませんでした。', english: 'Sorry I was late.'}],
    },
  ],
  17: [
    {
      title: '～そうです (I hear)',
      notes: ['Short form + そうです passes on hearsay. Compare stem + そう (looks like) from chapter 13.'],
      examples: [
        {
          japanese: '天気予報によると、あしたは雨だそうです。',
          english: 'According to the forecast, it will rain tomorrow.',
        },
      ],
    },
    {
      title: '～って',
      notes: ['A casual quotation marker, standing for と or という or そうです.'],
      examples: [{japanese: 'あしたは休みだって。', english: 'They say tomorrow is a day off.'}],
    },
    {
      title: '～たら',
      notes: ['Past short form + ら: if, or when (once something has happened).'],
      examples: [{japanese: '駅に着いたら、電話してください。', english: 'Call me when you get to the station.'}],
    },
    {
      title: '～なくてもいいです',
      notes: ['Negative + くてもいい: you don’t have to.'],
      examples: [{japanese: 'あしたは来なくてもいいです。', english: 'You don’t have to come tomorrow.'}],
    },
    {
      title: '～みたいです',
      notes: ['Looks like, seems like; after nouns it also means "just like".'],
      examples: [{japanese: '彼は風邪をひいたみたいです。', english: 'It seems he has caught a cold.'}],
    },
    {
      title: '～前に and ～てから',
      notes: ['Dictionary form + 前に: before doing. Te-form + から: after doing.'],
      examples: [{japanese: '寝る前に歯をみがきます。', english: 'I brush my teeth before going to bed.'}],
    },
  ],
  18: [
    {
      title: 'Transitive and intransitive pairs',
      notes: [
        'Many verbs come in pairs: 開ける (open something, with を) and 開く (something opens, with が). Likewise 消す/消える, 入れる/入る.',
      ],
      examples: [
        {japanese: 'ドアを開けました。', english: 'I opened the door.'},
        {japanese: 'ドアが開きました。', english: 'The door opened.'},
      ],
    },
    {
      title: '～ている with intransitive verbs, and ～てある',
      notes: [
        'Intransitive + ている: the result state (電気がついている). Transitive + てある: something was done on purpose and stays so.',
      ],
      examples: [{japanese: '窓が開いています。', english: 'The window is open.'}],
    },
    {
      title: '～てしまう',
      notes: ['Te-form + しまう: do completely, or do something regrettable. Casual: ～ちゃう.'],
      examples: [
        {japanese: '電車に傘を忘れてしまいました。', english: 'I (unfortunately) left my umbrella on the train.'},
      ],
    },
    {
      title: '～と (whenever)',
      notes: ['Dictionary form + と: whenever A, B happens (a natural consequence).'],
      examples: [{japanese: '春になると、桜が咲きます。', english: 'When spring comes, the cherry trees bloom.'}],
    },
    {
      title: '～ながら',
      notes: ['Verb stem + ながら: while doing (two actions by one person).'],
      examples: [{japanese: '音楽を聞きながら勉強します。', english: 'I study while listening to music.'}],
    },
    {
      title: '～ばよかったです',
      notes: ['Conditional ば form + よかった: I wish I had… (regret).'],
      examples: [{japanese: 'もっと勉強すればよかったです。', english: 'I should have studied more.'}],
    },
  ],
  19: [
    {
      title: 'Honorific verbs',
      notes: [
        'Special verbs raise the person who acts: いらっしゃる (be, go, come), 召し上がる (eat, drink), おっしゃる (say), ご覧になる (see), なさる (do).',
        'Other verbs: お + stem + になる (お読みになる).',
      ],
      examples: [{japanese: '先生はもうお帰りになりました。', english: 'The professor has already gone home.'}],
    },
    {
      title: 'Respectful requests: お～ください',
      notes: ['お + stem + ください is a respectful "please do".'],
      examples: [{japanese: 'こちらでお待ちください。', english: 'Please wait here.'}],
    },
    {
      title: '～てくれてありがとう',
      notes: ['Thanks for what someone did: te-form + くれてありがとう, or いただいてありがとうございました.'],
      examples: [{japanese: '手伝ってくれてありがとう。', english: 'Thanks for helping me.'}],
    },
    {
      title: '～てよかったです',
      notes: ['I’m glad that… (something happened).'],
      examples: [{japanese: '日本に来てよかったです。', english: 'I’m glad I came to Japan.'}],
    },
    {
      title: '～はずです',
      notes: ['Short form + はずです: it is supposed to be so, I expect. Nouns take の: 休みのはず.'],
      examples: [{japanese: '会議は三時に終わるはずです。', english: 'The meeting should end at three.'}],
    },
  ],
  20: [
    {
      title: 'Extra-modest expressions',
      notes: [
        'Humble verbs lower yourself: まいる (go, come), おる (be), いただく (eat, receive), 申す (say), いたす (do), ござる (polite "there is").',
      ],
      examples: [{japanese: '田中と申します。', english: 'My name is Tanaka.'}],
    },
    {
      title: 'Humble expressions: お～する',
      notes: ['お + stem + する: humbly doing something for someone else.'],
      examples: [{japanese: 'お荷物をお持ちします。', english: 'Let me carry your bags.'}],
    },
    {
      title: '～ないで',
      notes: ['Negative + で: without doing, or instead of doing.'],
      examples: [
        {japanese: '朝ご飯を食べないで学校に来ました。', english: 'I came to school without eating breakfast.'},
      ],
    },
    {
      title: 'Questions inside sentences',
      notes: ['A question in short form + か (or かどうか for yes/no) becomes part of a bigger sentence.'],
      examples: [{japanese: '何時に始まるか分かりません。', english: 'I don’t know what time it starts.'}],
    },
    {
      title: 'Name という item',
      notes: ['Names something the listener may not know: X という Y.'],
      examples: [{japanese: '「トトロ」という映画を見ました。', english: 'I saw a film called "Totoro".'}],
    },
    {
      title: '～やすい and ～にくい',
      notes: ['Verb stem + やすい: easy to do; + にくい: hard to do.'],
      examples: [{japanese: 'このペンは書きやすいです。', english: 'This pen is easy to write with.'}],
    },
  ],
};
