import type {LessonLoaders} from '../../lesson-types.ts';

export const chapter3Lessons: LessonLoaders = {
};
