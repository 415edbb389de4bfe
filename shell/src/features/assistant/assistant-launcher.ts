/** The assistant's public part for the layout: the launcher that loads the widget when opened. */
export { AssistantLauncher } from './components/assistant-launcher';
