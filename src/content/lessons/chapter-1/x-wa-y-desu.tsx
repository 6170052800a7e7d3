import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';

export default function XWaYDesu() {
  return (
    <>
      <section>
        <h2>The pattern</h2>
        <p>Your first Japanese sentence pattern says that one thing is another:</p>
        <p lang="ja" className="example-japanese">
          <strong>X は Y です。</strong>
        </p>
        <p>
          It means "X is Y", or more literally, "As for X, it is Y". With it you can already say who you are, what you
          do and where you are from.
        </p>
        <Example japanese="わたしは がくせいです。" reading="watashi wa gakusei desu." english="I am a student." />
        <Example
          japanese="たなかさんは せんせいです。"
          reading="tanaka-san wa sensei desu."
          english="Ms Tanaka is a teacher."
        />
      </section>

      <section>
        <h2>
          <span lang="ja">は</span>: the topic marker
        </h2>
        <p>
          <span lang="ja">は</span> is a <strong>particle</strong>, a small word placed right after the word it marks.
          It marks the <strong>topic</strong>: what the sentence is about. Think of it as "speaking of X…", followed by
          what you want to say about X.
        </p>
        <Callout tone="warning" title="Written は, read wa">
          <p>
            As a particle, <span lang="ja">は</span> is always pronounced wa, not ha. Inside ordinary words it keeps its
            normal sound: <span lang="ja">はし</span> (hashi, bridge), <span lang="ja">はな</span> (hana, flower). The
            spelling is a leftover from older Japanese, and every Japanese child learns it exactly the way you are
            learning it now. Never write the particle as <span lang="ja">わ</span>.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          <span lang="ja">です</span>: "is", politely
        </h2>
        <p>
          <span lang="ja">です</span> comes at the end and works like "is", "am" or "are". The u is usually whispered,
          so it sounds like "dess". It also makes the sentence polite, which is right for people you do not know well,
          teachers and anyone older.
        </p>
        <p>Three things English speakers find surprising:</p>
        <ul>
          <li>
            <strong>It never changes for the person.</strong> English has "I am", "you are", "she is"; Japanese uses{' '}
            <span lang="ja">です</span> for all of them.
          </li>
          <li>
            <strong>No "a" or "the", no plural.</strong> <span lang="ja">がくせいです</span> can be "is a student", "is
            the student" or "are students"; context decides.
          </li>
          <li>
            <strong>Y comes before "is".</strong> The word order is X, Y, then <span lang="ja">です</span> at the very
            end.
          </li>
        </ul>
      </section>

      <section>
        <h2>More examples</h2>
        <Example
          japanese="メアリーさんは アメリカじんです。"
          reading="mearī-san wa amerika-jin desu."
          english="Mary is American."
        />
        <Example
          japanese="わたしは にねんせいです。"
          reading="watashi wa ninensei desu."
          english="I am a second-year student."
        />
        <Example
          japanese="せんこうは れきしです。"
          reading="senkō wa rekishi desu."
          english="My major is history. (As for the major, it is history.)"
        />
        <Example
          japanese={
            <>
              <Ruby word="山田" reading="やまだ" />
              さんは じゅうきゅうさいです。
            </>
          }
          reading="yamada-san wa jūkyūsai desu."
          english="Mr Yamada is nineteen years old."
        />
        <Example japanese="いまは さんじです。" reading="ima wa sanji desu." english="It is three o'clock now." />
        <p>
          The last three show that Y does not have to be a noun for a person: it can be an age, a time, a subject of
          study, and the English translation may need a different shape ("is nineteen years old", "it is three
          o'clock").
        </p>
      </section>

      <section>
        <h2>Leave the topic out when it is obvious</h2>
        <p>
          Japanese speakers drop the topic whenever everyone already knows what it is. In a conversation about you, you
          do not need to keep repeating <span lang="ja">わたしは</span>; in fact, saying it in every sentence sounds
          heavy and self-centred.
        </p>
        <Example
          japanese="がくせいです。にねんせいです。"
          reading="gakusei desu. ninensei desu."
          english="I'm a student. I'm in my second year."
        />
      </section>

      <section>
        <h2>Common mistakes</h2>
        <ul>
          <li>
            Writing the particle as <span lang="ja">わ</span>: it is always <span lang="ja">は</span>.
          </li>
          <li>Reading it as ha when it is a particle.</li>
          <li>
            Putting <span lang="ja">です</span> in the middle, English-style:{' '}
            <span lang="ja">わたしは です がくせい</span> is wrong.
          </li>
          <li>Adding a word for "a" or "the". Japanese has none.</li>
        </ul>
        <p>
          To say that X is <em>not</em> Y you need a different ending, <span lang="ja">じゃないです</span>, which you
          will learn in chapter 2.
        </p>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Say these in Japanese.</p>
        <ol>
          <li>I am a teacher.</li>
          <li>Takeshi is a first-year student.</li>
          <li>
            (I'm) Japanese. (<span lang="ja">にほんじん</span>)
          </li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">わたしは せんせいです。</span>
            </li>
            <li>
              <span lang="ja">たけしさんは いちねんせいです。</span>
            </li>
            <li>
              <span lang="ja">にほんじんです。</span> (the topic <span lang="ja">わたしは</span> can be left out)
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
