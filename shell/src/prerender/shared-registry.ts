import * as Chakra from '@chakra-ui/react';
import * as Emotion from '@emotion/react';
import * as I18next from 'i18next';
import React from 'react';
import ReactDom from 'react-dom';
import JsxRuntime from 'react/jsx-runtime';
import * as ReactI18next from 'react-i18next';
import * as ReactRouter from 'react-router';
import * as Swr from 'swr';
import * as Zustand from 'zustand';
import * as NomadaI18n from '@nomada/i18n';
import * as NomadaState from '@nomada/state';
import * as NomadaUi from '@nomada/ui';

/**
 * The name @nomada/build-config's server builds of remotes read the shared packages from
 * (SHARED_REGISTRY_GLOBAL there): while prerendering, a remote renders with the shell's React,
 * router, i18next instance and Chakra system, as it does in the browser through Module Federation.
 */
export const SHARED_REGISTRY_GLOBAL = '__NOMADA_SHARED__';

export const sharedRegistry: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDom,
  'react/jsx-runtime': JsxRuntime,
  'react-router': ReactRouter,
  '@chakra-ui/react': Chakra,
  '@emotion/react': Emotion,
  i18next: I18next,
  'react-i18next': ReactI18next,
  swr: Swr,
  zustand: Zustand,
  '@nomada/state': NomadaState,
  '@nomada/i18n': NomadaI18n,
  '@nomada/ui': NomadaUi,
};

export function installSharedRegistry(): void {
  (globalThis as Record<string, unknown>)[SHARED_REGISTRY_GLOBAL] = sharedRegistry;
}
