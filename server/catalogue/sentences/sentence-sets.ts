// Sentence practice sets: a handful of sentences of our own per grammar point. Each sentence is written
// [japanese, reading in kana, english]; the reading keeps particles as written (は, へ, を).
import {textbookOfChapter, type SentenceSet} from '../../../schema/catalogue.ts';
import {chapterKeyPrefix} from '../modules/keys.ts';

type SentenceRow = [japanese: string, reading: string, english: string];

function sentenceSet(chapter: number, slug: string, title: string, grammarPoint: string, rows: SentenceRow[]): SentenceSet & {chapter: number} {
  return {
    chapter,
    id: `${chapterKeyPrefix(textbookOfChapter(chapter), chapter)}_sentences-${slug}`,
    title,
    grammar_point: grammarPoint,
    sentences: rows.map(([japanese, reading, english]) => ({japanese, reading, english})),
  };
}

export const SENTENCE_SETS: (SentenceSet & {chapter: number})[] = [
  sentenceSet(1, 'x-wa-y-desu', 'Sentences: X は Y です', 'X は Y です', [
    ['わたしは学生です。', 'わたしはがくせいです。', 'I am a student.'],
    ['メアリーさんはアメリカ人です。', 'メアリーさんはアメリカじんです。', 'Mary is American.'],
    ['たけしさんは日本人です。', 'たけしさんはにほんじんです。', 'Takeshi is Japanese.'],
    ['専攻は日本語です。', 'せんこうはにほんごです。', 'My major is Japanese.'],
    ['わたしは二年生です。', 'わたしはにねんせいです。', 'I am a second-year student.'],
  ]),
  sentenceSet(1, 'questions-ka', 'Sentences: questions with か', 'Questions with か', [
    ['学生ですか。', 'がくせいですか。', 'Are you a student?'],
    ['専攻は何ですか。', 'せんこうはなんですか。', 'What is your major?'],
    ['今何時ですか。', 'いまなんじですか。', 'What time is it now?'],
    ['何年生ですか。', 'なんねんせいですか。', 'What year are you in?'],
    ['日本人ですか。', 'にほんじんですか。', 'Are you Japanese?'],
  ]),
  sentenceSet(1, 'no-particle', 'Sentences: nouns joined by の', 'Noun の noun', [
    ['わたしの電話番号です。', 'わたしのでんわばんごうです。', 'It is my phone number.'],
    ['日本語の学生です。', 'にほんごのがくせいです。', 'I am a student of Japanese.'],
    ['東京大学の学生です。', 'とうきょうだいがくのがくせいです。', 'I am a student at the University of Tokyo.'],
    ['たけしさんのお母さんです。', 'たけしさんのおかあさんです。', 'She is Takeshi’s mother.'],
  ]),
  sentenceSet(2, 'kore-sore-are', 'Sentences: これ, それ, あれ', 'これ・それ・あれ・どれ and この・その・あの', [
    ['これは本です。', 'これはほんです。', 'This is a book.'],
    ['それはいくらですか。', 'それはいくらですか。', 'How much is that?'],
    ['あれはだれのかさですか。', 'あれはだれのかさですか。', 'Whose umbrella is that over there?'],
    ['この時計は三千円です。', 'このとけいはさんぜんえんです。', 'This watch is three thousand yen.'],
    ['トイレはどこですか。', 'トイレはどこですか。', 'Where is the toilet?'],
  ]),
  sentenceSet(2, 'mo-janai', 'Sentences: も and じゃないです', 'Noun も and noun じゃないです', [
    ['わたしもアメリカ人です。', 'わたしもアメリカじんです。', 'I am American too.'],
    ['これはわたしのかさじゃないです。', 'これはわたしのかさじゃないです。', 'This is not my umbrella.'],
    ['たけしさんは学生じゃないです。', 'たけしさんはがくせいじゃないです。', 'Takeshi is not a student.'],
    ['この本も三百円です。', 'このほんもさんびゃくえんです。', 'This book is three hundred yen too.'],
  ]),
  sentenceSet(2, 'ne-yo', 'Sentences: ね and よ', 'Sentence-final ね and よ', [
    ['それは日本の時計ですよ。', 'それはにほんのとけいですよ。', 'That is a Japanese watch, you know.'],
    ['メアリーさんはアメリカ人ですね。', 'メアリーさんはアメリカじんですね。', 'You are American, Mary, right?'],
    ['これは肉じゃないですよ。', 'これはにくじゃないですよ。', 'This is not meat, just so you know.'],
    ['そうですね。', 'そうですね。', 'That is right, isn’t it.'],
  ]),
  sentenceSet(3, 'masu-verbs', 'Sentences: verbs in ～ます', 'Polite present verbs', [
    ['わたしはテレビを見ます。', 'わたしはテレビをみます。', 'I watch TV.'],
    ['毎日コーヒーを飲みます。', 'まいにちコーヒーをのみます。', 'I drink coffee every day.'],
    ['週末は勉強しません。', 'しゅうまつはべんきょうしません。', 'I do not study on weekends.'],
    ['あした学校に行きます。', 'あしたがっこうにいきます。', 'I will go to school tomorrow.'],
  ]),
  sentenceSet(3, 'place-time-particles', 'Sentences: を, で, に and へ', 'Particles を, で, に and へ', [
    ['図書館で本を読みます。', 'としょかんでほんをよみます。', 'I read books at the library.'],
    ['七時にうちに帰ります。', 'しちじにうちにかえります。', 'I go home at seven.'],
    ['土曜日にテニスをします。', 'どようびにテニスをします。', 'I play tennis on Saturday.'],
    ['カフェでコーヒーを飲みます。', 'カフェでコーヒーをのみます。', 'I drink coffee at a café.'],
    ['日曜日に京都へ行きます。', 'にちようびにきょうとへいきます。', 'I will go to Kyoto on Sunday.'],
  ]),
  sentenceSet(3, 'invitations', 'Sentences: invitations with ～ませんか', 'Verb ～ませんか', [
    ['映画を見ませんか。', 'えいがをみませんか。', 'Would you like to see a movie?'],
    ['いいですね。', 'いいですね。', 'That sounds good.'],
    ['今晩、晩ご飯を食べませんか。', 'こんばん、ばんごはんをたべませんか。', 'Would you like to have dinner tonight?'],
    ['いっしょにテニスをしませんか。', 'いっしょにテニスをしませんか。', 'Shall we play tennis together?'],
  ]),
  sentenceSet(4, 'arimasu-imasu', 'Sentences: あります and います', 'Existence: あります and います', [
    ['公園に犬がいます。', 'こうえんにいぬがいます。', 'There is a dog in the park.'],
    ['机の上に本があります。', 'つくえのうえにほんがあります。', 'There is a book on the desk.'],
    ['あした、テストがあります。', 'あした、テストがあります。', 'I have a test tomorrow.'],
    ['日本に友だちがいます。', 'にほんにともだちがいます。', 'I have friends in Japan.'],
  ]),
  sentenceSet(4, 'polite-past', 'Sentences: the polite past', 'Past tense of verbs and です', [
    ['きのう、映画を見ました。', 'きのう、えいがをみました。', 'I saw a movie yesterday.'],
    ['先週、京都に行きました。', 'せんしゅう、きょうとにいきました。', 'I went to Kyoto last week.'],
    ['朝ご飯を食べませんでした。', 'あさごはんをたべませんでした。', 'I did not eat breakfast.'],
    ['きのうは日曜日でした。', 'きのうはにちようびでした。', 'Yesterday was Sunday.'],
  ]),
  sentenceSet(4, 'location-words', 'Sentences: where things are', 'Location words: 上, 下, 前, となり …', [
    ['銀行は図書館のとなりです。', 'ぎんこうはとしょかんのとなりです。', 'The bank is next to the library.'],
    ['かばんは机の下にあります。', 'かばんはつくえのしたにあります。', 'The bag is under the desk.'],
    ['郵便局は駅の前です。', 'ゆうびんきょくはえきのまえです。', 'The post office is in front of the station.'],
    ['猫はいすの後ろにいます。', 'ねこはいすのうしろにいます。', 'The cat is behind the chair.'],
  ]),
  sentenceSet(5, 'adjectives-present', 'Sentences: adjectives', 'い- and な-adjectives, present', [
    ['この町は静かです。', 'このまちはしずかです。', 'This town is quiet.'],
    ['天気がいいです。', 'てんきがいいです。', 'The weather is nice.'],
    ['今日は暑くないです。', 'きょうはあつくないです。', 'It is not hot today.'],
    ['日本語の宿題はやさしいです。', 'にほんごのしゅくだいはやさしいです。', 'The Japanese homework is easy.'],
  ]),
  sentenceSet(5, 'adjectives-past', 'Sentences: adjectives in the past', 'い- and な-adjectives, past', [
    ['旅行は楽しかったです。', 'りょこうはたのしかったです。', 'The trip was fun.'],
    ['海はきれいでした。', 'うみはきれいでした。', 'The sea was beautiful.'],
    ['テストは難しくなかったです。', 'テストはむずかしくなかったです。', 'The test was not difficult.'],
    ['ホテルは高かったです。', 'ホテルはたかかったです。', 'The hotel was expensive.'],
  ]),
  sentenceSet(5, 'suki-mashou', 'Sentences: likes and suggestions', '好き・きらい and ～ましょう', [
    ['わたしは魚が好きです。', 'わたしはさかながすきです。', 'I like fish.'],
    ['野菜がきらいです。', 'やさいがきらいです。', 'I do not like vegetables.'],
    ['いっしょに写真を撮りましょう。', 'いっしょにしゃしんをとりましょう。', 'Let’s take a photo together.'],
    ['海で泳ぎましょう。', 'うみでおよぎましょう。', 'Let’s swim in the sea.'],
  ]),
  sentenceSet(6, 'te-kudasai', 'Sentences: requests with ～てください', 'Te-form ＋ ください', [
    ['窓を開けてください。', 'まどをあけてください。', 'Please open the window.'],
    ['教科書を見てください。', 'きょうかしょをみてください。', 'Please look at the textbook.'],
    ['ゆっくり話してください。', 'ゆっくりはなしてください。', 'Please speak slowly.'],
    ['ちょっと待ってください。', 'ちょっとまってください。', 'Please wait a moment.'],
  ]),
  sentenceSet(6, 'permission', 'Sentences: may I? must not', '～てもいいです and ～てはいけません', [
    ['写真を撮ってもいいですか。', 'しゃしんをとってもいいですか。', 'May I take a photo?'],
    ['ここでたばこを吸ってはいけません。', 'ここでたばこをすってはいけません。', 'You must not smoke here.'],
    ['トイレに行ってもいいですか。', 'トイレにいってもいいですか。', 'May I go to the toilet?'],
    ['テストの時、教科書を見てはいけません。', 'テストのとき、きょうかしょをみてはいけません。', 'You must not look at the textbook during the test.'],
  ]),
  sentenceSet(6, 'te-sequence-kara', 'Sentences: one thing after another', 'Te-form for sequences, and ～から', [
    ['朝起きて、シャワーを浴びます。', 'あさおきて、シャワーをあびます。', 'I get up in the morning and take a shower.'],
    ['図書館に行って、勉強します。', 'としょかんにいって、べんきょうします。', 'I go to the library and study.'],
    ['今日は忙しいですから、パーティーに行きません。', 'きょうはいそがしいですから、パーティーにいきません。', 'I am busy today, so I will not go to the party.'],
    ['うちに帰って、晩ご飯を作ります。', 'うちにかえって、ばんごはんをつくります。', 'I go home and cook dinner.'],
  ]),
  sentenceSet(7, 'te-iru', 'Sentences: ～ている', 'Te-form ＋ いる: ongoing actions and states', [
    ['妹は今テレビを見ています。', 'いもうとはいまテレビをみています。', 'My younger sister is watching TV now.'],
    ['父は銀行で働いています。', 'ちちはぎんこうではたらいています。', 'My father works at a bank.'],
    ['姉は結婚しています。', 'あねはけっこんしています。', 'My older sister is married.'],
    ['兄は東京に住んでいます。', 'あにはとうきょうにすんでいます。', 'My older brother lives in Tokyo.'],
  ]),
  sentenceSet(8, 'to-omoimasu', 'Sentences: I think that…', 'Short form ＋ と思います', [
    ['あしたは雨が降ると思います。', 'あしたはあめがふるとおもいます。', 'I think it will rain tomorrow.'],
    ['たけしさんは来ないと思います。', 'たけしさんはこないとおもいます。', 'I don’t think Takeshi will come.'],
    ['この店は高いと思います。', 'このみせはたかいとおもいます。', 'I think this shop is expensive.'],
    ['メアリーさんは料理が上手だと思います。', 'メアリーさんはりょうりがじょうずだとおもいます。', 'I think Mary is good at cooking.'],
  ]),
];
