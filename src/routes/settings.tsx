import {createFileRoute} from '@tanstack/react-router';
import {SettingsPage} from '../features/settings/SettingsPage.tsx';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/settings')({
  head: () => pageHead('/settings'),
  component: SettingsPage,
});
