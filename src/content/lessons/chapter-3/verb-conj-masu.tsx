import type {ReactNode} from 'react';
import {Callout} from '../../../components/lesson/Callout.tsx';
import {Example} from '../../../components/lesson/Example.tsx';
import {Ruby} from '../../../components/lesson/Ruby.tsx';
import {MixedText} from '../../../components/MixedText.tsx';
import {LessonTable} from '../../../components/lesson/LessonTable.tsx';

type VerbGroup = 'る-verb' | 'う-verb' | 'irregular';
type Verb = {dictionary: ReactNode; english: string; group: VerbGroup; masu: string};

const VERBS: Verb[] = [
  {dictionary: <Ruby word="食べる" reading="たべる" />, english: 'to eat', group: 'る-verb', masu: 'たべます'},
  {dictionary: <Ruby word="見る" reading="みる" />, english: 'to see, to watch', group: 'る-verb', masu: 'みます'},
  {dictionary: <span lang="ja">おきる</span>, english: 'to get up', group: 'る-verb', masu: 'おきます'},
  {dictionary: <span lang="ja">ねる</span>, english: 'to sleep, to go to bed', group: 'る-verb', masu: 'ねます'},
  {dictionary: <Ruby word="行く" reading="いく" />, english: 'to go', group: 'う-verb', masu: 'いきます'},
  {dictionary: <Ruby word="飲む" reading="のむ" />, english: 'to drink', group: 'う-verb', masu: 'のみます'},
  {
    dictionary: <Ruby word="帰る" reading="かえる" />,
    english: 'to go home, to return',
    group: 'う-verb',
    masu: 'かえります',
  },
  {dictionary: <Ruby word="読む" reading="よむ" />, english: 'to read', group: 'う-verb', masu: 'よみます'},
  {dictionary: <Ruby word="聞く" reading="きく" />, english: 'to listen, to hear', group: 'う-verb', masu: 'ききます'},
  {
    dictionary: <Ruby word="話す" reading="はなす" />,
    english: 'to speak, to talk',
    group: 'う-verb',
    masu: 'はなします',
  },
  {dictionary: <Ruby word="待つ" reading="まつ" />, english: 'to wait', group: 'う-verb', masu: 'まちます'},
  {dictionary: <Ruby word="買う" reading="かう" />, english: 'to buy', group: 'う-verb', masu: 'かいます'},
  {
    dictionary: <span lang="ja">あそぶ</span>,
    english: 'to play, to spend time with friends',
    group: 'う-verb',
    masu: 'あそびます',
  },
  {dictionary: <span lang="ja">およぐ</span>, english: 'to swim', group: 'う-verb', masu: 'およぎます'},
  {dictionary: <span lang="ja">わかる</span>, english: 'to understand', group: 'う-verb', masu: 'わかります'},
  {dictionary: <span lang="ja">する</span>, english: 'to do', group: 'irregular', masu: 'します'},
  {dictionary: <Ruby word="来る" reading="くる" />, english: 'to come', group: 'irregular', masu: 'きます'},
  {
    dictionary: <span lang="ja">べんきょうする</span>,
    english: 'to study',
    group: 'irregular',
    masu: 'べんきょうします',
  },
];

const U_VERB_ENDINGS: [dictionaryEnding: string, stemEnding: string, example: string][] = [
  ['う', 'い', 'かう → かいます'],
  ['く', 'き', 'きく → ききます'],
  ['ぐ', 'ぎ', 'およぐ → およぎます'],
  ['す', 'し', 'はなす → はなします'],
  ['つ', 'ち', 'まつ → まちます'],
  ['ぬ', 'に', 'しぬ → しにます'],
  ['ぶ', 'び', 'あそぶ → あそびます'],
  ['む', 'み', 'のむ → のみます'],
  ['る', 'り', 'かえる → かえります'],
];

const PRACTICE: {verb: string; english: string; group: string; masu: string}[] = [
  {verb: 'おきる', english: 'to get up', group: 'る-verb', masu: 'おきます'},
  {verb: 'よむ', english: 'to read', group: 'う-verb', masu: 'よみます'},
  {verb: 'かえる', english: 'to go home', group: 'う-verb', masu: 'かえります'},
  {verb: 'くる', english: 'to come', group: 'irregular', masu: 'きます'},
  {verb: 'はなす', english: 'to speak', group: 'う-verb', masu: 'はなします'},
  {verb: 'まつ', english: 'to wait', group: 'う-verb', masu: 'まちます'},
  {verb: 'はいる', english: 'to enter', group: 'う-verb (an exception)', masu: 'はいります'},
  {verb: 'べんきょうする', english: 'to study', group: 'irregular', masu: 'べんきょうします'},
];

