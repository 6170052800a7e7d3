import type {LessonLoaders} from '../../lesson-types.ts';

export const chapter2Lessons: LessonLoaders = {
};
