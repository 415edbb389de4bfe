import type { RemotesConfig, ShellConfig } from '@nomada/contracts';

/** The shell's `src/features/federation/runtime-config.ts` reads this element before fetching. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'nomada-runtime-config';

/**
 * `/remotes.json` and `/shell-config.json` as a JSON data block in the page, saving the shell a
 * round trip before it can load anything. Not a script the browser runs, so the CSP allows it.
 */
export function runtimeConfigScript(remotes: RemotesConfig, shellConfig: ShellConfig): string {
  const json = JSON.stringify({ remotes, shellConfig }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** Puts the block at the end of `<head>`; a page without one is left as it is. */
export function withRuntimeConfig(html: string, script: string): string {
  return html.includes('</head>') ? html.replace('</head>', () => `${script}</head>`) : html;
}
