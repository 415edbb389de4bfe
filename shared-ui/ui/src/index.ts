export { system } from './theme/system';
export { UiProvider } from './theme/ui-provider';
export { PageContainer } from './components/page-container';
export { LoadingScreen } from './components/loading-screen';
export { NotFoundView } from './components/not-found-view';
export { Logo } from './components/logo';
export { StatusPanel, type StatusPanelProps, type StatusTone } from './components/status-panel';
export * from './icons/icons';
export { errorMessage, type ErrorMessageOptions } from './errors/error-message';
export { useHydrated } from './hooks/use-hydrated';
export { useSignOut } from './session/use-sign-out';
export { lazyPart, type LazyPart } from './lazy/lazy-part';
export { declarePageHead, declaredPageHead, startPageHead, type PageHead } from './page-head';
export { readFormValues } from './forms/read-form-values';
export {
  markServedPage,
  StaticIsland,
  type StaticIslandProps,
} from './static-island/static-island';
