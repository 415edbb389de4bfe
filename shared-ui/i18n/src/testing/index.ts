export { catalogueProblems } from './catalogue-problems';
