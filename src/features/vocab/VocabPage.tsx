// /vocab (requirements §2.3): built-in decks on one side, the learner's folders and decks on the other, the selected deck's
// words in the middle. Both panels open and close (settings `routes.vocab`, synced); under 900px the three areas become
// tabs (WAI-ARIA tabs: the arrow keys, Home and End move between them).
// The four data-tour hooks are what the onboarding tour points at (requirements §2.7 steps 9–12).
import {useCallback, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useNavigate} from '@tanstack/react-router';
import {useSession} from '../../app/session/use-session.ts';
import {useSettingsPart} from '../../app/settings/use-settings.ts';
import {useUpdateSettings} from '../../app/settings/use-update-settings.ts';
import {useNotify} from '../../app/notices/notices.ts';
import type {VocabSearch} from './vocab-search.ts';
import {BuiltInDecksPanel} from './built-in/BuiltInDecksPanel.tsx';
import {BuiltInDeckView} from './built-in/BuiltInDeckView.tsx';
import {BuiltInImport} from './built-in/BuiltInImport.tsx';
import {UserDecksPanel} from './decks/UserDecksPanel.tsx';
import {DeckView} from './decks/DeckView.tsx';
import {useMyDecks} from './decks/use-my-decks.ts';
import {moveDraggedItemToDeck} from './items/item-writes.ts';
import {InviteAccept} from './sharing/InviteAccept.tsx';
import {useCompactVocab} from './use-compact-vocab.ts';
import {tabAfterKey} from '../../components/tab-keys.ts';
import {openingTab, type VocabTab} from './opening-tab.ts';
import './vocab.css';

const TABS: readonly {tab: VocabTab; label: string; panelID: string}[] = [
  {tab: 'built-in', label: 'Built-in decks', panelID: 'vocab-panel-left'},
  {tab: 'deck', label: 'Words', panelID: 'vocab-main'},
  {tab: 'mine', label: 'Your decks', panelID: 'vocab-panel-right'},
];

const tabID = (tab: VocabTab) => `vocab-tab-${tab}`;

/** What makes an area the tab panel of its tab in the narrow layout (wide, the areas stand side by side). */
type TabPanelRole = {role: 'tabpanel'; 'aria-labelledby': string} | null;

export function VocabPage({search}: {search: VocabSearch}) {
  const {user, zero} = useSession();
  const {notify} = useNotify();
  const navigate = useNavigate({from: '/vocab'});
  const {currentSettings, updateSettings} = useUpdateSettings();
  const mine = useMyDecks();
  // The tab the learner picked (or the deck they opened); until then the one with something in it, known once their
  // decks have loaded.
  const [picked, setTab] = useState<VocabTab | null>(search.deck || search.builtin ? 'deck' : null);
  const tab = picked ?? openingTab({signedIn: Boolean(user), decksLoaded: mine.loaded, hasDecks: mine.anything});
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
  const selectDeck = useCallback(
    (deckID: number) => {
      setTab('deck');
      void navigate({search: {deck: deckID}});
    },
    [navigate],
  );
  const selectBuiltIn = (key: string) => {
    setTab('deck');
    void navigate({search: {builtin: key}});
  };
  const clearImport = () => void navigate({search: (previous) => ({...previous, import: undefined}), replace: true});

  let middle: ReactNode;
  // An invite's deck opens once the server has let the learner in.
  if (search.deck && !search.invite)
    middle = (
      <DeckView
        key={search.deck}
        deckID={search.deck}
        mine={mine}
        onSelect={selectDeck}
        onClosed={() => void navigate({search: {}})}
      />
    );
  else if (search.builtin) middle = <BuiltInDeckView deckKey={search.builtin} />;
  else
    middle = (
      <div className="vocab-empty-state" data-testid="vocab-nothing-selected">
        <h2>Vocabulary</h2>
        <p>Open a built-in deck to read its words{user ? ', or one of your decks to work on it' : ''}.</p>
        {user && mine.loaded && mine.decks.length === 0 && (
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
      {search.import && (
        <BuiltInImport
          builtInDeckID={search.import}
          decks={mine.decks}
          onClose={clearImport}
          onImported={(deckID) => {
            setTab('deck');
            void navigate({search: {deck: deckID}, replace: true});
          }}
        />
      )}
      {search.invite && (
        <InviteAccept
          token={search.invite}
          deckID={search.deck}
          mine={mine}
          onClose={() => void navigate({search: {}, replace: true})}
          onAccepted={(deckID) => {
            setTab('deck');
            void navigate({search: {deck: deckID}, replace: true});
          }}
        />
      )}
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
          <UserDecksPanel
            mine={mine}
            selectedDeckID={search.deck}
            onSelect={selectDeck}
            onDropItem={(itemID, deckID) =>
              void moveDraggedItemToDeck(zero, itemID, deckID).catch(() =>
                notify('error', 'The word could not be moved: that deck could not be loaded.'),
              )
            }
          />
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
