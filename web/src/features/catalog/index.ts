// The curriculum catalog's option lists, shared by the generator and the subscription page. Only
// hooks: importing this never loads the paper renderer.
export {
  useChapters,
  useClasses,
  useCountries,
  useCurricula,
  usePresets,
  useSubjects,
  type SubjectScope,
} from './api/catalog';
