import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type Pair = {question: string; questionEnglish: string; answer: string; answerEnglish: string};

const QUESTION_PAIRS: Pair[] = [
  {
    question: 'だれがにほんじんですか。',
    questionEnglish: 'Who is Japanese?',
    answer: 'たなかさんがにほんじんです。',
    answerEnglish: 'Ms Tanaka is (the one who is) Japanese.',
  },
  {
    question: 'どれがいいですか。',
    questionEnglish: 'Which one would you like? (Which is good?)',
    answer: 'これがいいです。',
    answerEnglish: 'This one, please. (This one is good.)',
  },
  {
    question: 'どれがやまださんのかばんですか。',
    questionEnglish: 'Which one is Mr Yamada’s bag?',
    answer: 'あれがやまださんのかばんです。',
    answerEnglish: 'That one over there is Mr Yamada’s bag.',
  },
  {
    question: 'なにがおいしいですか。',
    questionEnglish: 'What is good here? (What is tasty?)',
    answer: 'ラーメンがおいしいです。',
    answerEnglish: 'The ramen is good.',
  },
  {
    question: 'だれがきますか。',
    questionEnglish: 'Who is coming?',
    answer: 'リサさんがきます。',
    answerEnglish: 'Lisa is coming.',
  },
];

/** Chapter 2: が after question words that are the subject, and how it differs from は. */
export default function GaParticleLesson() {
  return (
    <>
      <section>
        <h2>When the question word is the subject</h2>
        <p>
          So far you have built sentences around <span lang="ja">は</span>, the topic marker:{' '}
          <span lang="ja">やまださんはせんせいです</span>, “as for Mr Yamada, he is a teacher”. But some questions
          cannot work that way. In “<em>Who</em> is Japanese?” or “<em>Which one</em> is good?”, the question word is
          the subject of the sentence, and a question word can never be the topic, because the topic is something both
          speakers already know.
        </p>
        <p>
          In that situation Japanese uses the particle <span lang="ja">が</span> instead:
        </p>
        <Example japanese="だれがきますか。" english="Who is coming?" />
        <Example japanese="どれがいいですか。" english="Which one is good? / Which would you like?" />
        <p>
          The rule for now:{' '}
          <strong>
            a question word that is the subject takes <span lang="ja">が</span>, never <span lang="ja">は</span>.
          </strong>{' '}
          This applies to <span lang="ja">だれ</span> (who), <span lang="ja">なに</span> (what),{' '}
          <span lang="ja">どれ</span> (which one) and <span lang="ja">どこ</span> (where), whenever they are the
          subject.
        </p>
        <p>
          (<span lang="ja">きます</span> is the polite form of the verb “come”; you will learn verbs properly in chapter
          3.)
        </p>
      </section>

      <section>
        <h2>
          Answering with <span lang="ja">が</span>
        </h2>
        <p>
          The answer fills the slot of the question word, so it keeps the same particle. Ask with{' '}
          <span lang="ja">が</span>, answer with <span lang="ja">が</span>:
        </p>
        <LessonTable
          caption={
            <>
              Questions with <span lang="ja">が</span> and their answers
            </>
          }
          columns={[
            {
              header: 'Question',
              cell: (pair) => (
                <>
                  <span lang="ja">{pair.question}</span>
                  <span className="hint">{pair.questionEnglish}</span>
                </>
              ),
            },
            {
              header: 'Answer',
              cell: (pair) => (
                <>
                  <span lang="ja">{pair.answer}</span>
                  <span className="hint">{pair.answerEnglish}</span>
                </>
              ),
            },
          ]}
          rows={QUESTION_PAIRS}
          rowKey={(pair) => pair.question}
        />
        <p>
          A short answer is fine too: just the new information plus <span lang="ja">です</span>, as in{' '}
          <span lang="ja">たなかさんです</span>. What you should not do is switch to <span lang="ja">は</span>.
        </p>
      </section>

      <section>
        <h2>
          <span lang="ja">は</span> and <span lang="ja">が</span> side by side
        </h2>
        <p>
          The full story of <span lang="ja">は</span> and <span lang="ja">が</span> takes a while to learn, but at this
          stage one contrast covers most cases:
        </p>
        <ul>
          <li>
            <span lang="ja">は</span> announces the <strong>topic</strong>: what you are talking about. What comes after
            it is the new part.
          </li>
          <li>
            <span lang="ja">が</span> puts the spotlight on the word right before it: <strong>that</strong> is the new
            information, the answer to “who?” or “which?”.
          </li>
        </ul>
        <Example
          japanese="たなかさんはがくせいです。"
          english="Mr Tanaka is a student. (Talking about Mr Tanaka: he’s a student.)"
        />
        <Example
          japanese="たなかさんががくせいです。"
          english="Mr Tanaka is the student. (Of the people here, he’s the one who is a student.)"
        />
        <p>
          The first sentence answers “What does Mr Tanaka do?”. The second answers{' '}
          <span lang="ja">だれががくせいですか</span>, “Who is the student?”. In English you would show the difference
          with stress in your voice (“<em>Tanaka</em> is the student”); Japanese shows it with the particle.
        </p>
        <Callout tone="note" title="Compare the two ways of asking">
          <p>
            <span lang="ja">せんせいはだれですか</span> and <span lang="ja">だれがせんせいですか</span> both translate
            as “Who is the teacher?”. The first makes “the teacher” the topic and asks for an identity; the second asks
            which of the people present is the teacher. Both are correct; <span lang="ja">だれは</span> never is.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              <span lang="ja">だれはきますか</span>, <span lang="ja">どれはいいですか</span>: a question word followed
              by <span lang="ja">は</span> is always wrong.
            </li>
            <li>
              Answering a <span lang="ja">が</span> question with <span lang="ja">は</span>:{' '}
              <span lang="ja">これはいいです</span> in reply to <span lang="ja">どれがいいですか</span> sets up a
              contrast nobody asked for (“this one, at least, is fine”), and can even be heard as “I don’t need this
              one”.
            </li>
            <li>
              Using <span lang="ja">が</span> for every subject. Ordinary statements about a known person or thing still
              use <span lang="ja">は</span>: <span lang="ja">わたしはがくせいです</span>.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          Fill the gap with <span lang="ja">は</span> or <span lang="ja">が</span>.
        </p>
        <ol lang="ja">
          <li>A：だれ＿りゅうがくせいですか。　B：メアリーさん＿りゅうがくせいです。</li>
          <li>わたし＿アメリカじんです。</li>
          <li>A：どれ＿リーさんのかさですか。　B：それ＿わたしのかさです。</li>
          <li>このとけい＿いくらですか。</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">だれが</span>, <span lang="ja">メアリーさんが</span>: a question word as subject, and its
              answer.
            </li>
            <li>
              <span lang="ja">わたしは</span>: an ordinary statement about a known topic.
            </li>
            <li>
              <span lang="ja">どれが</span>, <span lang="ja">それが</span>.
            </li>
            <li>
              <span lang="ja">このとけいは</span>: the watch is the topic; the question word (
              <span lang="ja">いくら</span>) comes later.
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
