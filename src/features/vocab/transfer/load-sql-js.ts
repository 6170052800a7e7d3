// sql.js for the browser, loaded on first use. Its WebAssembly file is one of our own built assets (a Vite ?url
// import), so it is precached for offline use and needs no third-party origin; compiling it needs
// 'wasm-unsafe-eval' in a Content-Security-Policy, never inline scripts.
import type {SqlJsStatic} from 'sql.js';
import wasmURL from 'sql.js/dist/sql-wasm-browser.wasm?url';

let loading: Promise<SqlJsStatic> | null = null;

export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= import('sql.js')
    .then(({default: initSqlJs}) => initSqlJs({locateFile: () => wasmURL}))
    .catch((error: unknown) => {
      loading = null; // a failed download (offline before the first visit) may be retried
      throw error;
    });
  return loading;
}
