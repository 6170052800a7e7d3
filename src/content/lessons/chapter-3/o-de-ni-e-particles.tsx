import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {MixedText} from '../../../components/MixedText.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type TimeWord = {word: string; english: string};

const WITH_NI: TimeWord[] = [
  {word: 'しちじに', english: 'at seven o’clock'},
  {word: 'じゅうじはんに', english: 'at half past ten'},
  {word: 'にちようびに', english: 'on Sunday'},
  {word: 'どようびのよるに', english: 'on Saturday night'},
  {word: 'しゅうまつ（に）', english: 'at the weekend (に optional)'},
];

const WITHOUT_NI: TimeWord[] = [
  {word: 'きょう', english: 'today'},
  {word: 'あした', english: 'tomorrow'},
  {word: 'いま', english: 'now'},
  {word: 'まいにち', english: 'every day'},
  {word: 'まいばん', english: 'every night'},
  {word: 'こんばん', english: 'tonight'},
  {word: 'らいしゅう', english: 'next week'},
  {word: 'いつ', english: 'when?'},
];

type Summary = {particle: string; job: string; example: string};

const SUMMARY: Summary[] = [
  {particle: 'を', job: 'the object: what the action is done to', example: 'ほんをよみます'},
  {particle: 'で', job: 'where the action happens', example: 'としょかんでべんきょうします'},
  {particle: 'で', job: 'the means or tool', example: 'バスでいきます'},
  {particle: 'に', job: 'the goal of movement', example: 'がっこうにいきます'},
  {particle: 'に', job: 'a specific time', example: 'ろくじにおきます'},
  {particle: 'へ', job: 'the direction of movement', example: 'うちへかえります'},
];

function TimeWordList({words}: {words: TimeWord[]}) {
  return (
    <ul>
      {words.map(({word, english}) => (
        <li key={word}>
          <span lang="ja">{word}</span>: <MixedText text={english} />
        </li>
      ))}
    </ul>
  );
}

