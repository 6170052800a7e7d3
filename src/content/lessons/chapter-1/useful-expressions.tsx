import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {PhraseTable, type PhraseRow} from '../../../components/lesson/PhraseTable.tsx';
import {PractiseWords} from '../../../components/lesson/PractiseWords.tsx';

const HELPERS: PhraseRow[] = [
  {japanese: 'もういちど おねがいします。', english: 'Once more, please.'},
  {japanese: 'ゆっくり おねがいします。', english: 'Slowly, please.'},
  {japanese: 'ちょっと まってください。', english: 'Just a moment, please.'},
  {japanese: '〜って なんですか。', english: 'What does ~ mean?', note: 'casual but polite enough in class'},
  {japanese: '〜は えいごで なんですか。', english: 'What is ~ in English?'},
  {japanese: '〜は にほんごで なんですか。', english: 'What is ~ in Japanese?'},
  {japanese: 'わかりました。', english: 'I understand. / Got it.'},
  {japanese: 'わかりません。', english: "I don't understand. / I don't know."},
  {japanese: 'しつもんが あります。', english: 'I have a question.'},
];

const LISTENING_SOUNDS: PhraseRow[] = [
  {japanese: 'はい', english: "yes; I'm following", note: 'the all-purpose polite signal'},
  {japanese: 'ええ', english: 'yes, right', note: 'a little softer and more conversational'},
  {japanese: 'そうですか', english: 'I see; is that so?', note: 'with falling intonation, as a reaction'},
  {japanese: 'そうですね', english: "that's right; yes, indeed", note: 'agreeing with the speaker'},
  {japanese: 'へえ', english: 'oh, really? wow', note: 'interest or mild surprise'},
];

export default function UsefulExpressions() {
  return (
    <>
      <section>
        <h2>Phrases that keep a conversation going</h2>
        <p>
          As a beginner you will often not understand what someone says. That is normal, and it is not a problem as long
          as you can say so and ask for help, in Japanese. The phrases in this lesson let you stay in the conversation
          instead of falling back on English. Learn them as whole phrases: you do not need the grammar behind them yet.
        </p>
        <PhraseTable caption="Classroom and conversation helpers" rows={HELPERS} />
      </section>

      <section>
        <h2>Asking someone to repeat or slow down</h2>
        <p>
          <span lang="ja">おねがいします</span> means "please" when you ask for something. Put the thing you want in
          front: <span lang="ja">もういちど</span> (one more time) or <span lang="ja">ゆっくり</span> (slowly). Start
          with <span lang="ja">すみません</span> to sound gentler.
        </p>
        <Example
          japanese="すみません、もういちど おねがいします。"
          english="Sorry, could you say that again, please?"
        />
        <Example japanese="すみません、ゆっくり おねがいします。" english="Sorry, could you speak slowly, please?" />
        <p>
          <span lang="ja">ちょっと まってください</span> ("wait a moment, please") gives you time to look something up
          or write it down.
        </p>
      </section>

      <section>
        <h2>Asking what something means</h2>
        <p>
          When you hear a word you don't know, repeat it and add <span lang="ja">って なんですか</span>: "what is this
          thing you just said?".
        </p>
        <Example
          japanese="A: せんこうは なんですか。 B: 「せんこう」って なんですか。"
          english="A: What's your major? B: What does “senkō” mean?"
        />
        <p>
          To ask for a translation, use <span lang="ja">〜は えいごで なんですか</span> (what is ~ in English?) or{' '}
          <span lang="ja">〜は にほんごで なんですか</span> (what is ~ in Japanese?). <span lang="ja">で</span> here
          means "in" a language.
        </p>
        <Example japanese="「homework」は にほんごで なんですか。" english="How do you say “homework” in Japanese?" />
        <Example
          japanese="A: 「しゅくだい」です。 B: ありがとうございます。"
          english="A: It's “shukudai”. B: Thank you."
        />
      </section>

      <section>
        <h2>Saying whether you understood</h2>
        <p>
          Answer honestly with <span lang="ja">わかりました</span> (I understand, got it) or{' '}
          <span lang="ja">わかりません</span> (I don't understand). Japanese teachers much prefer a clear{' '}
          <span lang="ja">わかりません</span> to a polite nod. If you half understood, say{' '}
          <span lang="ja">すこし わかります</span>, "I understand a little".
        </p>
      </section>

      <section>
        <h2>Polite turn-taking</h2>
        <p>
          Japanese conversation runs on cooperation between speaker and listener. A few habits will make you a good
          conversation partner from day one:
        </p>
        <h3>Show that you are listening</h3>
        <p>
          Japanese listeners give frequent short responses called <span lang="ja">あいづち</span>, together with small
          nods, while the other person talks. Silence from the listener can make a Japanese speaker wonder whether you
          are following. Sprinkle in these sounds at natural pauses:
        </p>
        <PhraseTable caption="Listening responses" rows={LISTENING_SOUNDS} />
        <h3>Take your turn gently</h3>
        <p>
          Wait for a pause rather than cutting in. To start speaking or to ask something, open with{' '}
          <span lang="ja">あのう</span> or <span lang="ja">すみません</span>.
        </p>
        <h3>Give the question back</h3>
        <p>
          After answering a question, hand the turn back with the other person's name + <span lang="ja">は</span>? This
          short question means "And you?":
        </p>
        <Example
          japanese="A: せんこうは なんですか。 B: れきしです。たなかさんは？ A: けいざいです。"
          english="A: What's your major? B: History. And you, Mr Tanaka? A: Economics."
        />
        <Callout tone="tip" title="End with thanks">
          <p>
            When someone has helped you with a word or explained something, close the exchange with{' '}
            <span lang="ja">ありがとうございました</span> (thank you, for something that is done) or{' '}
            <span lang="ja">わかりました、ありがとうございます</span>.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>What would you say?</p>
        <ol>
          <li>Your teacher spoke too fast.</li>
          <li>
            You don't know what <span lang="ja">だいがくいんせい</span> means.
          </li>
          <li>You want to know the Japanese word for "dog".</li>
          <li>Your classmate Ms Smith asks what your major is. Answer "economics" and ask her back.</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">すみません、ゆっくり おねがいします。</span>
            </li>
            <li>
              <span lang="ja">「だいがくいんせい」って なんですか。</span>
            </li>
            <li>
              <span lang="ja">「dog」は にほんごで なんですか。</span> (The answer is <span lang="ja">いぬ</span>.)
            </li>
            <li>
              <span lang="ja">けいざいです。スミスさんは？</span>
            </li>
          </ol>
        </details>
      </section>

      <section>
        <h2>Practise these words</h2>
        <p>
          Say these phrases aloud until they come out without thinking, and make a point of using at least one of them
          in every class or conversation practice this week.
        </p>
        <PractiseWords setId="genki_1_ch1_expressions">the conversation expressions</PractiseWords>
      </section>
    </>
  );
}
