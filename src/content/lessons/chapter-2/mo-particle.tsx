import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';

/** Chapter 2: the particle も ("also", "too", "either"). */
export default function MoParticleLesson() {
  return (
    <>
      <section>
        <h2>
          <span lang="ja">も</span>: also, too
        </h2>
        <p>
          When a second thing has the same property as the first, Japanese marks it with <span lang="ja">も</span>. It
          means “also” or “too”, and it attaches directly to the word that is “also”:
        </p>
        <Example japanese="わたしはがくせいです。" english="I am a student." />
        <Example japanese="リサさんもがくせいです。" english="Lisa is a student too." />
        <p>
          Notice that <span lang="ja">も</span> took the place of <span lang="ja">は</span>. You never write both:{' '}
          <span lang="ja">リサさんはも</span> is wrong.
        </p>
        <Example
          japanese="これはわたしのほんです。それもわたしのほんです。"
          english="This is my book. That one is my book too."
        />
        <Example
          japanese="たなかさんはにほんじんです。やまださんもにほんじんです。"
          english="Ms Tanaka is Japanese. Mr Yamada is Japanese as well."
        />
      </section>

      <section>
        <h2>
          Where <span lang="ja">も</span> goes
        </h2>
        <p>
          In English, “too” usually waits at the end of the sentence, and it can be unclear what it refers to. In
          Japanese, <span lang="ja">も</span> sits right after the word it adds to, so there is no ambiguity. Compare:
        </p>
        <Example
          japanese="やまださんもせんせいです。"
          english="Mr Yamada is a teacher too. (Someone else is a teacher, and so is he.)"
        />
        <p>
          The sentence is about adding Mr Yamada to a group of teachers. It cannot mean “Mr Yamada is a teacher as well
          as something else”; that needs a different construction you will meet later.
        </p>
      </section>

      <section>
        <h2>
          <span lang="ja">も</span> replaces <span lang="ja">は</span>, <span lang="ja">が</span> and{' '}
          <span lang="ja">を</span>
        </h2>
        <p>
          <span lang="ja">も</span> pushes out the three particles <span lang="ja">は</span>, <span lang="ja">が</span>{' '}
          and <span lang="ja">を</span>. With <span lang="ja">が</span>, from the previous lesson:
        </p>
        <Example japanese="A：だれがきますか。" english="A: Who is coming?" />
        <Example
          japanese="B：ケンさんがきます。メアリーさんもきます。"
          english="B: Ken is coming. Mary is coming too."
        />
        <p>
          With <span lang="ja">を</span>, the object marker you will use with verbs in chapter 3:
        </p>
        <Example japanese="コーヒーをのみます。こうちゃものみます。" english="I drink coffee. I drink tea too." />
        <Callout tone="note" title="Other particles stay">
          <p>
            Particles with a more concrete meaning, such as <span lang="ja">に</span> (to) and <span lang="ja">で</span>{' '}
            (at), are not replaced: <span lang="ja">も</span> goes after them.{' '}
            <span lang="ja">きょうとにもいきます</span> is “I’ll go to Kyoto too”. You will meet these particles in
            chapter 3.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          <span lang="ja">も</span> with negatives: “not … either”
        </h2>
        <p>
          English switches from “too” to “either” (or “neither”) in negative sentences. Japanese doesn’t: it is the same{' '}
          <span lang="ja">も</span> with the negative <span lang="ja">じゃないです</span>.
        </p>
        <Example japanese="A：わたしはにほんじんじゃないです。" english="A: I’m not Japanese." />
        <Example japanese="B：わたしもにほんじんじゃないです。" english="B: I’m not Japanese either. / Neither am I." />
        <Example
          japanese="これはわたしのかさじゃないです。それもわたしのじゃないです。"
          english="This isn’t my umbrella. That one isn’t mine either."
        />
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              Stacking particles: <span lang="ja">わたしはもがくせいです</span>, <span lang="ja">わたしがも</span>,{' '}
              <span lang="ja">コーヒーをも</span>. Use <span lang="ja">も</span> alone.
            </li>
            <li>
              Using <span lang="ja">も</span> when the second thing is different. “My major is history. Ken’s major is
              economics” needs <span lang="ja">は</span> in both halves; <span lang="ja">も</span> only works when the
              two statements end the same way.
            </li>
            <li>
              Adding a word for “either” in negative sentences. There isn’t one: <span lang="ja">も</span> plus the
              negative is all you need.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Respond to each statement to say the same is true of you.</p>
        <ol lang="ja">
          <li>わたしはりゅうがくせいです。</li>
          <li>わたしはにねんせいじゃないです。</li>
          <li>わたしのせんこうはれきしです。</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol lang="ja">
            <li>わたしもりゅうがくせいです。</li>
            <li>わたしもにねんせいじゃないです。</li>
            <li>わたしのせんこうもれきしです。</li>
          </ol>
        </details>
        <p>Which of these is wrong, and why?</p>
        <ol lang="ja" type="a">
          <li>やまださんもせんせいです。</li>
          <li>やまださんはもせんせいです。</li>
          <li>やまださんもせんせいじゃないです。</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <p>
            (b) is wrong: <span lang="ja">も</span> replaces <span lang="ja">は</span>, so they never appear together.
            (a) and (c) are both correct.
          </p>
        </details>
      </section>
    </>
  );
}
