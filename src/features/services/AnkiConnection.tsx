// Connecting this browser to Anki (AnkiConnect on this computer): its address here, a check that asks Anki's
// permission and its version, and what went wrong in the words of requirements §8. A working connection marks Anki valid in
// the settings, which makes it the live service.
import {useState} from 'react';
import {useAtom} from 'jotai';
import {ankiBridgeAddress, ankiBridgeAddressAtom, ANKI_BRIDGE_ADDRESS_MESSAGE} from './anki-bridge-address.ts';
import {ANKI_CONNECT_ADDON_CODE, AnkiConnectError, connectToAnki} from './anki-connect.ts';
import {refreshLiveServiceCounts} from './live-service-counts.ts';
import './services.css';

type Check = {status: 'idle' | 'checking' | 'connected'} | {status: 'failed'; message: string};

export function AnkiConnection({connected, onConnected}: {connected: boolean; onConnected: () => Promise<boolean>}) {
  const [bridge, setBridge] = useAtom(ankiBridgeAddressAtom);
  const [draft, setDraft] = useState(bridge);
  const [check, setCheck] = useState<Check>({status: 'idle'});

  const connect = async () => {
    const address = ankiBridgeAddress(draft);
    if (!address) return setCheck({status: 'failed', message: ANKI_BRIDGE_ADDRESS_MESSAGE});
    setBridge(address);
    setDraft(address);
    setCheck({status: 'checking'});
    try {
      await connectToAnki(address);
    } catch (error) {
      return setCheck({
        status: 'failed',
        message: error instanceof AnkiConnectError ? error.message : 'Unknown error occurred',
      });
    }
    if (!connected && !(await onConnected()))
      return setCheck({
        status: 'failed',
        message: 'The connection works, but saving it to your settings failed: try again',
      });
    setCheck({status: 'connected'});
    void refreshLiveServiceCounts('anki', address);
  };

  return (
    <div className="service-connection" data-testid="anki-connection">
      <p className="hint">
        Install the AnkiConnect add-on in Anki (Tools → Add-ons → Get Add-ons, code {ANKI_CONNECT_ADDON_CODE}) and keep
        Anki open on this computer. The first time, Anki asks whether this site may connect: choose Yes. Anki is reached
        from this browser only, so each computer connects on its own.
      </p>
      <form
        className="service-connection-form"
        onSubmit={(event) => {
          event.preventDefault();
          void connect();
        }}
      >
        <div className="field">
          <label htmlFor="anki-bridge">AnkiConnect address on this computer</label>
          <input
            id="anki-bridge"
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            data-testid="anki-bridge"
          />
        </div>
        <button type="submit" className="button" disabled={check.status === 'checking'} data-testid="anki-connect">
          {check.status === 'checking' ? 'Connecting…' : connected ? 'Check the connection' : 'Connect to Anki'}
        </button>
      </form>
      <p
        aria-live="polite"
        className={check.status === 'failed' ? 'field-error' : 'hint'}
        data-testid="anki-connection-state"
      >
        {check.status === 'failed'
          ? check.message
          : check.status === 'connected'
            ? 'Connected: your reviews now come from Anki.'
            : connected
              ? 'Anki is connected.'
              : ''}
      </p>
    </div>
  );
}