/** Chapter 3: the three verb groups, the dictionary form and how to build the polite ます-form. */
export default function VerbConjMasuLesson() {
  return (
    <>
      <section>
        <h2>Two forms of every verb</h2>
        <p>
          Japanese verbs come at the end of the sentence and change their endings to show politeness, tense, negation
          and much more. This chapter starts with two forms:
        </p>
        <ul>
          <li>
            The <strong>dictionary form</strong>, such as <span lang="ja">たべる</span> (to eat). It is the form you
            look up in a dictionary, and it is also the plain, casual present tense used among friends. Every dictionary
            form ends in an u-sound: <span lang="ja">る</span>, <span lang="ja">く</span>, <span lang="ja">む</span>,{' '}
            <span lang="ja">す</span> and so on.
          </li>
          <li>
            The{' '}
            <strong>
              <span lang="ja">ます</span>-form
            </strong>
            , such as <span lang="ja">たべます</span>. It is polite, the right choice with people you don’t know well,
            at work and in class. It is the form you will speak for now.
          </li>
        </ul>
        <p>
          To get from one to the other you need to know which of three groups the verb belongs to. The groups differ
          only in how they change; once you know a verb’s group, every form follows its rule.
        </p>
      </section>

      <section>
        <h2>The three verb groups</h2>
        <h3>
          <span lang="ja">る</span>-verbs
        </h3>
        <p>
          These always end in <span lang="ja">る</span>, with an i-sound or e-sound just before it (
          <span lang="ja">みる</span>, <span lang="ja">たべる</span>). To make the <span lang="ja">ます</span>-form,{' '}
          <strong>
            drop <span lang="ja">る</span> and add <span lang="ja">ます</span>
          </strong>
          :
        </p>
        <Example japanese="たべる → たべます" english="to eat → eat (polite)" />
        <Example japanese="みる → みます" english="to see → see (polite)" />
        <h3>
          <span lang="ja">う</span>-verbs
        </h3>
        <p>
          The largest group. To make the <span lang="ja">ます</span>-form,{' '}
          <strong>
            change the final u-sound to the matching i-sound, then add <span lang="ja">ます</span>
          </strong>
          . In the kana chart this means moving one column to the left, from the u-column to the i-column:
        </p>
        <LessonTable
          caption={
            <>
              <span lang="ja">う</span>-verb endings and their <span lang="ja">ます</span>-forms
            </>
          }
          columns={[
            {header: 'Dictionary form ends in', cell: ([dictionaryEnding]) => dictionaryEnding, lang: 'ja'},
            {header: 'Becomes', cell: ([, stemEnding]) => <>{stemEnding}ます</>, lang: 'ja'},
            {header: 'Example', cell: ([, , example]) => example, lang: 'ja'},
          ]}
          rows={U_VERB_ENDINGS}
          rowKey={([dictionaryEnding]) => dictionaryEnding}
        />
        <p>
          Watch the t-row: <span lang="ja">つ</span> becomes <span lang="ja">ち</span>, and the s-row:{' '}
          <span lang="ja">す</span> becomes <span lang="ja">し</span>. They follow the kana chart, not the romaji.
        </p>
        <h3>Irregular verbs</h3>
        <p>
          Only two verbs are truly irregular, and you simply memorise them: <span lang="ja">する</span> (to do) becomes{' '}
          <span lang="ja">します</span>, and <span lang="ja">くる</span> (to come) becomes <span lang="ja">きます</span>
          . Many verbs are made from a noun plus <span lang="ja">する</span>, such as{' '}
          <span lang="ja">べんきょうする</span> (to study) and <span lang="ja">りょうりする</span> (to cook); they all
          change the same way: <span lang="ja">べんきょうします</span>.
        </p>
      </section>

      <section>
        <h2>A full table</h2>
        <LessonTable
          caption={
            <>
              Common verbs with their group and <span lang="ja">ます</span>-form
            </>
          }
          columns={[
            {header: 'Dictionary form', cell: ({dictionary}) => dictionary},
            {header: 'Meaning', cell: ({english}) => english},
            {header: 'Group', cell: ({group}) => <MixedText text={group} />},
            {
              header: (
                <>
                  <span lang="ja">ます</span>-form
                </>
              ),
              cell: ({masu}) => masu,
              lang: 'ja',
            },
          ]}
          rows={VERBS}
          rowKey={({masu}) => masu}
        />
        <p>In sentences:</p>
        <Example japanese="まいにちコーヒーをのみます。" english="I drink coffee every day." />
        <Example japanese="あしたとうきょうにいきます。" english="I’ll go to Tokyo tomorrow." />
        <Example japanese="うちにかえります。" english="I’m going home." />
      </section>

      <section>
        <h2>
          How to tell <span lang="ja">る</span>-verbs from <span lang="ja">う</span>-verbs
        </h2>
        <p>The ending gives you a strong hint:</p>
        <ol>
          <li>
            If the verb does <strong>not</strong> end in <span lang="ja">る</span>, it is a <span lang="ja">う</span>
            -verb (unless it is <span lang="ja">する</span> or <span lang="ja">くる</span>).
          </li>
          <li>
            If it ends in <span lang="ja">る</span> with an <strong>a, u or o</strong> sound before it (
            <span lang="ja">わかる</span>, <span lang="ja">つくる</span>, <span lang="ja">のる</span>), it is a{' '}
            <span lang="ja">う</span>-verb.
          </li>
          <li>
            If it ends in <span lang="ja">る</span> with an <strong>i or e</strong> sound before it (
            <span lang="ja">みる</span>, <span lang="ja">たべる</span>), it is <em>usually</em> a{' '}
            <span lang="ja">る</span>-verb, but not always.
          </li>
        </ol>
        <p>
          That last “usually” matters. A number of common verbs look like <span lang="ja">る</span>-verbs but are{' '}
          <span lang="ja">う</span>-verbs, and <span lang="ja">かえる</span> (to go home) is the one you will use most.
          You must learn these individually:
        </p>
        <ul>
          <li>
            <Ruby word="帰る" reading="かえる" />: to go home → <span lang="ja">かえります</span>
          </li>
          <li>
            <Ruby word="入る" reading="はいる" />: to enter → <span lang="ja">はいります</span>
          </li>
          <li>
            <Ruby word="走る" reading="はしる" />: to run → <span lang="ja">はしります</span>
          </li>
          <li>
            <Ruby word="知る" reading="しる" />: to get to know → <span lang="ja">しります</span>
          </li>
          <li>
            <Ruby word="切る" reading="きる" />: to cut → <span lang="ja">きります</span>
          </li>
        </ul>
        <Callout tone="note" title="Same sound, different verb">
          <p>
            Some pairs sound identical in the dictionary form but belong to different groups, and the{' '}
            <span lang="ja">ます</span>-form tells them apart: <Ruby word="帰る" reading="かえる" /> (to go home) gives{' '}
            <span lang="ja">かえります</span>, while <Ruby word="変える" reading="かえる" /> (to change something) is a{' '}
            <span lang="ja">る</span>-verb and gives <span lang="ja">かえます</span>. Likewise{' '}
            <Ruby word="切る" reading="きる" /> (to cut) gives <span lang="ja">きります</span>, but{' '}
            <Ruby word="着る" reading="きる" /> (to put on clothes) gives <span lang="ja">きます</span>.
          </p>
        </Callout>
        <Callout tone="tip" title="Learn verbs in pairs">
          <p>
            The safest habit is to learn every new verb with its <span lang="ja">ます</span>-form:{' '}
            <span lang="ja">かえる・かえります</span>. The two forms together show the group at a glance.
          </p>
        </Callout>
      </section>

      <section>
        <h2>Common mistakes</h2>
        <Callout tone="warning" title="Watch out for these">
          <ul>
            <li>
              <span lang="ja">かえます</span> for “go home”: it is a <span lang="ja">う</span>-verb, so{' '}
              <span lang="ja">かえります</span>.
            </li>
            <li>
              <span lang="ja">くります</span> or <span lang="ja">くます</span> for “come”: the vowel changes completely,{' '}
              <span lang="ja">きます</span>.
            </li>
            <li>
              <span lang="ja">まつます</span>, <span lang="ja">はなすます</span>: forgetting to move the ending to the
              i-column (<span lang="ja">まちます</span>, <span lang="ja">はなします</span>).
            </li>
            <li>
              Treating a <span lang="ja">う</span>-verb ending in <span lang="ja">る</span> like a{' '}
              <span lang="ja">る</span>-verb: <span lang="ja">わかます</span> should be{' '}
              <span lang="ja">わかります</span>.
            </li>
          </ul>
        </Callout>
      </section>

      <section>
        <h2>Try it</h2>
        <p>
          Give the group and the <span lang="ja">ます</span>-form of each verb.
        </p>
        <ol>
          {PRACTICE.map(({verb, english}) => (
            <li key={verb}>
              <span lang="ja">{verb}</span> ({english})
            </li>
          ))}
        </ol>
        <details>
          <summary>Answer</summary>
          <ol>
            {PRACTICE.map(({verb, group, masu}) => (
              <li key={verb}>
                <MixedText text={group} />: <span lang="ja">{masu}</span>
              </li>
            ))}
          </ol>
        </details>
      </section>
    </>
  );
}
