// A chapter's video step from its path: the card shows its picture, the resource page says what the learner will
// practise and for about how long, and its button opens the creator's channel searched for the chapter, never the
// channel's front page.
import {expect, test} from '@playwright/test';

test('a chapter video step opens the channel search for its lesson, and says what and how long', async ({page}) => {
  await page.goto('/learn/genki_1/chapter-3');
  const card = page.getByTestId('module-genki_1_ch3_video-walkthrough');
  await expect(card.locator('.module-thumbnail')).toHaveText('TA');
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === '/external-resources/genki_1_ch3_video-walkthrough');
  await expect(page).toHaveTitle('Genki lesson 3 with Tokini Andy · Genki Study');
  await expect(page.getByTestId('resource-practises')).toContainText('The grammar and vocabulary of chapter 3');
  await expect(page.getByText('About 45 minutes')).toBeVisible();
  const open = page.getByRole('link', {name: /Search Tokini Andy’s channel/});
  await expect(open).toHaveAttribute('href', 'https://www.youtube.com/@TokiniAndy/search?query=genki+lesson+3');
  await expect(open).toHaveAttribute('target', '_blank');
});
