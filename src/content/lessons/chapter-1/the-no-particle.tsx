import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';

export default function TheNoParticle() {
  return (
    <>
      <section>
        <h2>
          Joining two nouns with <span lang="ja">の</span>
        </h2>
        <p>
          The particle <span lang="ja">の</span> links two nouns so that the first one describes the second:
        </p>
        <p lang="ja" className="example-japanese">
          <strong>A の B</strong>
        </p>
        <p>
          The noun that matters most, the thing you are actually talking about, is B, at the end. A tells you more about
          it: whose it is, where it belongs, what kind it is. Often <span lang="ja">の</span> works like English "'s",
          but it covers much more ground.
        </p>
        <Example japanese="わたしの なまえ" english="my name (the name of me)" />
        <Example japanese="たけしさんの でんわばんごう" english="Takeshi's phone number" />
      </section>

      <section>
        <h2>The order: the opposite of "of"</h2>
        <p>
          English often puts the main noun first: "the university <em>of</em> Japan", "the teacher <em>of</em>{' '}
          Japanese". Japanese always puts it last. If you think in "of" phrases, flip them around:
        </p>
        <ul>
          <li>
            a university of Japan → <span lang="ja">にほんの だいがく</span> (a Japanese university)
          </li>
          <li>
            a teacher of Japanese → <span lang="ja">にほんごの せんせい</span> (a Japanese-language teacher)
          </li>
          <li>
            a student of history → <span lang="ja">れきしの がくせい</span> (a history student)
          </li>
        </ul>
        <Callout tone="tip" title="Find the main word">
          <p>
            Ask "what is it, basically?". <span lang="ja">にほんの だいがく</span> is basically a university, so{' '}
            <span lang="ja">だいがく</span> comes last. <span lang="ja">だいがくの にほん</span> would be "the Japan of
            the university", which makes no sense.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          What <span lang="ja">の</span> can express
        </h2>
        <h3>Possession</h3>
        <Example japanese="メアリーさんの かさ" english="Mary's umbrella" />
        <h3>Belonging to a group or place</h3>
        <p>
          This is how you say which school or company someone belongs to, and it is a key part of introducing yourself
          in Japan.
        </p>
        <Example japanese="さくらだいがくの がくせいです。" english="I'm a student at Sakura University." />
        <Example
          japanese={
            <>
              <Ruby word="東京" reading="とうきょう" />の かいしゃいんです。
            </>
          }
          reading="とうきょうの かいしゃいんです。"
          english="I'm an office worker in Tokyo."
        />
        <h3>Content or type</h3>
        <Example japanese="にほんごの ほん" english="a Japanese-language book" />
        <Example japanese="けいざいの クラス" english="an economics class" />
      </section>

      <section>
        <h2>In a full sentence</h2>
        <p>
          An <span lang="ja">A の B</span> phrase behaves like a single noun, so it can sit in either slot of{' '}
          <span lang="ja">X は Y です</span>:
        </p>
        <Example japanese="わたしの せんこうは にほんごです。" english="My major is Japanese." />
        <Example japanese="やまださんは にほんごの せんせいです。" english="Ms Yamada is a Japanese teacher." />
        <Example
          japanese="A: これは だれの ほんですか。 B: ゆいさんの ほんです。"
          english="A: Whose book is this? B: It's Yui's."
        />
        <p>
          (The words <span lang="ja">これ</span>, "this", and <span lang="ja">だれ</span>, "who", come in chapter 2;
          notice how <span lang="ja">だれの</span> asks "whose".)
        </p>
      </section>

      <section>
        <h2>
          Chains of <span lang="ja">の</span>
        </h2>
        <p>
          You can link more than two nouns. Read the chain from the end backwards, and each noun narrows down the next
          one:
        </p>
        <Example japanese="わたしの ともだちの おかあさん" english="my friend's mother" />
        <Example japanese="にほんの だいがくの せんせい" english="a teacher at a Japanese university" />
        <p>Two or three links are normal; longer chains are grammatical but get hard to follow, just as in English.</p>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <ul>
          <li>
            Reversing the order: <span lang="ja">なまえの わたし</span> means "the me of the name".
          </li>
          <li>
            Leaving out <span lang="ja">の</span>: <span lang="ja">わたし なまえ</span> is not a Japanese phrase.
          </li>
          <li>
            Using <span lang="ja">の</span> after an adjective. For now only put it between two nouns; adjectives
            (chapter 5) attach directly to the noun.
          </li>
        </ul>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Say these in Japanese.</p>
        <ol>
          <li>my teacher</li>
          <li>a student at a Japanese university</li>
          <li>
            Mary's major is economics. (major: <span lang="ja">せんこう</span>, economics:{' '}
            <span lang="ja">けいざい</span>)
          </li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">わたしの せんせい</span>
            </li>
            <li>
              <span lang="ja">にほんの だいがくの がくせい</span>
            </li>
            <li>
              <span lang="ja">メアリーさんの せんこうは けいざいです。</span>
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
