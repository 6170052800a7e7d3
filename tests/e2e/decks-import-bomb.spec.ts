// An archive bomb through the import dialog: an .apkg whose collection declares 4 KiB and inflates to 1 GB. It is
// read in a Web Worker, so the dialog answers while it is read and closing it stops the reading; read to the end,
// it is refused by what it expands to.
import {expect, test} from '@playwright/test';
import {formatMegabytes} from '../../schema/decks/deck-limits.ts';
import {MAX_COLLECTION_BYTES} from '../../src/features/vocab/transfer/transfer-limits.ts';
import {apkgDeflateBomb} from '../support/apkg-bomb.ts';
import {createDeck, DECK_LEARNER, enterAs} from './deck-helpers.ts';

const WORKER_SCRIPT = /\/anki-import\.worker-[\w-]+\.js$/;

test('an .apkg bomb is read off the page, can be cancelled, and is refused by what it expands to', async ({page}) => {
  const bomb = {name: 'bomb.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from(apkgDeflateBomb(1024))};
  await enterAs(page, DECK_LEARNER);
  await createDeck(page, 'Bomb');
  const dialog = page.getByTestId('deck-import-dialog');
  const help = dialog.locator('details.transfer-help');

  // The worker's script is held back, so the reading cannot end before the dialog has been used.
  let releaseWorker!: () => void;
  const workerReleased = new Promise<void>((resolve) => (releaseWorker = resolve));
  await page.route(WORKER_SCRIPT, async (route) => {
    await workerReleased;
    await route.continue().catch(() => undefined); // the worker may be gone by then
  });
  await page.getByTestId('deck-import-open').click();
  await page.getByTestId('deck-import-file-input').setInputFiles(bomb);
  await expect(page.getByTestId('deck-import-dropzone')).toContainText('Reading bomb.apkg…');
  await dialog.getByText('Which files and columns?').click();
  await expect(help).toHaveAttribute('open', '');
  await expect(page.getByTestId('deck-import-dropzone')).toContainText('Reading bomb.apkg…');
  await page.getByTestId('deck-import-cancel').click();
  await expect(dialog).toHaveCount(0);
  releaseWorker();
  await page.unrouteAll({behavior: 'wait'});

  // Read to the end: the dialog answers while the worker unpacks, and the bomb is refused as too large.
  await page.getByTestId('deck-import-open').click();
  await page.getByTestId('deck-import-file-input').setInputFiles(bomb);
  await dialog.getByText('Which files and columns?').click();
  await expect(help).toHaveAttribute('open', '');
  await expect(page.getByTestId('deck-import-file-error')).toHaveText(
    `This file expands past ${formatMegabytes(MAX_COLLECTION_BYTES)} once unpacked (its Anki collection alone, without media); export a smaller deck from Anki.`,
  );
  await expect(page.getByTestId('deck-import-file-input')).toBeEnabled();
});
