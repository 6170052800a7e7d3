// The Zero side of zero-runtime.ts, loaded after the first render: the client and the React provider its hooks need.
import type {ReactNode} from 'react';
import {ZeroProvider} from '@rocicorp/zero/react';
import type {AppZero} from './zero.ts';

export {createZero} from './zero.ts';

export function ZeroProvide({zero, children}: {zero: AppZero; children: ReactNode}) {
  return <ZeroProvider zero={zero}>{children}</ZeroProvider>;
}
