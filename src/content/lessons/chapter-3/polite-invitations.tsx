import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';

type Line = {speaker: string; japanese: string; english: string};

const ACCEPTED: Line[] = [
  {
    speaker: 'Ken',
    japanese: 'リサさん、どようびにいっしょにえいがをみませんか。',
    english: 'Lisa, would you like to see a film together on Saturday?',
  },
  {speaker: 'Lisa', japanese: 'いいですね。みましょう。', english: 'Sounds good. Let’s!'},
  {speaker: 'Ken', japanese: 'なんじにあいましょうか。', english: 'What time shall we meet?'},
  {speaker: 'Lisa', japanese: 'ええと…さんじはどうですか。', english: 'Um… how about three?'},
  {speaker: 'Ken', japanese: 'いいですよ。じゃあ、さんじに。', english: 'Fine. Three o’clock, then.'},
];

const DECLINED: Line[] = [
  {
    speaker: 'Ken',
    japanese: 'こんばん、いっしょにばんごはんをたべませんか。',
    english: 'Would you like to have dinner together tonight?',
  },
  {
    speaker: 'Mary',
    japanese: 'こんばんですか。すみません、こんばんはちょっと…',
    english: 'Tonight? Sorry, tonight is a bit…',
  },
  {speaker: 'Ken', japanese: 'そうですか。じゃあ、またこんど。', english: 'I see. Another time, then.'},
  {speaker: 'Mary', japanese: 'ええ、またこんど。', english: 'Yes, another time.'},
];

function Dialogue({lines}: {lines: Line[]}) {
  return (
    <>
      {lines.map(({speaker, japanese, english}) => (
        <Example key={japanese} japanese={japanese} english={`${speaker}: ${english}`} />
      ))}
    </>
  );
}

/** Chapter 3: inviting with 〜ませんか, suggesting with 〜ましょう, and accepting or declining gracefully. */
export default function PoliteInvitationsLesson() {
  return (
    <>
      <section>
        <h2>
          <span lang="ja">〜ませんか</span>: won’t you…?
        </h2>
        <p>
          To invite someone, take the negative <span lang="ja">ます</span>-form and make it a question:{' '}
          <span lang="ja">〜ませんか</span>. Literally it asks “won’t you …?”, just as English says “Why don’t we …?”,
          and it is the standard polite invitation.
        </p>
        <Example japanese="いっしょにひるごはんをたべませんか。" english="Would you like to have lunch together?" />
        <Example japanese="あした、テニスをしませんか。" english="Do you want to play tennis tomorrow?" />
        <Example
          japanese="しゅうまつ、うちにきませんか。"
          english="Would you like to come to my place at the weekend?"
        />
        <p>
          <span lang="ja">いっしょに</span> (“together”) goes naturally with invitations. The negative question is what
          makes the invitation gentle: it leaves the listener room to say no without anyone losing face.
        </p>
        <Callout tone="warning" title="〜ますか is not an invitation">
          <p>
            <span lang="ja">えいがをみますか</span> asks about facts or plans: “Do you watch films?” or “Are you going
            to watch a film?”. To invite, use <span lang="ja">えいがをみませんか</span>.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          <span lang="ja">〜ましょう</span>: let’s
        </h2>
        <p>
          Replace <span lang="ja">ます</span> with <span lang="ja">ましょう</span> and you get “let’s”. It is more
          direct than <span lang="ja">ませんか</span>: it assumes the other person is happy to join. Use it to accept an
          invitation with enthusiasm, or to push a plan forward once you both agree.
        </p>
        <Example japanese="いきましょう。" english="Let’s go." />
        <Example japanese="ここでまちましょう。" english="Let’s wait here." />
        <Example japanese="にほんごではなしましょう。" english="Let’s speak in Japanese." />
        <p>
          Add <span lang="ja">か</span> for “shall we…?”: a suggestion that also asks for the other person’s opinion. It
          is perfect for working out details.
        </p>
        <Example japanese="どこであいましょうか。" english="Where shall we meet?" />
        <Example japanese="なにをたべましょうか。" english="What shall we eat?" />
      </section>

      <section>
        <h2>Accepting</h2>
        <p>The most common replies are short:</p>
        <ul>
          <li>
            <span lang="ja">いいですね。</span> That sounds good. (The <span lang="ja">ね</span> shares your
            enthusiasm.)
          </li>
          <li>
            <span lang="ja">ええ、いいですね。〜ましょう。</span> Yes, sounds good. Let’s …
          </li>
          <li>
            <span lang="ja">ぜひ。</span> I’d love to. (Literally “by all means”.)
          </li>
        </ul>
        <Dialogue lines={ACCEPTED} />
      </section>

      <section>
        <h2>Declining politely</h2>
        <p>
          A flat <span lang="ja">いいえ、みません</span> (“No, I won’t watch it”) is far too blunt. Japanese speakers
          turn down invitations indirectly, and the key word is <span lang="ja">ちょっと</span>, “a little”. You name
          the problem (the day, the time, the activity) and then let the sentence trail off:
        </p>
        <Example japanese="すみません、あしたはちょっと…" english="Sorry, tomorrow is a bit (difficult)…" />
        <Example japanese="どようびはちょっと…" english="Saturday is a bit…" />
        <p>
          The listener fills in “difficult” or “inconvenient” and understands perfectly. Starting with{' '}
          <span lang="ja">すみません</span> or <span lang="ja">ざんねんですが</span> (“unfortunately”) and ending with{' '}
          <span lang="ja">またこんど</span> (“another time”) makes the refusal warmer.
        </p>
        <Dialogue lines={DECLINED} />
        <Callout tone="tip" title="Unfinished sentences are polite">
          <p>
            Letting a sentence trail off with <span lang="ja">…</span> and a softer voice is not rude or lazy here; it
            is the polite choice. Spelling out the refusal would be the impolite option.
          </p>
        </Callout>
      </section>

      <section>
        <h2>
          <span lang="ja">ええと</span>: buying time
        </h2>
        <p>
          When you need a moment to think (about the time, the place, or how to say no), fill the pause with{' '}
          <span lang="ja">ええと</span> (“um”, “let me see”). It signals that you are thinking rather than ignoring the
          question.
        </p>
        <Example japanese="ええと…にちようびはどうですか。" english="Let me see… how about Sunday?" />
      </section>

      <section>
        <h2>Try it</h2>
        <ol>
          <li>Invite a friend to drink coffee together.</li>
          <li>Accept an invitation to go to Kyoto, enthusiastically.</li>
          <li>Turn down an invitation for Friday, politely.</li>
          <li>Ask “What time shall we meet?”</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol lang="ja">
            <li>いっしょにコーヒーをのみませんか。</li>
            <li>いいですね。いきましょう。</li>
            <li>すみません、きんようびはちょっと…</li>
            <li>なんじにあいましょうか。</li>
          </ol>
        </details>
      </section>
    </>
  );
}
