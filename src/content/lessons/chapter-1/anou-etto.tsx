import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

const FILLERS: {word: string; when: string; feeling: string}[] = [
  {
    word: 'あのう',
    when: 'before starting to speak, before a request or question',
    feeling: 'hesitant, considerate, "sorry to bother you"',
  },
  {word: 'ええと', when: 'while searching for an answer or a word', feeling: 'thinking aloud, "let me see"'},
];

export default function AnouEtto() {
  return (
    <>
      <section>
        <h2>Words that buy you time</h2>
        <p>
          Every language has sounds people make while they hesitate or think: "um", "er", "well…". Japanese has its own,
          and using them instead of English ones makes a surprising difference to how natural you sound. Even better,
          they are polite: a well-placed hesitation word shows that you are being careful rather than blunt. This lesson
          covers the two you need first, <span lang="ja">あのう</span> and <span lang="ja">ええと</span>.
        </p>
      </section>

      <section>
        <h2>
          <span lang="ja">あのう</span>: "um, excuse me…"
        </h2>
        <p>
          <span lang="ja">あのう</span> (also written <span lang="ja">あの</span>) is what you say{' '}
          <strong>before</strong> you speak up: to get someone's attention, to start a question, or to soften a request.
          It signals "I'm about to say something and I don't want to be abrupt".
        </p>
        <Example japanese="あのう、すみません。" english="Um, excuse me…" />
        <Example japanese="あのう、しつもんが あります。" english="Um, I have a question." />
        <Example japanese="あのう、たなかさんですか。" english="Er, are you Mr Tanaka?" />
        <p>
          Japanese tends to avoid blurting things out, so <span lang="ja">あのう</span> often appears where English
          would just start the sentence. Approaching a stranger, interrupting someone, or bringing up something awkward
          all sound gentler with it. Say it softly, with a slightly drawn-out last vowel.
        </p>
        <Callout tone="note" title="Not the same as あの + noun">
          <p>
            Later you will learn <span lang="ja">あの</span> as a word meaning "that… over there" (
            <span lang="ja">あの ひと</span>, that person). It is a different word: the hesitation{' '}
            <span lang="ja">あのう</span> stands alone, followed by a pause.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          <span lang="ja">ええと</span>: "let me see…"
        </h2>
        <p>
          <span lang="ja">ええと</span> (also <span lang="ja">えっと</span> or <span lang="ja">えーと</span>) is what
          you say <strong>while thinking</strong>: when you are looking for an answer, counting, or trying to remember a
          word. It is mostly used in reply to something.
        </p>
        <Example
          japanese="A: でんわばんごうは なんですか。 B: ええと…ゼロきゅうゼロの…"
          english="A: What's your phone number? B: Let me see… 090…"
        />
        <Example
          japanese="A: なんさいですか。 B: ええと、じゅうきゅうさいです。"
          english="A: How old are you? B: Um, I'm nineteen."
        />
        <Example japanese="ええと、にほんごで なんですか。" english="Hmm, what's it called in Japanese?" />
      </section>

      <section>
        <h2>Which one when?</h2>
        <LessonTable
          caption={
            <>
              <span lang="ja">あのう</span> and <span lang="ja">ええと</span> compared
            </>
          }
          columns={[
            {header: 'Word', cell: (filler) => filler.word, lang: 'ja'},
            {header: 'When', cell: (filler) => filler.when},
            {header: 'Feeling', cell: (filler) => filler.feeling},
          ]}
          rows={FILLERS}
          rowKey={(filler) => filler.word}
        />
        <p>
          A simple way to remember: <span lang="ja">あのう</span> opens a conversation, <span lang="ja">ええと</span>{' '}
          fills a gap inside one. They can also come together: <span lang="ja">あのう…ええと…</span> is exactly what a
          nervous learner says when stopping someone in the street.
        </p>
      </section>

      <section>
        <h2>Using them well</h2>
        <ul>
          <li>
            <strong>Replace English fillers.</strong> An English "um" or "uh" in the middle of Japanese jars the
            listener. Train yourself to reach for <span lang="ja">ええと</span> instead.
          </li>
          <li>
            <strong>Don't overdo it.</strong> One hesitation word per sentence is plenty. Starting every sentence with{' '}
            <span lang="ja">あのう</span> sounds unsure.
          </li>
          <li>
            <strong>Silence is fine too.</strong> A short pause while you think is normal in Japanese conversation and
            not rude.
          </li>
          <li>
            <strong>Not in formal writing.</strong> These are spoken words. In a chat message,{' '}
            <span lang="ja">あの</span> and <span lang="ja">えっと</span> are fine; in an essay or a formal email, leave
            them out.
          </li>
        </ul>
      </section>

      <section>
        <h2>Try it</h2>
        <p>Which word fits each situation?</p>
        <ol>
          <li>You want to ask a station employee a question.</li>
          <li>Your teacher asks what time it is and you have to check your watch.</li>
          <li>You need to interrupt a classmate who is reading.</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">あのう、すみません…</span>
            </li>
            <li>
              <span lang="ja">ええと…</span> (then, for example, <span lang="ja">さんじはんです</span>)
            </li>
            <li>
              <span lang="ja">あのう…</span>
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
