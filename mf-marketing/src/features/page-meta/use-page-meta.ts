import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { declarePageHead } from '@nomada/ui';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets `<title>` to "<title> · Nomada" and the meta description for the page that calls it
 * (both already translated by the caller), restoring the previous description on leaving, so a
 * page without its own never shows another page's text.
 */
export function usePageMeta(title: string, description: string): void {
  const { t } = useTranslation('common');
  const suffix = t('titles.suffix');
  // The prerendered page's <head> gets them from here (effects do not run on the server).
  declarePageHead({ title: `${title} · ${suffix}`, description });
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      document.title = suffix;
      tag.content = previous;
    };
  }, [title, description, suffix]);
}
