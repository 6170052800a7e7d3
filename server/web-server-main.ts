// The web server as a process of its own, started by server/start.ts (`node server/web-server-main.ts [--dev]`), so
// that it can be restarted (a new version, a crash) while Postgres and zero-cache keep running. It loads the
// catalogue while the orchestrator migrates the database, and listens once the orchestrator says so.
import {PORT} from './config.ts';

type Message = {type: 'listen'};
const dev = process.argv.includes('--dev');
const tell = (message: {type: 'loaded' | 'listening'}) => process.send?.(message);

const {loadCatalogue} = await import('./catalogue/build-catalogue.ts');
const catalogue = await loadCatalogue();

if (process.send) {
  await new Promise<void>((resolve) => {
    process.on('message', (message: Message) => message.type === 'listen' && resolve());
    tell({type: 'loaded'});
  });
}
// Imported only now: accounts check the database's tables when they load.
const {startWebServer} = await import('./web-server.ts');
const {sql} = await import('./db.ts');
const web = await startWebServer({port: PORT, host: process.env.HOST, dev, catalogue});
tell({type: 'listening'});

let closing = false;
function close() {
  if (closing) return;
  closing = true;
  void (async () => {
    await web.close();
    await sql.end({timeout: 2});
    process.exit(0);
  })();
}
process.on('SIGTERM', close);
process.on('SIGINT', close);
// The orchestrator is gone (killed outright): do not outlive it.
process.on('disconnect', close);
