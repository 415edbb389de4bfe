import { createSystem, defineConfig } from '@chakra-ui/react';
import { trimmedDefaultConfig } from './trimmed-default-config';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

/** Deep teal primary with a warm terracotta accent; system fonts only (no font downloads). */
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: systemFonts }, body: { value: systemFonts } },
      colors: {
        brand: {
          50: { value: '#eefaf8' },
          100: { value: '#d3f1ec' },
          200: { value: '#a8e2d9' },
          300: { value: '#72cbbf' },
          400: { value: '#42aea1' },
          500: { value: '#25917f' },
          600: { value: '#1a7568' },
          700: { value: '#175e55' },
          800: { value: '#164c46' },
          900: { value: '#133f3a' },
          950: { value: '#072623' },
        },
        accent: {
          50: { value: '#fff5ed' },
          100: { value: '#ffe7d3' },
          200: { value: '#fecba6' },
          300: { value: '#fca66e' },
          400: { value: '#f97a3a' },
          500: { value: '#e85d1c' },
          600: { value: '#c94712' },
          700: { value: '#a63612' },
          800: { value: '#842d16' },
          900: { value: '#6b2815' },
          950: { value: '#3a1108' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default error red is under 4.5:1 on white; field messages must be readable (WCAG AA).
        fg: { error: { value: '{colors.red.700}' } },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        accent: {
          solid: { value: '{colors.accent.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.accent.700}' },
          muted: { value: '{colors.accent.100}' },
          subtle: { value: '{colors.accent.50}' },
          emphasized: { value: '{colors.accent.200}' },
          focusRing: { value: '{colors.accent.500}' },
        },
      },
    },
  },
});

export const system = createSystem(trimmedDefaultConfig(), config);
