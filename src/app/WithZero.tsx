// Where the page needs Zero: its provider around `children` once Zero is there, `fallback` until then.
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {startZero, useZeroRuntime, whenZeroStarts} from './zero-runtime.ts';

type ProvidedProps = {children: ReactNode; fallback: ReactNode};

function ZeroProvided({children, fallback}: ProvidedProps) {
  const runtime = useZeroRuntime();
  if (!runtime) return fallback;
  return <runtime.Provide zero={runtime.zero}>{children}</runtime.Provide>;
}

/** A page (or part of one) that syncs data: starts Zero if it has not started. */
export function WithZero({children, fallback = null}: {children: ReactNode; fallback?: ReactNode}) {
  useEffect(() => void startZero(), []);
  return <ZeroProvided fallback={fallback}>{children}</ZeroProvided>;
}

/** A component whose module uses Zero, for parts of the app that paint before Zero is there (the header, the root
 * layout): its module loads once Zero starts, and `fallback` stands in until both are ready. It does not start Zero
 * itself: a visitor's static page has nothing to sync, and loads none of it. */
export function zeroPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode = () => null,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, never in a render.
  return function ZeroPart(props: Props) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let current = true;
      loading ??= whenZeroStarts()
        .then(load)
        .then((component) => (loaded = component));
      void loading.then(() => current && setReady(true));
      return () => {
        current = false;
      };
    }, []);
    const Loaded = loaded;
    return <ZeroProvided fallback={fallback(props)}>{Loaded ? <Loaded {...props} /> : fallback(props)}</ZeroProvided>;
  };
}
