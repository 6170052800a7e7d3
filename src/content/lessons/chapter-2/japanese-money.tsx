import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';
import {PractiseWords} from '../../../components/lesson/PractiseWords.tsx';

type Denomination = {amount: string; reading: string; form: 'coin' | 'note'; note?: string};

const DENOMINATIONS: Denomination[] = [
  {amount: '1円', reading: 'いちえん', form: 'coin', note: 'light aluminium'},
  {amount: '5円', reading: 'ごえん', form: 'coin', note: 'gold-coloured, with a hole'},
  {amount: '10円', reading: 'じゅうえん', form: 'coin'},
  {amount: '50円', reading: 'ごじゅうえん', form: 'coin', note: 'silver-coloured, with a hole'},
  {amount: '100円', reading: 'ひゃくえん', form: 'coin'},
  {amount: '500円', reading: 'ごひゃくえん', form: 'coin', note: 'the largest coin'},
  {amount: '1,000円', reading: 'せんえん', form: 'note'},
  {amount: '2,000円', reading: 'にせんえん', form: 'note', note: 'exists, but you will rarely see one'},
  {amount: '5,000円', reading: 'ごせんえん', form: 'note'},
  {amount: '10,000円', reading: 'いちまんえん', form: 'note'},
];

type ShopLine = {speaker: string; japanese: string; english: string};

const AT_THE_SHOP: ShopLine[] = [
  {speaker: 'Shop assistant', japanese: 'いらっしゃいませ。', english: 'Welcome!'},
  {
    speaker: 'Customer',
    japanese: 'すみません。このとけいはいくらですか。',
    english: 'Excuse me, how much is this watch?',
  },
  {speaker: 'Shop assistant', japanese: 'それはさんぜんきゅうひゃくえんです。', english: 'That one is 3,900 yen.'},
  {
    speaker: 'Customer',
    japanese: 'じゃあ、あのかさはいくらですか。',
    english: 'Then how much is that umbrella over there?',
  },
  {speaker: 'Shop assistant', japanese: 'あれはせんにひゃくえんです。', english: 'That one is 1,200 yen.'},
  {
    speaker: 'Customer',
    japanese: 'じゃあ、あのかさをください。',
    english: 'Well then, I’ll take that umbrella, please.',
  },
  {speaker: 'Shop assistant', japanese: 'ありがとうございます。', english: 'Thank you very much.'},
];