/** Chapter 3: the particles を, で, に and へ, and which time words take に. */
export default function ODeNiEParticlesLesson() {
  return (
    <>
      <section>
        <h2>Particles label the roles</h2>
        <p>
          With verbs, sentences get more parts: who does something, to what, where, when, how. Japanese marks each part
          with a particle placed <em>after</em> it, like a label. This lesson covers four of them. Learn each one
          together with its typical verbs.
        </p>
      </section>

      <section>
        <h2>
          <span lang="ja">を</span>: the object
        </h2>
        <p>
          <span lang="ja">を</span> marks the thing an action is done to: what you eat, drink, read, watch, buy. As a
          particle it is pronounced just like <span lang="ja">お</span>.
        </p>
        <Example japanese="ほんをよみます。" english="I read books." />
        <Example japanese="おちゃをのみます。" english="I drink tea." />
        <Example japanese="えいがをみます。" english="I watch a film." />
        <Example japanese="にほんごをべんきょうします。" english="I study Japanese." />
      </section>

      <section>
        <h2>
          <span lang="ja">で</span>: where the action happens, and by what means
        </h2>
        <h3>Place of action</h3>
        <p>
          <span lang="ja">で</span> after a place says that an action takes place <em>there</em>: “at” or “in”.
        </p>
        <Example japanese="としょかんでべんきょうします。" english="I study at the library." />
        <Example japanese="うちでテレビをみます。" english="I watch TV at home." />
        <Example japanese="カフェでコーヒーをのみます。" english="I drink coffee at a café." />
        <h3>Means</h3>
        <p>
          <span lang="ja">で</span> after a tool, a vehicle or a language says <em>how</em> you do something: “by”,
          “with”, “in”.
        </p>
        <Example japanese="はしでたべます。" english="I eat with chopsticks." />
        <Example japanese="バスでがっこうにいきます。" english="I go to school by bus." />
        <Example japanese="にほんごではなします。" english="We speak in Japanese." />
      </section>

      <section>
        <h2>
          <span lang="ja">に</span>: goal and time
        </h2>
        <h3>Goal of movement</h3>
        <p>
          With verbs of movement such as <span lang="ja">いく</span>, <span lang="ja">くる</span> and{' '}
          <span lang="ja">かえる</span>, <span lang="ja">に</span> marks the destination: “to”.
        </p>
        <Example japanese="がっこうにいきます。" english="I go to school." />
        <Example japanese="にほんにきます。" english="I’m coming to Japan." />
        <p>
          The verb <span lang="ja">あう</span> (to meet) uses the same <span lang="ja">に</span> for the person you
          meet, as if they were your goal: <span lang="ja">ともだちにあいます</span>, “I meet a friend”.
        </p>
        <h3>Time</h3>
        <p>
          <span lang="ja">に</span> also marks the point in time when something happens: “at”, “on”.
        </p>
        <Example japanese="ろくじにおきます。" english="I get up at six." />
        <Example japanese="にちようびにともだちにあいます。" english="I’ll meet a friend on Sunday." />
      </section>

      <section>
        <h2>
          <span lang="ja">へ</span>: direction
        </h2>
        <p>
          <span lang="ja">へ</span> marks the direction someone is heading: “towards”. As a particle it is pronounced{' '}
          <strong>
            <span lang="ja">え</span>
          </strong>
          , not <span lang="ja">へ</span>. With <span lang="ja">いく</span>, <span lang="ja">くる</span> and{' '}
          <span lang="ja">かえる</span> you can use <span lang="ja">へ</span> or <span lang="ja">に</span> with almost
          the same meaning; <span lang="ja">へ</span> puts a little more weight on the journey,{' '}
          <span lang="ja">に</span> on the arrival.
        </p>
        <Example japanese="うちへかえります。" english="I’m going home." />
        <Example japanese="らいねんアメリカへいきます。" english="I’m going to America next year." />
        <Callout tone="note" title="Three particles with odd readings">
          <p>
            <span lang="ja">は</span> (<span lang="ja">わ</span>), <span lang="ja">を</span> (<span lang="ja">お</span>)
            and <span lang="ja">へ</span> (<span lang="ja">え</span>) are the three particles written with one kana but
            read as another. The spelling is a remnant of older Japanese.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          Which time words take <span lang="ja">に</span>?
        </h2>
        <p>
          Not every time expression takes <span lang="ja">に</span>. The rough rule: clock times, days of the week and
          dates (times you could find on a calendar or clock) take <span lang="ja">に</span>; words that are relative to
          “now” don’t.
        </p>
        <h3>
          With <span lang="ja">に</span>
        </h3>
        <TimeWordList words={WITH_NI} />
        <h3>
          Without <span lang="ja">に</span>
        </h3>
        <TimeWordList words={WITHOUT_NI} />
        <Example japanese="あしたテニスをします。" english="I’ll play tennis tomorrow. (no に)" />
        <Example japanese="どようびにテニスをします。" english="I’ll play tennis on Saturday. (with に)" />
      </section>

      <section>
        <h2>Summary</h2>
        <LessonTable
          caption={
            <>
              <span lang="ja">を</span>, <span lang="ja">で</span>, <span lang="ja">に</span> and{' '}
              <span lang="ja">へ</span> at a glance
            </>
          }
          columns={[
            {header: 'Particle', cell: ({particle}) => particle, lang: 'ja'},
            {header: 'Marks', cell: ({job}) => job},
            {header: 'Example', cell: ({example}) => example, lang: 'ja'},
          ]}
          rows={SUMMARY}
          rowKey={({example}) => example}
        />
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              <span lang="ja">に</span> for the place of an action: <span lang="ja">としょかんにべんきょうします</span>{' '}
              is wrong. Studying is something you do <em>at</em> a place, so{' '}
              <span lang="ja">としょかんでべんきょうします</span>. Think: “Am I moving there (<span lang="ja">に</span>
              ), or doing something there (<span lang="ja">で</span>)?”
            </li>
            <li>
              <span lang="ja">に</span> after relative time words: <span lang="ja">あしたに</span> and{' '}
              <span lang="ja">まいにちに</span> are wrong.
            </li>
            <li>
              Reading the particles as written: <span lang="ja">へ</span> is <span lang="ja">え</span> and{' '}
              <span lang="ja">を</span> is <span lang="ja">お</span>.
            </li>
            <li>
              Using <span lang="ja">で</span> for where something simply <em>is</em>. “There is a cat in the room” takes{' '}
              <span lang="ja">に</span>, as you will see in chapter 4; <span lang="ja">で</span> is for where an action
              happens.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          Fill each gap with <span lang="ja">を</span>, <span lang="ja">で</span>, <span lang="ja">に</span> or{' '}
          <span lang="ja">へ</span> (or nothing).
        </p>
        <ol lang="ja">
          <li>まいにち＿ コーヒー＿のみます。</li>
          <li>がっこう＿ともだち＿あいます。</li>
          <li>くじ＿うち＿かえります。</li>
          <li>じてんしゃ＿だいがく＿いきます。</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">まいにちコーヒーをのみます。</span> (no particle after <span lang="ja">まいにち</span>)
            </li>
            <li>
              <span lang="ja">がっこうでともだちにあいます。</span>
            </li>
            <li>
              <span lang="ja">くじにうちにかえります。</span> (<span lang="ja">うちへ</span> also works)
            </li>
            <li>
              <span lang="ja">じてんしゃでだいがくにいきます。</span> (<span lang="ja">だいがくへ</span> also works)
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
