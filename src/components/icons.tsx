// The app's icons, drawn here as inline SVG so that they show on every machine (an emoji needs an emoji font, and
// without one it is an empty box). Icons are decoration: the control or text next to them says what they mean.
import type {ReactNode} from 'react';
import type {CounterID} from '../../schema/counters/counters.ts';

function Icon({children, className}: {children: ReactNode; className?: string}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SpeakerIcon() {
  return (
    <Icon>
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </Icon>
  );
}

export function HintIcon() {
  return (
    <Icon>
      <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
    </Icon>
  );
}

/** The hour hand of a clock face at `hour` o'clock, from the centre of the 24-unit box. */
function hourHand(hour: number): string {
  const angle = ((hour % 12) / 12) * 2 * Math.PI;
  return `M12 12L${(12 + 5 * Math.sin(angle)).toFixed(2)} ${(12 - 5 * Math.cos(angle)).toFixed(2)}`;
}

const COUNTER_DRAWINGS: Record<Exclude<CounterID, 'ji'>, ReactNode> = {
  tsu: (
    <>
      <path d="M12 4c-2 0-8 10-8 13a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3c0-3-6-13-8-13z" />
      <path d="M9 20v-5h6v5" />
    </>
  ),
  nin: (
    <>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  hon: (
    <>
      <path d="M16 3l5 5L9 20l-6 1 1-6z" />
      <path d="M14 5l5 5" />
    </>
  ),
  mai: (
    <>
      <path d="M6 2h9l5 5v15H6z" />
      <path d="M14 2v6h6M9 13h8M9 17h8" />
    </>
  ),
  hiki: (
    <>
      <path d="M2 12c3-6 11-6 15 0-4 6-12 6-15 0z" />
      <path d="M17 12l5-4v8z" />
      <path d="M7 11h.01" />
    </>
  ),
  satsu: (
    <>
      <path d="M4 19V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0 0 4h14" />
      <path d="M9 8h7" />
    </>
  ),
  ko: (
    <>
      <path d="M12 7c-3-2-8-1-8 5s4 10 6 10c1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 6-4 6-10s-5-7-8-5z" />
      <path d="M12 7c0-2 1-4 3-5" />
    </>
  ),
  kai: <path d="M4 11V9a3 3 0 0 1 3-3h13M17 3l3 3-3 3M20 13v2a3 3 0 0 1-3 3H4M7 21l-3-3 3-3" />,
  'kai-floor': (
    <>
      <rect x="5" y="2" width="14" height="20" />
      <path d="M9 6h1M14 6h1M9 10h1M14 10h1M9 14h1M14 14h1M10 22v-4h4v4" />
    </>
  ),
  hai: (
    <>
      <path d="M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
      <path d="M17 9h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3" />
    </>
  ),
  sai: (
    <>
      <path d="M3 21h18M5 21v-8h14v8M5 16c2 1.5 4.5 1.5 7 0s5-1.5 7 0M12 13V9" />
      <path d="M12 4c1 1.2 1 2.3 0 3-1-.7-1-1.8 0-3z" />
    </>
  ),
  en: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="1" />
      <circle cx="12" cy="12" r="3" />
      <path d="M6 12h.01M18 12h.01" />
    </>
  ),
  fun: (
    <>
      <circle cx="12" cy="14" r="8" />
      <path d="M10 2h4M12 2v4M12 14l3-3M19 7l1.5-1.5" />
    </>
  ),
  nichi: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h3v3H8z" />
    </>
  ),
  gatsu: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M7 14h.01M12 14h.01M17 14h.01M7 18h.01M12 18h.01M17 18h.01" />
    </>
  ),
};

/** What a counter counts; the clock shows `hour` (3 o'clock when none is given). */
export function CounterIcon({counter, hour = 3}: {counter: CounterID; hour?: number}) {
  if (counter === 'ji')
    return (
      <Icon className="counter-icon">
        <circle cx="12" cy="12" r="9" />
        <path d={`M12 12V5.5${hourHand(hour)}`} />
      </Icon>
    );
  return <Icon className="counter-icon">{COUNTER_DRAWINGS[counter]}</Icon>;
}
