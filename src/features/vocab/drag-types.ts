// What is being dragged on /vocab, as dataTransfer types: a deck onto a folder, a folder into another, a word onto
// another deck.
export const DRAG_DECK = 'application/x-genki-deck';
export const DRAG_FOLDER = 'application/x-genki-folder';
export const DRAG_ITEM = 'application/x-genki-item';

export function dragged(event: {dataTransfer: DataTransfer}, type: string): string | null {
  return event.dataTransfer.types.includes(type) ? event.dataTransfer.getData(type) : null;
}

export function carries(event: {dataTransfer: DataTransfer}, type: string): boolean {
  return event.dataTransfer.types.includes(type);
}
