import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';

/** Chapter 2: the sentence-ending particles ね and よ, and the combination よね. */
export default function NeYoParticlesLesson() {
  return (
    <>
      <section>
        <h2>Particles at the end of a sentence</h2>
        <p>
          Japanese has a set of small particles that go at the very end of a sentence, after <span lang="ja">です</span>
          . They don’t change the facts; they show how you relate to the listener: are you sharing a feeling, checking
          something, or telling them something new? The two most common are <span lang="ja">ね</span> and{' '}
          <span lang="ja">よ</span>. They are a big part of sounding natural, and English has no single word for either.
        </p>
        <p>
          The key question is: <strong>who has the information?</strong>
        </p>
        <ul>
          <li>
            <span lang="ja">ね</span>: we both know it, or I think you do. I’m inviting you to agree or to confirm.
          </li>
          <li>
            <span lang="ja">よ</span>: I know it and I think you don’t. I’m telling you.
          </li>
        </ul>
      </section>

      <section>
        <h2>
          <span lang="ja">ね</span>: isn’t it? right?
        </h2>
        <p>
          Use <span lang="ja">ね</span> when you expect the listener to share your view, much like “isn’t it?”, “right?”
          or a friendly “huh” in English.
        </p>
        <Example japanese="いいてんきですね。" english="Lovely weather, isn’t it?" />
        <Example japanese="このケーキ、おいしいですね。" english="This cake is delicious, isn’t it?" />
        <p>It also checks a fact you believe is true but want confirmed:</p>
        <Example japanese="たなかさんはだいがくせいですね。" english="You’re a university student, Mr Tanaka, right?" />
        <Example japanese="かいぎはさんじですね。" english="The meeting is at three, right?" />
        <p>
          And the listener agrees with <span lang="ja">そうですね</span> (“it is, isn’t it” / “that’s right”).
        </p>
        <Example japanese="A：さむいですね。" english="A: Cold, isn’t it?" />
        <Example japanese="B：そうですね。" english="B: It sure is." />
      </section>

      <section>
        <h2>
          <span lang="ja">よ</span>: I’m telling you
        </h2>
        <p>
          Use <span lang="ja">よ</span> when you give the listener information they don’t have, or correct what they
          think. It adds a touch of “you know”, “actually” or “I assure you”.
        </p>
        <Example
          japanese="あれはわたしのかさですよ。"
          english="That’s my umbrella, you know. (Said to someone about to take it.)"
        />
        <Example
          japanese="このラーメン、おいしいですよ。"
          english="This ramen is good, I can tell you. (A recommendation.)"
        />
        <Example japanese="A：やまださんはせんせいですか。" english="A: Is Mr Yamada a teacher?" />
        <Example japanese="B：いいえ、がくせいですよ。" english="B: No, he’s a student, actually." />
      </section>

      <section>
        <h2>
          <span lang="ja">よね</span>: you agree, don’t you?
        </h2>
        <p>
          The two combine, always in the order <span lang="ja">よね</span>. It means “I’m fairly sure of this; you’ll
          back me up, won’t you?” and is handy for checking something you remember but want to be certain of.
        </p>
        <Example
          japanese="あしたはやすみですよね。"
          english="Tomorrow is a day off, isn’t it? (I’m pretty sure it is.)"
        />
        <Example japanese="これ、メアリーさんのペンですよね。" english="This is your pen, Mary, isn’t it?" />
      </section>

      <section>
        <h2>Intonation</h2>
        <p>Both particles change meaning with the tune of your voice:</p>
        <ul>
          <li>
            <span lang="ja">ね</span> with a light <strong>rise</strong> asks for confirmation (“…, right?”). With a
            long, falling <span lang="ja">ねえ</span> it shares a feeling (“isn’t it just…”).
          </li>
          <li>
            <span lang="ja">よ</span> is usually short and <strong>level or falling</strong>. A sharp rise can sound
            like a challenge or complaint.
          </li>
          <li>
            <span lang="ja">そうですね</span> with a falling tune agrees; drawn out as{' '}
            <span lang="ja">そうですねえ…</span>, it means “hmm, let me think”.
          </li>
        </ul>
        <p>Listen for these tunes in conversations and films: they carry as much meaning as the words.</p>
      </section>

      <section>
        <h2>Pitfalls</h2>
        <Callout tone="warning" title="Using them too much, or the wrong way round">
          <ul>
            <li>
              <strong>
                Too much <span lang="ja">よ</span>
              </strong>{' '}
              sounds pushy or lecturing, as if you keep correcting people. Be careful with teachers and superiors:{' '}
              <span lang="ja">せんせい、ちがいますよ</span> (“you’re wrong, Professor”) is blunt.
            </li>
            <li>
              <strong>
                <span lang="ja">ね</span> about things only you know
              </strong>{' '}
              sounds odd. <span lang="ja">わたしはアメリカじんですね</span> asks the listener to confirm your own
              nationality.
            </li>
            <li>
              <strong>
                <span lang="ja">よ</span> about things the listener already knows
              </strong>{' '}
              sounds condescending, as if you were explaining the obvious.
            </li>
            <li>
              <strong>Leaving them out entirely</strong> is safe but can sound stiff. A well-placed{' '}
              <span lang="ja">ね</span> in small talk makes you sound friendly.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          Choose <span lang="ja">ね</span>, <span lang="ja">よ</span> or <span lang="ja">よね</span>.
        </p>
        <ol>
          <li>
            You and a friend step outside into the heat: <span lang="ja">あついです＿。</span>
          </li>
          <li>
            A stranger asks whether this train goes to Kyoto. It does:{' '}
            <span lang="ja">ええ、きょうとにいきます＿。</span>
          </li>
          <li>
            You think class starts at nine but want to be sure: <span lang="ja">じゅぎょうはくじです＿。</span>
          </li>
          <li>
            Someone is about to buy a gift; you know the shop next door is cheaper:{' '}
            <span lang="ja">となりのみせはやすいです＿。</span>
          </li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">ね</span>: you both feel the heat.
            </li>
            <li>
              <span lang="ja">よ</span>: you are giving information they lack.
            </li>
            <li>
              <span lang="ja">よね</span> (or <span lang="ja">ね</span>): checking something you are fairly sure of.
            </li>
            <li>
              <span lang="ja">よ</span>: useful news for the listener.
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
