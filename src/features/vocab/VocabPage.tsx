// /vocab (requirements §2.3): built-in decks on one side, the learner's folders and decks on the other, the selected deck's
// words in the middle. Both panels open and close (settings `routes.vocab`, synced); under 900px the three areas become
// tabs (WAI-ARIA tabs: the arrow keys, Home and End move between them).
// The learner's own side (their decks, a deck's words, the import and invite dialogs) syncs through Zero and is given
// by SyncedVocabPage; a visitor's page of built-in decks has none, and loads no Zero.
// The four data-tour hooks are what the onboarding tour points at (requirements §2.7 steps 9–12).
import {useCallback, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useNavigate} from '@tanstack/react-router';
import {useSession} from '../../app/session/use-session.ts';
import {useSettingsPart} from '../../app/settings/use-settings.ts';
import {useUpdateSettings} from '../../app/settings/use-update-settings.ts';
import type {VocabSearch} from './vocab-search.ts';
import {BuiltInDecksPanel} from './built-in/BuiltInDecksPanel.tsx';
import {BuiltInDeckView} from './built-in/BuiltInDeckView.tsx';
import {SignInInvitation} from './decks/SignInInvitation.tsx';
import {useCompactVocab} from './use-compact-vocab.ts';
import {tabAfterKey} from '../../components/tab-keys.ts';
import {openingTab, type VocabTab} from './opening-tab.ts';
import './vocab.css';

/** Opens one of the learner's decks in the middle (and its tab); `replace` when it stands for the page just asked. */
export type OpenDeck = (deckID: number, options?: {replace: boolean}) => void;

/** The learner's own side of the page, drawn with the page's way to open a deck. */
export type OwnSide = {
  decksLoaded: boolean;
  hasDecks: boolean;
  /** Loaded, and none of their own: the empty middle suggests a start. */
  noDecks: boolean;
  /** The middle when a deck of theirs (or a public one) is open, else null. */
  deck: ReactNode;
  panel: ReactNode;
  dialogs: ReactNode;
};

const TABS: readonly {tab: VocabTab; label: string; panelID: string}[] = [
  {tab: 'built-in', label: 'Built-in decks', panelID: 'vocab-panel-left'},
  {tab: 'deck', label: 'Words', panelID: 'vocab-main'},
  {tab: 'mine', label: 'Your decks', panelID: 'vocab-panel-right'},
];

const tabID = (tab: VocabTab) => `vocab-tab-${tab}`;

/** What makes an area the tab panel of its tab in the narrow layout (wide, the areas stand side by side). */
type TabPanelRole = {role: 'tabpanel'; 'aria-labelledby': string} | null;

