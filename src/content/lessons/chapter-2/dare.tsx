import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';

/** Chapter 2: asking who (だれ, どなた) and whose (だれの). */
export default function DareLesson() {
  return (
    <>
      <section>
        <h2>
          <span lang="ja">だれ</span>: who
        </h2>
        <p>
          <span lang="ja">だれ</span> is the question word for “who”. Like every Japanese question word, it goes in the
          same place the answer will go, so you don’t move anything around the way English does. Take a normal sentence,
          put <span lang="ja">だれ</span> where the person would be, and end with <span lang="ja">か</span>:
        </p>
        <Example japanese="あのひとはたなかさんです。" english="That person is Ms Tanaka." />
        <Example japanese="あのひとはだれですか。" english="Who is that person?" />
        <p>The other examples work the same way:</p>
        <Example japanese="このひとはだれですか。" english="Who is this (person)?" />
        <Example japanese="せんせいはだれですか。" english="Who is the teacher?" />
        <Example japanese="あのがくせいはだれですか。" english="Who is that student?" />
      </section>

      <section>
        <h2>Answering</h2>
        <p>
          To answer, swap <span lang="ja">だれ</span> for the person. You can repeat the whole sentence, but it is more
          natural to drop the part both speakers already know:
        </p>
        <Example japanese="A：あのひとはだれですか。" english="A: Who is that?" />
        <Example japanese="B：（あのひとは）やまださんです。" english="B: (That’s) Mr Yamada." />
        <p>
          If you don’t know, say <span lang="ja">わかりません</span> (“I don’t know”), or the softer{' '}
          <span lang="ja">ちょっとわかりません</span>.
        </p>
      </section>

      <section>
        <h2>
          <span lang="ja">どなた</span>: the polite who
        </h2>
        <p>
          <span lang="ja">どなた</span> means the same as <span lang="ja">だれ</span>, but it is respectful. Use it when
          the person you are asking about deserves politeness (a teacher, a guest, a customer) or when you talk to
          someone you should be polite to. It often goes together with <span lang="ja">かた</span>, the polite word for
          “person”:
        </p>
        <Example japanese="あのかたはどなたですか。" english="Who is that gentleman / lady?" />
        <Example japanese="しつれいですが、どなたですか。" english="Excuse me, but who are you? (polite)" />
        <Callout tone="tip" title="Asking someone who they are">
          <p>
            Asking a person directly who they are is delicate in any language. <span lang="ja">しつれいですが</span>{' '}
            (“excuse me for asking”) softens it, and on the telephone or at the door people often use the even more
            polite <span lang="ja">どちらさまですか</span>. Avoid a bare <span lang="ja">だれですか</span> to someone’s
            face: it can sound abrupt, even suspicious.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          <span lang="ja">だれの</span>: whose
        </h2>
        <p>
          Add the particle <span lang="ja">の</span> and you get “whose”, just as <span lang="ja">わたしの</span> is
          “my” or “mine”. Put it in front of the thing you are asking about:
        </p>
        <Example japanese="これはだれのかさですか。" english="Whose umbrella is this?" />
        <Example japanese="それはさとうさんのかさです。" english="That’s Mr Sato’s umbrella." />
        <p>
          When the thing is obvious, leave it out. <span lang="ja">だれのですか</span> is “Whose is it?” and{' '}
          <span lang="ja">わたしのです</span> is “It’s mine”:
        </p>
        <Example japanese="A：このペンはだれのですか。" english="A: Whose pen is this?" />
        <Example japanese="B：わたしのです。" english="B: It’s mine." />
        <Example japanese="A：あのじてんしゃはだれのですか。" english="A: Whose bicycle is that over there?" />
        <Example japanese="B：ケンさんのです。" english="B: It’s Ken’s." />
        <p>
          For the polite version, use <span lang="ja">どなたの</span>:{' '}
          <span lang="ja">これはどなたのかばんですか。</span> (“Whose bag is this?”, said for example by staff to
          customers).
        </p>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              Putting <span lang="ja">だれ</span> at the start as in English (“Who is…”). Japanese keeps the word order
              of the answer: <span lang="ja">あのひとはだれですか</span>, not{' '}
              <span lang="ja">だれはあのひとですか</span>.
            </li>
            <li>
              Following <span lang="ja">だれ</span> with <span lang="ja">は</span>. A question word can never be the
              topic. When “who” is the subject of the sentence, it takes <span lang="ja">が</span>:{' '}
              <span lang="ja">だれがせんせいですか</span> (“Who is the teacher?”). The next lesson, on{' '}
              <span lang="ja">が</span>, explains why.
            </li>
            <li>
              Forgetting <span lang="ja">の</span>: <span lang="ja">だれかさですか</span> does not mean “whose
              umbrella”.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Say these in Japanese.</p>
        <ol>
          <li>Who is that person over there?</li>
          <li>Whose book is this?</li>
          <li>
            It’s my friend’s. (friend: <span lang="ja">ともだち</span>)
          </li>
          <li>Who is that gentleman? (politely)</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol lang="ja">
            <li>あのひとはだれですか。</li>
            <li>これはだれのほんですか。</li>
            <li>ともだちのです。</li>
            <li>あのかたはどなたですか。</li>
          </ol>
        </details>
      </section>
    </>
  );
}
