export { system } from './theme/system';
export { UiProvider } from './theme/ui-provider';
export { PageContainer } from './components/page-container';
export { LoadingScreen } from './components/loading-screen';
export { NotFoundView } from './components/not-found-view';
export { Logo } from './components/logo';
export { StatusPanel, type StatusPanelProps, type StatusTone } from './components/status-panel';
export * from './icons/icons';
