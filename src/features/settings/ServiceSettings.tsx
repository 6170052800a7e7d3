// External flashcard services (requirements §4.3): none, or exactly one live; choosing one disables the others. The live
// service is used once its connection works (Anki: this browser reaches AnkiConnect; WaniKani and jpdb: our server
// accepted the key); until then reviews stay here.
import {memo} from 'react';
import {useSetting} from '../../app/settings/use-settings.ts';
import {useSaveSetting} from '../../app/settings/use-update-settings.ts';
import {withLiveService} from '../../../schema/settings.ts';
import {SERVICE_LABELS, type ServiceName} from '../../../schema/external-services.ts';
import {useSession} from '../../app/session/use-session.ts';
import {AnkiConnection} from '../services/AnkiConnection.tsx';
import {ServiceKeyForm} from '../services/ServiceKeyForm.tsx';

const SERVICES: {name: ServiceName; hint: string}[] = [
  {name: 'anki', hint: 'through the AnkiConnect add-on on this computer'},
  {name: 'wanikani', hint: 'with your WaniKani API token'},
  {name: 'jpdb', hint: 'with your jpdb API key'},
];

export const ServiceSettings = memo(function ServiceSettings() {
  const services = useSetting('service-preferences');
  const onChange = useSaveSetting('service-preferences');
  const {user} = useSession();
  const live = SERVICES.find(({name}) => services[name].mode === 'live')?.name ?? null;
  const waitingForKey = live !== null && !services[live].is_api_key_valid;
  return (
    <>
      <fieldset className="settings-group service-choice" data-testid="services">
        <legend>Review with</legend>
        <label className="toggle">
          <input
            type="radio"
            name="live-service"
            checked={live === null}
            onChange={() => void onChange(withLiveService(services, null))}
            data-testid="service-none"
          />
          <span>
            Genki Study only<small className="hint">the built-in FSRS scheduler</small>
          </span>
        </label>
        {SERVICES.map(({name, hint}) => (
          <label key={name} className="toggle">
            <input
              type="radio"
              name="live-service"
              checked={live === name}
              onChange={() => void onChange(withLiveService(services, name))}
              data-testid={`service-${name}`}
            />
            <span>
              {SERVICE_LABELS[name]} (live)<small className="hint">{hint}</small>
            </span>
          </label>
        ))}
        {waitingForKey && (
          <p className="hint" data-testid="service-key-needed">
            {SERVICE_LABELS[live]} is chosen, but it has no working connection yet, so your reviews stay on the built-in
            scheduler.
          </p>
        )}
      </fieldset>
      {live && !user && (
        <p className="hint">Sign in to connect {SERVICE_LABELS[live]}: the connection is kept with your account.</p>
      )}
      {live === 'anki' && user && (
        <AnkiConnection
          connected={services.anki.is_api_key_valid}
          onConnected={() => onChange({...services, anki: {...services.anki, is_api_key_valid: true}})}
        />
      )}
      {live && live !== 'anki' && user && <ServiceKeyForm service={live} valid={services[live].is_api_key_valid} />}
    </>
  );
});
