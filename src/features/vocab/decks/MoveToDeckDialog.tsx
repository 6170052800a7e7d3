// "Move to another deck": the decks the learner may edit.
import {useId, useState} from 'react';
import {ConfirmDialog} from '../../../components/ConfirmDialog.tsx';

type Props = {
  item: {word: string};
  decks: readonly {deck_id: number; deck_name: string}[];
  onMove: (deckID: number) => void;
  onCancel: () => void;
};

export function MoveToDeckDialog({item, decks, onMove, onCancel}: Props) {
  const [choice, setChoice] = useState(decks[0]?.deck_id);
  const id = useId();
  return (
    <ConfirmDialog
      open
      title={`Move “${item.word}” to…`}
      testID="move-item-dialog"
      onCancel={onCancel}
      actions={
        choice === undefined ? [] : [{label: 'Move', testID: 'confirm-move-item', onSelect: () => onMove(choice)}]
      }
    >
      {decks.length === 0 ? (
        <p>You have no other deck to move it to.</p>
      ) : (
        <>
          <label htmlFor={id}>Deck</label>{' '}
          <select
            id={id}
            value={choice}
            onChange={(event) => setChoice(Number(event.target.value))}
            data-testid="move-item-target"
          >
            {decks.map((deck) => (
              <option key={deck.deck_id} value={deck.deck_id}>
                {deck.deck_name}
              </option>
            ))}
          </select>
          <p className="hint">It goes to the end of that deck.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
