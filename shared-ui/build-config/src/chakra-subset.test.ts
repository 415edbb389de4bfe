import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraSharedExports, excludedChakraImports } from './chakra-subset';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '../../..');

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry) ? [full] : [];
  });
}

describe('Chakra subset', () => {
  it('keeps the everyday components and leaves out the heavy widgets', () => {
    const shared = chakraSharedExports(here);
    for (const name of [
      'Button',
      'Dialog',
      'Menu',
      'Tabs',
      'Field',
      'NativeSelect',
      'Select',
      'createListCollection',
      'Progress',
      'Steps',
      'FileUpload',
      'Accordion',
      'Carousel',
      'useChakraContext',
      'ChakraProvider',
    ]) {
      expect(shared).toContain(name);
    }
    for (const name of [
      'DatePicker',
      'ColorPicker',
      'QrCode',
      'Combobox',
      'useDatePicker',
      'parseDate',
    ]) {
      expect(shared).not.toContain(name);
    }
  });

  it('finds excluded names and namespace imports, ignoring type-only imports', () => {
    expect(
      excludedChakraImports("import { Button, DatePicker as DP } from '@chakra-ui/react';"),
    ).toEqual(['DatePicker']);
    expect(
      excludedChakraImports("import type { ComboboxRootProps } from '@chakra-ui/react';"),
    ).toEqual([]);
    expect(
      excludedChakraImports("import { type QrCodeRootProps, Box } from '@chakra-ui/react';"),
    ).toEqual([]);
    expect(excludedChakraImports("import * as C from '@chakra-ui/react';")).toEqual(['*']);
    expect(excludedChakraImports("import { Combobox } from '@ark-ui/react';")).toEqual([]);
  });

  it('is respected by every front end in the workspace', () => {
    const folders = [
      'shell',
      'mf-marketing',
      'mf-applicant',
      'mf-agent',
      'shared-ui/ui',
      'shared-ui/state',
      'shared-ui/i18n',
    ];
    const offenders = folders
      .flatMap((folder) => sourceFiles(path.join(root, folder, 'src')))
      .filter((file) => excludedChakraImports(readFileSync(file, 'utf8')).length > 0);
    expect(offenders).toEqual([]);
  });
});
