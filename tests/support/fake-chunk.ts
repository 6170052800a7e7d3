// A chunk of a build's output, as the build plugins read it (scripts/chunks-beyond-entry.ts), for their unit tests.
import type {Rolldown} from 'vite';

export function fakeChunk(fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [`/app/src/${fileName}.ts`],
    ...extra,
  } as unknown as Rolldown.OutputChunk;
}
