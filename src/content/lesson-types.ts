import type {ComponentType} from 'react';

/** Lesson bodies load lazily: a lesson's page downloads only its own text. */
export type LessonLoaders = Record<string, () => Promise<{default: ComponentType}>>;