/** Chapter 2: yen, coins and notes, asking for prices and buying things. */
export default function JapaneseMoneyLesson() {
  return (
    <>
      <section>
        <h2>
          The yen: <span lang="ja">円</span>
        </h2>
        <p>
          Japan’s currency is the <Ruby word="円" reading="えん" />. In English it is called the yen, but Japanese
          people say <span lang="ja">えん</span>, without the y-sound at the start. Prices are written with the number
          first and <span lang="ja">円</span> after it, as in <span lang="ja">500円</span>, or with the ¥ sign in front:
          ¥500.
        </p>
        <p>
          To say an amount, read the number and add <span lang="ja">えん</span>: <span lang="ja">300円</span> is{' '}
          <span lang="ja">さんびゃくえん</span>,<span lang="ja">8,000円</span> is <span lang="ja">はっせんえん</span>.
          All the sound changes from the big-numbers lesson apply here.
        </p>
        <Callout tone="warning" title="Four yen">
          <p>
            One small surprise: <span lang="ja">4円</span> is <span lang="ja">よえん</span>, not{' '}
            <span lang="ja">よんえん</span>. (<span lang="ja">40円</span> and <span lang="ja">400円</span> are regular:{' '}
            <span lang="ja">よんじゅうえん</span>, <span lang="ja">よんひゃくえん</span>.)
          </p>
        </Callout>
      </section>

      <section>
        <h2>Coins and notes</h2>
        <p>Cash is still widely used in Japan, so you will handle all of these. There are six coins and four notes.</p>
        <LessonTable
          caption="Japanese coins and notes"
          columns={[
            {header: 'Amount', cell: ({amount}) => amount, lang: 'ja'},
            {header: 'Reading', cell: ({reading}) => reading, lang: 'ja'},
            {header: 'Coin or note', cell: ({form}) => form},
            {header: 'Good to know', cell: ({note}) => note ?? ''},
          ]}
          rows={DENOMINATIONS}
          rowKey={({amount}) => amount}
        />
        <p>
          People usually name a coin by its value plus <span lang="ja">だま</span>:{' '}
          <span lang="ja">ひゃくえんだま</span> is a 100-yen coin. A note is <span lang="ja">おさつ</span>, and a
          1,000-yen note is <span lang="ja">せんえんさつ</span>. In <span lang="ja">ひゃくえんショップ</span>, shops
          where most things cost 100 yen plus tax, you can practise all of this cheaply.
        </p>
      </section>

      <section>
        <h2>
          Asking the price: <span lang="ja">いくらですか</span>
        </h2>
        <p>
          <span lang="ja">いくら</span> means “how much”. Point at the thing with <span lang="ja">これ</span>,{' '}
          <span lang="ja">それ</span> or <span lang="ja">あれ</span>, or name it with <span lang="ja">この</span>,{' '}
          <span lang="ja">その</span> or <span lang="ja">あの</span> plus a noun, and ask:
        </p>
        <Example japanese="これはいくらですか。" english="How much is this?" />
        <Example japanese="そのシャツはいくらですか。" english="How much is that shirt (near you)?" />
        <Example japanese="あのかばんはいくらですか。" english="How much is that bag over there?" />
        <p>
          The answer replaces <span lang="ja">いくら</span> with a price. The thing itself is often left out once it is
          clear:
        </p>
        <Example japanese="それはにせんえんです。" english="That one is 2,000 yen." />
        <Example japanese="ろっぴゃくえんです。" english="It’s 600 yen." />
      </section>

      <section>
        <h2>
          Buying: <span lang="ja">〜をください</span> and <span lang="ja">〜をおねがいします</span>
        </h2>
        <p>
          To say what you want, put the thing before <span lang="ja">を</span> and finish with{' '}
          <span lang="ja">ください</span> (“please give me”). It is polite and perfectly normal in shops.
        </p>
        <Example japanese="これをください。" english="This one, please." />
        <Example japanese="じゃあ、そのかさをください。" english="Well then, I’ll take that umbrella." />
        <p>
          <span lang="ja">〜をおねがいします</span> (“I’d like …, please”) is a little softer. It is especially common
          when ordering food and drink, or asking for a service rather than handing over an object.
        </p>
        <Example japanese="コーヒーをおねがいします。" english="A coffee, please." />
        <Example
          japanese="すみません、おみずをおねがいします。"
          english="Excuse me, could I have some water, please?"
        />
        <Callout tone="tip" title="Handy words at the till">
          <p>
            <span lang="ja">じゃあ</span> (“well then”) marks your decision. <span lang="ja">いらっしゃいませ</span> is
            what staff call out when you enter; you don’t have to answer it. A receipt is{' '}
            <span lang="ja">レシート</span>.
          </p>
        </Callout>
      </section>

      <section>
        <h2>A conversation in a shop</h2>
        {AT_THE_SHOP.map(({speaker, japanese, english}) => (
          <Example key={japanese} japanese={japanese} english={`${speaker}: ${english}`} />
        ))}
      </section>

      <section>
        <h2>Reading price tags</h2>
        <p>
          Prices are often just below a round number, so practise the awkward ones. Many tags show two prices: the price
          before tax and the price including tax, marked <Ruby word="税込" reading="ぜいこみ" />. The tax-included price
          is what you pay.
        </p>
        <Example japanese="198円" reading="ひゃくきゅうじゅうはちえん" english="198 yen" />
        <Example japanese="1,980円" reading="せんきゅうひゃくはちじゅうえん" english="1,980 yen" />
        <Example japanese="13,800円" reading="いちまんさんぜんはっぴゃくえん" english="13,800 yen" />
      </section>

      <section>
        <h2>Try it</h2>
        <p>Read these prices aloud.</p>
        <ol>
          <li>
            <span lang="ja">120円</span>
          </li>
          <li>
            <span lang="ja">680円</span>
          </li>
          <li>
            <span lang="ja">3,400円</span>
          </li>
          <li>
            <span lang="ja">8,000円</span>
          </li>
          <li>
            <span lang="ja">15,000円</span>
          </li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol lang="ja">
            <li>ひゃくにじゅうえん</li>
            <li>ろっぴゃくはちじゅうえん</li>
            <li>さんぜんよんひゃくえん</li>
            <li>はっせんえん</li>
            <li>いちまんごせんえん</li>
          </ol>
        </details>
        <p>Now say in Japanese: “How much is this umbrella?” and “I’ll take that one (near you), please.”</p>
        <details>
          <summary>Answer</summary>
          <p lang="ja">このかさはいくらですか。／ それをください。</p>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          Practise the money and shopping words in the chapter's vocabulary, then test yourself on real prices: every
          receipt is a free reading exercise.
        </p>
        <PractiseWords setId="genki_1_ch2_shopping">the shopping and price words</PractiseWords>
      </section>
    </>
  );
}
