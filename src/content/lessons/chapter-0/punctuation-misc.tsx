import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {MixedText} from '../../../components/MixedText.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

const PUNCTUATION: {mark: string; name: string; use: string}[] = [
  {mark: '。', name: 'まる (maru)', use: 'full stop at the end of a sentence: a small hollow circle'},
  {mark: '、', name: 'てん (ten)', use: 'comma; it slants the other way from an English comma'},
  {mark: '「　」', name: 'かぎかっこ (kagikakko)', use: 'quotation marks for speech and quoted words'},
  {
    mark: '『　』',
    name: 'にじゅうかぎかっこ (nijū kagikakko)',
    use: 'a quotation inside a quotation, and titles of books and films',
  },
  {
    mark: '？ ！',
    name: 'question and exclamation marks',
    use: 'common in casual and modern writing, rarer in formal texts',
  },
  {mark: 'ー', name: 'ちょうおんぷ (chōonpu)', use: 'long-vowel mark, mainly in katakana'},
  {mark: '・', name: 'なかぐろ (nakaguro)', use: 'a middle dot separating foreign names and words: ジョン・スミス'},
  {
    mark: '〜',
    name: 'なみせん (namisen)',
    use: 'a wave dash for ranges ("from… to…"), and in textbooks for "something goes here"',
  },
];

export default function PunctuationMisc() {
  return (
    <>
      <section>
        <h2>Japanese punctuation marks</h2>
        <p>
          Japanese punctuation looks a little different from English, and each mark takes up a full character square.
          Here are the marks you will see from the start:
        </p>
        <LessonTable
          caption="Everyday punctuation"
          columns={[
            {header: 'Mark', cell: (mark) => mark.mark, lang: 'ja'},
            {header: 'Name', cell: (mark) => <MixedText text={mark.name} />},
            {header: 'Use', cell: (mark) => <MixedText text={mark.use} />},
          ]}
          rows={PUNCTUATION}
          rowKey={(mark) => mark.mark}
        />
        <Example
          japanese="「おはよう」と いいました。"
          reading="'ohayō' to iimashita."
          english='(He) said "good morning".'
        />
      </section>

      <section>
        <h2>Question marks are optional</h2>
        <p>
          A Japanese question is already marked by the particle <span lang="ja">か</span> at the end, so formal writing
          simply ends it with <span lang="ja">。</span>. In emails, chats and manga you will see{' '}
          <span lang="ja">？</span> too, especially on casual questions that have no <span lang="ja">か</span>.
        </p>
        <Example japanese="がくせいですか。" reading="gakusei desu ka." english="Are you a student?" />
        <Example japanese="げんき？" reading="genki?" english="Doing well? (casual)" />
      </section>

      <section>
        <h2>Vertical and horizontal writing</h2>
        <p>Japanese can be written in two directions, and you will meet both:</p>
        <ul>
          <li>
            <strong>Vertical</strong> (<span lang="ja">たてがき</span>, tategaki): characters run from top to bottom,
            and columns go from right to left. Novels, newspapers, manga and traditional letters use it, which is why
            their books open from what an English reader would call the back.
          </li>
          <li>
            <strong>Horizontal</strong> (<span lang="ja">よこがき</span>, yokogaki): left to right, top to bottom, as in
            English. Websites, apps, science and most textbooks use it.
          </li>
        </ul>
        <p>
          In vertical writing some marks turn: the long-vowel mark <span lang="ja">ー</span> becomes a vertical line,
          and <span lang="ja">。</span> and <span lang="ja">、</span> move to the top right of their square.
        </p>
      </section>

      <section>
        <h2>Spaces</h2>
        <p>
          Normal Japanese writing has no spaces between words. The mix of kanji, hiragana and katakana shows where words
          begin. Texts written only in kana, such as children's books and the first chapters of this course, put a space
          between phrases to make them easier to read: <span lang="ja">わたしは がくせいです。</span> Once kanji arrive,
          the spaces go.
        </p>
        <Callout tone="tip" title="Writing on squared paper">
          <p>
            Japanese students practise on manuscript paper with one square per character. Every kana, kanji and
            punctuation mark gets its own square, and small kana such as <span lang="ja">っ</span> and{' '}
            <span lang="ja">ゃ</span> sit in a corner of theirs. It is a good way to train even-sized, well-proportioned
            handwriting.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Writing numbers</h2>
        <p>
          In horizontal writing, numbers usually appear as ordinary digits: 3, 25, 100. In vertical writing, and in some
          traditional contexts such as menus and signs, kanji numerals are used: <Ruby word="一" reading="いち" /> (1),{' '}
          <Ruby word="二" reading="に" /> (2), <Ruby word="三" reading="さん" /> (3),{' '}
          <Ruby word="十" reading="じゅう" /> (10). You will learn these kanji properly later; for now, just recognise
          that a number can look like either. Big numbers take commas every three digits, as in English: 1,000.
        </p>
      </section>

      <section>
        <h2>
          Preview: small <span lang="ja">ッ</span> and <span lang="ja">ー</span> in katakana
        </h2>
        <p>
          Katakana, which you will learn in chapter 2, uses the same small <span lang="ja">ッ</span> for paused
          consonants as hiragana does. For long vowels, though, it almost always uses the dash <span lang="ja">ー</span>{' '}
          instead of an extra vowel:
        </p>
        <ul>
          <li>
            <span lang="ja">コーヒー</span> (kōhī): coffee
          </li>
          <li>
            <span lang="ja">ノート</span> (nōto): notebook
          </li>
          <li>
            <span lang="ja">ベッド</span> (beddo): bed
          </li>
          <li>
            <span lang="ja">サッカー</span> (sakkā): football, soccer
          </li>
        </ul>
        <p>
          You may also see <span lang="ja">ー</span> in hiragana in casual writing and manga, to show a drawn-out word:{' '}
          <span lang="ja">すごーい</span> (sugōi, amaaazing).
        </p>
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          A character in a story says <span lang="ja">「あした、きますか。」</span>. What do the marks{' '}
          <span lang="ja">「」</span>, <span lang="ja">、</span> and <span lang="ja">。</span> do, and why is there no
          question mark?
        </p>
        <details>
          <summary>Answer</summary>
          <p>
            <span lang="ja">「」</span> marks what the character says, <span lang="ja">、</span> is a comma after
            "tomorrow", and <span lang="ja">。</span> is the full stop. The sentence means "Will you come tomorrow?";
            the particle <span lang="ja">か</span> already makes it a question, so no question mark is needed.
          </p>
        </details>
      </section>
    </>
  );
}
