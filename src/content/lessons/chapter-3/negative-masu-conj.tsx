import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type VerbPair = {dictionary: string; english: string; affirmative: string; negative: string};

const PAIRS: VerbPair[] = [
  {dictionary: 'たべる', english: 'eat', affirmative: 'たべます', negative: 'たべません'},
  {dictionary: 'みる', english: 'see, watch', affirmative: 'みます', negative: 'みません'},
  {dictionary: 'おきる', english: 'get up', affirmative: 'おきます', negative: 'おきません'},
  {dictionary: 'いく', english: 'go', affirmative: 'いきます', negative: 'いきません'},
  {dictionary: 'のむ', english: 'drink', affirmative: 'のみます', negative: 'のみません'},
  {dictionary: 'かえる', english: 'go home', affirmative: 'かえります', negative: 'かえりません'},
  {dictionary: 'はなす', english: 'speak', affirmative: 'はなします', negative: 'はなしません'},
  {dictionary: 'まつ', english: 'wait', affirmative: 'まちます', negative: 'まちません'},
  {dictionary: 'する', english: 'do', affirmative: 'します', negative: 'しません'},
  {dictionary: 'くる', english: 'come', affirmative: 'きます', negative: 'きません'},
];

/** Chapter 3: the polite negative ません, and what the present tense covers. */
export default function NegativeMasuConjLesson() {
  return (
    <>
      <section>
        <h2>
          From <span lang="ja">ます</span> to <span lang="ja">ません</span>
        </h2>
        <p>
          Once you can make the <span lang="ja">ます</span>-form, the polite negative is easy: replace{' '}
          <span lang="ja">ます</span> with <span lang="ja">ません</span>. The part before it (the stem) stays exactly
          the same, so there is nothing new to learn about verb groups: if you know <span lang="ja">かえります</span>,
          you know <span lang="ja">かえりません</span>.
        </p>
        <LessonTable
          caption="Polite affirmative and negative"
          columns={[
            {header: 'Dictionary form', cell: ({dictionary}) => dictionary, lang: 'ja'},
            {header: 'Meaning', cell: ({english}) => english},
            {header: 'Affirmative', cell: ({affirmative}) => affirmative, lang: 'ja'},
            {header: 'Negative', cell: ({negative}) => negative, lang: 'ja'},
          ]}
          rows={PAIRS}
          rowKey={({dictionary}) => dictionary}
        />
      </section>

      <section>
        <h2>One tense for the present and the future</h2>
        <p>
          English distinguishes “I drink”, “I will drink” and “I’m going to drink”. Japanese has a single{' '}
          <strong>present</strong> (often called non-past) tense that covers all of them. The{' '}
          <span lang="ja">ます</span>-form therefore does two jobs:
        </p>
        <h3>Habits and general facts</h3>
        <Example japanese="まいにちコーヒーをのみます。" english="I drink coffee every day." />
        <Example japanese="わたしはテレビをみません。" english="I don’t watch TV." />
        <h3>Future actions</h3>
        <Example japanese="あしたがっこうにいきます。" english="I will go to school tomorrow." />
        <Example japanese="きょうはべんきょうしません。" english="I’m not going to study today." />
        <p>
          Time words such as <span lang="ja">まいにち</span> (every day) or <span lang="ja">あした</span> (tomorrow)
          make clear which meaning you intend; without them, context decides.
        </p>
        <Callout tone="note" title="Not “I am eating right now”">
          <p>
            <span lang="ja">たべます</span> does not describe an action in progress. For “I am eating (at this moment)”
            Japanese uses a different form, which you will learn in chapter 7. Past tense (“I ate”) comes in chapter 4.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Questions and answers</h2>
        <p>
          Add <span lang="ja">か</span> to ask. Answer <span lang="ja">はい</span> with the affirmative, or{' '}
          <span lang="ja">いいえ</span> with the negative, repeating the verb. Japanese answers usually repeat the verb
          rather than stopping at “yes” or “no”.
        </p>
        <Example japanese="A：よくおさけをのみますか。" english="A: Do you often drink alcohol?" />
        <Example japanese="B：いいえ、のみません。" english="B: No, I don’t." />
        <Example
          japanese="A：どようびにだいがくにきますか。"
          english="A: Will you come to the university on Saturday?"
        />
        <Example japanese="B：はい、きます。" english="B: Yes, I will." />
        <Example japanese="A：あさごはんをたべますか。" english="A: Do you eat breakfast?" />
        <Example japanese="B：いいえ、あまりたべません。" english="B: No, not really." />
        <p>
          <span lang="ja">あまり</span> (“not much”) and <span lang="ja">ぜんぜん</span> (“not at all”) only appear with
          negative verbs; the word-order lesson covers them.
        </p>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              Changing the stem: the negative of <span lang="ja">かえります</span> is{' '}
              <span lang="ja">かえりません</span>, not
              <span lang="ja">かえません</span>.
            </li>
            <li>
              Using <span lang="ja">じゃないです</span> with verbs. That negative is for nouns (
              <span lang="ja">がくせいじゃないです</span>); verbs use <span lang="ja">ません</span>.
            </li>
            <li>
              Confusing the two <span lang="ja">きません</span>. From <span lang="ja">くる</span> it means “won’t come”;
              from <span lang="ja">きる</span> (to wear) it means “don’t wear”. Context tells them apart.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Answer truthfully with a full verb.</p>
        <ol lang="ja">
          <li>まいにちにほんごをべんきょうしますか。</li>
          <li>コーヒーをのみますか。</li>
          <li>あしたはやくおきますか。</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <p>For example:</p>
          <ol lang="ja">
            <li>はい、べんきょうします。／いいえ、べんきょうしません。</li>
            <li>はい、のみます。／いいえ、のみません。</li>
            <li>はい、おきます。／いいえ、おきません。</li>
          </ol>
        </details>
        <p>Make each verb negative.</p>
        <ol>
          <li lang="ja">よみます</li>
          <li lang="ja">きます</li>
          <li lang="ja">かいます</li>
          <li lang="ja">ねます</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <p lang="ja">よみません、きません、かいません、ねません</p>
        </details>
      </section>
    </>
  );
}
