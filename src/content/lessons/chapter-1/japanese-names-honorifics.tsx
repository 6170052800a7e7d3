import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {PhraseTable, type PhraseRow} from '../../../components/lesson/PhraseTable.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';

const NAME_SUFFIXES: PhraseRow[] = [
  {japanese: '〜さん', english: 'Mr, Ms, Mrs', note: 'the safe default for almost anyone, any gender'},
  {
    japanese: '〜くん',
    english: '(for boys and young men)',
    note: 'friends, classmates, juniors; also used by bosses for younger male staff',
  },
  {japanese: '〜ちゃん', english: '(affectionate)', note: 'small children, close friends, family members, pets'},
  {japanese: '〜さま', english: '(very respectful)', note: 'customers, addresses on letters, formal written Japanese'},
  {japanese: '〜せんせい', english: 'Professor, Doctor', note: 'teachers, doctors, lawyers, artists; replaces さん'},
];

export default function JapaneseNamesHonorifics() {
  return (
    <>
      <section>
        <h2>Family name first</h2>
        <p>
          In Japanese, the family name comes first and the given name second. In <Ruby word="山田" reading="やまだ" />{' '}
          <Ruby word="結衣" reading="ゆい" />, <span lang="ja">やまだ</span> is the family name and{' '}
          <span lang="ja">ゆい</span> the given name. Foreign names are usually left in their own order and written in
          katakana: <span lang="ja">エマ・ウィルソン</span>.
        </p>
        <p>
          When Japanese people write their name in English, some switch to the Western order (Yui Yamada) and some keep
          the Japanese order (YAMADA Yui, with the family name in capitals to make it clear). If you are unsure which
          name is which, it is perfectly polite to ask.
        </p>
      </section>

      <section>
        <h2>Family names in daily life</h2>
        <p>
          Japanese adults who are not close friends call each other by family name. Classmates, colleagues and
          neighbours are <span lang="ja">やまださん</span>, <span lang="ja">たなかさん</span>, often for years. Given
          names are for family, close friends and children. Wait until someone invites you to use their given name, or
          until you hear others doing it.
        </p>
        <Example japanese="やまださんは にほんじんです。" english="Ms Yamada is Japanese." />
      </section>

      <section>
        <h2>
          <span lang="ja">さん</span> and the other name suffixes
        </h2>
        <p>
          Japanese attaches a short title after a person's name. The most common one, <span lang="ja">さん</span>, is
          neutral: it works for men and women, married or not, with a family name or a given name. When in doubt, use{' '}
          <span lang="ja">さん</span>.
        </p>
        <PhraseTable caption="Name suffixes" rows={NAME_SUFFIXES} />
        <p>
          <span lang="ja">せんせい</span> is special: it replaces <span lang="ja">さん</span> after the name (
          <span lang="ja">やまだせんせい</span>, never <span lang="ja">やまださんせんせい</span>), and it can be used on
          its own to address your teacher, where English would say "Professor" or "Excuse me".
        </p>
        <Example japanese="せんせい、しつもんが あります。" english="Professor, I have a question." />
        <p>
          <span lang="ja">さん</span> also attaches to some jobs and shops: <span lang="ja">ほんやさん</span> (the
          bookseller, the bookshop), <span lang="ja">おいしゃさん</span> (the doctor).
        </p>
      </section>

      <section>
        <h2>Never on your own name</h2>
        <p>
          Honorific suffixes show respect to <em>others</em>. Using one on your own name sounds as odd as introducing
          yourself as "the honourable Mr Smith":
        </p>
        <Example japanese="スミスです。" english="I'm Smith. (correct)" />
        <Example japanese="スミスさんです。" english="I'm Mr Smith. (wrong when talking about yourself)" />
        <p>
          The same goes for the members of your own group when you talk to outsiders. A receptionist tells a caller that{' '}
          <span lang="ja">やまだ</span> is out, without <span lang="ja">さん</span>, even if Yamada is the company
          president. You will meet this in-group rule again when you learn honorific language in Genki II.
        </p>
        <Callout tone="warning" title="Common mistakes">
          <ul>
            <li>
              Adding <span lang="ja">さん</span> to your own name.
            </li>
            <li>
              Using <span lang="ja">くん</span> or <span lang="ja">ちゃん</span> with people you've just met, especially
              adults. Stick to <span lang="ja">さん</span>.
            </li>
            <li>
              Dropping the suffix and using a bare family name (<span lang="ja">やまだ</span>): among adults this sounds
              either very close or rude.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>How would you refer to each person?</p>
        <ol>
          <li>Your Japanese teacher, whose family name is Suzuki.</li>
          <li>A classmate named Kenta Ono whom you met last week.</li>
          <li>Yourself, introducing yourself as Lee.</li>
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            <li>
              <span lang="ja">すずきせんせい</span>, or simply <span lang="ja">せんせい</span>
            </li>
            <li>
              <span lang="ja">おのさん</span> (family name + <span lang="ja">さん</span>)
            </li>
            <li>
              <span lang="ja">リーです。</span> (no suffix)
            </li>
          </ol>
        </details>
      </section>
    </>
  );
}
