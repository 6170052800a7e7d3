// Applies a colour mode to the page (the same attributes index.html sets before the first paint).
import type {ColorMode} from '../../../schema/settings.ts';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(mode: ColorMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export function applyColorMode(mode: ColorMode) {
  const theme = resolveTheme(mode, darkQuery().matches);
  const root = document.documentElement;
  root.dataset.colorMode = mode;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** Follows the system theme while the mode is "system"; returns the unsubscribe function. */
export function followSystemTheme(mode: ColorMode): () => void {
  if (mode !== 'system') return () => {};
  const query = darkQuery();
  const onChange = () => applyColorMode('system');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