export function VocabPage({search, own}: {search: VocabSearch; own?: (openDeck: OpenDeck) => OwnSide}) {
  const {user} = useSession();
  const navigate = useNavigate({from: '/vocab'});
  const {currentSettings, updateSettings} = useUpdateSettings();
  // The tab the learner picked (or the deck they opened); until then the one with something in it, known once their
  // decks have loaded.
  const [picked, setTab] = useState<VocabTab | null>(search.deck || search.builtin ? 'deck' : null);
  const openDeck = useCallback<OpenDeck>(
    (deckID, options) => {
      setTab('deck');
      void navigate({search: {deck: deckID}, replace: options?.replace});
    },
    [navigate],
  );
  const mine = own?.(openDeck);
  const tab =
    picked ??
    openingTab({signedIn: Boolean(user), decksLoaded: mine?.decksLoaded ?? true, hasDecks: mine?.hasDecks ?? false});
  const compact = useCompactVocab();
  const tabPanel = (of: VocabTab): TabPanelRole => (compact ? {role: 'tabpanel', 'aria-labelledby': tabID(of)} : null);
  const panels = useSettingsPart((settings) => settings.routes.vocab);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(
      event.key,
      TABS.findIndex((each) => each.tab === tab),
      TABS.length,
    );
    if (next === null) return;
    event.preventDefault();
    setTab(TABS[next]!.tab);
    document.getElementById(tabID(TABS[next]!.tab))?.focus();
  };

  const setPanel = (side: 'leftSidebarExpand' | 'rightSidebarExpand', open: boolean) =>
    void updateSettings({routes: {...currentSettings().routes, vocab: {...panels, [side]: open}}});
  const selectBuiltIn = (key: string) => {
    setTab('deck');
    void navigate({search: {builtin: key}});
  };

  let middle: ReactNode;
  if (mine?.deck) middle = mine.deck;
  else if (search.builtin) middle = <BuiltInDeckView deckKey={search.builtin} />;
  else
    middle = (
      <div className="vocab-empty-state" data-testid="vocab-nothing-selected">
        <h2>Vocabulary</h2>
        <p>Open a built-in deck to read its words{user ? ', or one of your decks to work on it' : ''}.</p>
        {user && mine?.noDecks && (
          <p className="hint">
            New here? Import a chapter’s words from the built-in decks, or make a deck of your own.
          </p>
        )}
      </div>
    );

  return (
    <div className="page vocab-page">
      <h1 className="visually-hidden">Vocabulary</h1>
      <div className="vocab-tabs" role="tablist" aria-label="Vocabulary areas">
        {TABS.map(({tab: value, label, panelID}) => (
          <button
            key={value}
            id={tabID(value)}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls={panelID}
            tabIndex={tab === value ? 0 : -1}
            className="vocab-tab"
            data-testid={`vocab-tab-${value}`}
            onClick={() => setTab(value)}
            onKeyDown={onTabKey}
          >
            {label}
          </button>
        ))}
      </div>
      {mine?.dialogs}
      <div
        className="vocab"
        data-tour="vocab-area"
        data-testid="vocab-area"
        data-tab={tab}
        data-left={panels.leftSidebarExpand ? 'open' : 'closed'}
        data-right={panels.rightSidebarExpand ? 'open' : 'closed'}
      >
        <Panel
          side="left"
          title="Built-in decks"
          open={panels.leftSidebarExpand}
          onToggle={(open) => setPanel('leftSidebarExpand', open)}
          tour="built-in-decks"
          active={tab === 'built-in'}
          tabPanel={tabPanel('built-in')}
        >
          <BuiltInDecksPanel selected={search.builtin} onSelect={selectBuiltIn} />
        </Panel>
        <section
          id="vocab-main"
          className="vocab-main"
          data-tour="vocab-list"
          data-testid="vocab-list"
          data-active={tab === 'deck' || undefined}
          {...(tabPanel('deck') ?? {'aria-label': 'Words'})}
        >
          {middle}
        </section>
        <Panel
          side="right"
          title="Your decks"
          open={panels.rightSidebarExpand}
          onToggle={(open) => setPanel('rightSidebarExpand', open)}
          tour="user-decks"
          active={tab === 'mine'}
          tabPanel={tabPanel('mine')}
        >
          {mine ? mine.panel : <SignInInvitation />}
        </Panel>
      </div>
    </div>
  );
}

function Panel({
  side,
  title,
  open,
  onToggle,
  tour,
  active,
  tabPanel,
  children,
}: {
  side: 'left' | 'right';
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  tour: string;
  active: boolean;
  tabPanel: TabPanelRole;
  children: ReactNode;
}) {
  const id = `vocab-panel-${side}`;
  return (
    <section
      id={id}
      className={`vocab-panel vocab-panel-${side}`}
      data-tour={tour}
      data-testid={`vocab-panel-${side}`}
      data-open={open}
      data-active={active || undefined}
      {...(tabPanel ?? {'aria-labelledby': `${id}-title`})}
    >
      <div className="vocab-panel-header">
        <h2 id={`${id}-title`} className="vocab-panel-title">
          {title}
        </h2>
        <button
          type="button"
          className="icon-button vocab-panel-toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          aria-label={open ? `Hide ${title.toLowerCase()}` : `Show ${title.toLowerCase()}`}
          data-testid={`vocab-panel-${side}-toggle`}
          onClick={() => onToggle(!open)}
        >
          <span aria-hidden="true">{(side === 'left') === open ? '⟨' : '⟩'}</span>
        </button>
      </div>
      <div id={`${id}-body`} className="vocab-panel-body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
