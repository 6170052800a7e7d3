import type {LessonLoaders} from '../../lesson-types.ts';

export const chapter0Lessons: LessonLoaders = {
};
