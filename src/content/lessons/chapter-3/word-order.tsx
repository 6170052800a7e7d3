import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type Slot = {role: string; part: string};

const SLOTS: Slot[] = [
  {role: 'Topic', part: 'わたしは'},
  {role: 'Time', part: 'あした'},
  {role: 'Place', part: 'としょかんで'},
  {role: 'Object', part: 'にほんごを'},
  {role: 'Verb', part: 'べんきょうします'},
];

type Frequency = {
  word: string;
  english: string;
  verb: 'affirmative' | 'negative';
  example: string;
  exampleEnglish: string;
};

const FREQUENCY: Frequency[] = [
  {
    word: 'まいにち',
    english: 'every day',
    verb: 'affirmative',
    example: 'まいにちおふろにはいります。',
    exampleEnglish: 'I take a bath every day.',
  },
  {
    word: 'よく',
    english: 'often',
    verb: 'affirmative',
    example: 'よくとしょかんにいきます。',
    exampleEnglish: 'I often go to the library.',
  },
  {
    word: 'ときどき',
    english: 'sometimes',
    verb: 'affirmative',
    example: 'ときどきりょうりをします。',
    exampleEnglish: 'I sometimes cook.',
  },
  {
    word: 'あまり',
    english: 'not often, not much',
    verb: 'negative',
    example: 'あまりテレビをみません。',
    exampleEnglish: 'I don’t watch TV much.',
  },
  {
    word: 'ぜんぜん',
    english: 'never, not at all',
    verb: 'negative',
    example: 'ぜんぜんおさけをのみません。',
    exampleEnglish: 'I never drink alcohol.',
  },
];

/** Chapter 3: the usual order of a Japanese sentence, what may move, and frequency adverbs. */
export default function WordOrderLesson() {
  return (
    <>
      <section>
        <h2>The verb comes last</h2>
        <p>
          English puts the verb early: “I <em>study</em> Japanese at the library tomorrow.” Japanese saves it for the
          end. Everything else comes first, each piece labelled with its particle, and the verb closes the sentence:
        </p>
        <Example
          japanese="わたしはあしたとしょかんでにほんごをべんきょうします。"
          english="I will study Japanese at the library tomorrow."
        />
        <p>
          This one rule is firm in ordinary sentences: the verb (or <span lang="ja">です</span>) is at the end.
        </p>
      </section>

      <section>
        <h2>The usual order</h2>
        <p>
          Before the verb, the parts of a sentence tend to line up like this:{' '}
          <strong>topic – time – place – object – verb</strong>.
        </p>
        <div className="table-scroll">
          <table>
            <caption>A sentence broken into its parts</caption>
            <thead>
              <tr>
                {SLOTS.map(({role}) => (
                  <th key={role} scope="col">
                    {role}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {SLOTS.map(({role, part}) => (
                  <td key={role} lang="ja">
                    {part}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        <p>More sentences in the same mould:</p>
        <Example
          japanese="わたしはまいばんうちでばんごはんをたべます。"
          english="I eat dinner at home every evening."
        />
        <Example
          japanese="リサさんはどようびにカフェでともだちにあいます。"
          english="Lisa is meeting a friend at a café on Saturday."
        />
        <Example
          japanese="ケンさんはしちじにバスでがっこうにいきます。"
          english="Ken goes to school by bus at seven."
        />
        <p>
          Notice that destinations (<span lang="ja">がっこうに</span>) and means (<span lang="ja">バスで</span>) also
          sit before the verb. Most sentences don’t use every slot, and that is fine.
        </p>
      </section>

      <section>
        <h2>What can move, and what can go</h2>
        <p>
          Because particles show each word’s role, the order before the verb is flexible. Moving a part changes the
          emphasis a little, not the meaning. Time words in particular often go first, even before the topic:
        </p>
        <Example
          japanese="あした、わたしはとしょかんでべんきょうします。"
          english="Tomorrow, I’ll study at the library."
        />
        <Example
          japanese="わたしはにほんごをとしょかんでべんきょうします。"
          english="I study Japanese at the library. (Object before place: also fine.)"
        />
        <p>
          Parts that both speakers already know are usually left out, especially <span lang="ja">わたしは</span>. A real
          answer to “What are you doing tomorrow?” sounds like this:
        </p>
        <Example japanese="としょかんでべんきょうします。" english="(I’ll) study at the library." />
        <Callout tone="note" title="Keep each particle with its word">
          <p>
            What can move is the whole unit, word plus particle. <span lang="ja">としょかんで</span> travels together;
            the particle never wanders away from its word.
          </p>
        </Callout>
      </section>

      <section>
        <h2>How often: frequency adverbs</h2>
        <p>
          Words for “how often” usually go just after the topic (or at the start, if there is no topic), before the rest
          of the sentence. Two of them, <span lang="ja">あまり</span> and <span lang="ja">ぜんぜん</span>, only work
          with a negative verb: they mean “not much” and “not at all” together with <span lang="ja">ません</span>.
        </p>
        <LessonTable
          caption="Frequency words, from most to least often"
          columns={[
            {header: 'Word', cell: ({word}) => word, lang: 'ja'},
            {header: 'Meaning', cell: ({english}) => english},
            {header: 'Verb', cell: ({verb}) => verb},
            {
              header: 'Example',
              cell: ({example, exampleEnglish}) => (
                <>
                  <span lang="ja">{example}</span>
                  <span className="hint">{exampleEnglish}</span>
                </>
              ),
            },
          ]}
          rows={FREQUENCY}
          rowKey={({word}) => word}
        />
        <Example japanese="わたしはよくうちでえいがをみます。" english="I often watch films at home." />
        <Example japanese="メアリーさんはあまりコーヒーをのみません。" english="Mary doesn’t drink much coffee." />
        <Callout tone="tip" title="A note on ぜんぜん">
          <p>
            In casual speech you will hear <span lang="ja">ぜんぜん</span> with positive words too, meaning “totally”.
            In polite speech and in your own sentences for now, keep it with the negative.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              Following English order: <span lang="ja">わたしはたべますすしを</span> is wrong. The verb goes last:{' '}
              <span lang="ja">わたしはすしをたべます</span>.
            </li>
            <li>
              <span lang="ja">あまり</span> or <span lang="ja">ぜんぜん</span> with a positive verb:{' '}
              <span lang="ja">あまりのみます</span> is wrong; say <span lang="ja">あまりのみません</span>.
            </li>
            <li>
              Repeating <span lang="ja">わたしは</span> in every sentence. Once the topic is clear, drop it.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Put the parts in a natural order.</p>
        <ol>
          <li lang="ja">［のみます／まいあさ／コーヒーを／わたしは］</li>
          <li lang="ja">［いきます／にちようびに／ケンさんは／デパートに］</li>
          <li lang="ja">［みません／テレビを／ぜんぜん／わたしは］</li>
          <li lang="ja">［べんきょうします／うちで／こんばん／にほんごを］</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">わたしはまいあさコーヒーをのみます。</span> I drink coffee every morning.
            </li>
            <li>
              <span lang="ja">ケンさんはにちようびにデパートにいきます。</span> Ken is going to the department store on
              Sunday.
            </li>
            <li>
              <span lang="ja">わたしはぜんぜんテレビをみません。</span> I never watch TV.
            </li>
            <li>
              <span lang="ja">こんばんうちでにほんごをべんきょうします。</span> I’ll study Japanese at home tonight.
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
