export { renderAt } from './render-at';
