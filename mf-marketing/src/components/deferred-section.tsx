import { lazy, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { StaticIsland } from '@nomada/ui';
import { nearViewport } from '../lib/near-viewport';

/** Holds a prerendered section back until it comes near the viewport (only in the browser). */
function VisibilityGate({ id }: { id: string }) {
  if (typeof window !== 'undefined') use(nearViewport(id));
  return null;
}

/**
 * Marks the section's wrapper `data-live` once React has it (hydrated or rendered): before that a
 * prerendered section's links and forms work as plain HTML, and browser tests of its scripted
 * behaviour wait for the mark.
 */
function LiveMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.parentElement?.setAttribute('data-live', '');
  }, []);
  return <span ref={ref} hidden />;
}

/**
 * A section below the fold that costs nothing before the reader gets near it: its code is a chunk
 * of its own, and on a prerendered page its HTML stays as served (readable, not yet interactive)
 * until it scrolls close. The server renders it in full, so search engines and readers without
 * JavaScript get its text.
 */
export function deferredSection(
  id: string,
  load: () => Promise<{ default: ComponentType }>,
  placeholderHeight = '24rem',
): ComponentType {
  const Section = lazy(load);
  function DeferredSection() {
    return (
      <Suspense fallback={<div data-deferred={id} style={{ minHeight: placeholderHeight }} />}>
        {/* The browser lays it out only near the viewport, placeholder-sized until then. */}
        <div
          data-deferred={id}
          style={{
            contentVisibility: 'auto',
            containIntrinsicSize: `auto ${placeholderHeight}`,
          }}
        >
          <VisibilityGate id={id} />
          <Section />
          <LiveMark />
        </div>
      </Suspense>
    );
  }
  DeferredSection.displayName = `Deferred(${id})`;
  return DeferredSection;
}

/**
 * A section that needs no script (its links work as plain HTML): on a served page it is never
 * hydrated and its code never loads (`StaticIsland`); reached in the app, or after the reader
 * switches language, it renders as a deferred section does. Below the fold (the default) the
 * browser lays it out only near the viewport; `aboveTheFold` leaves its layout alone.
 */
export function staticSection(
  id: string,
  load: () => Promise<{ default: ComponentType }>,
  placeholderHeight = '24rem',
  aboveTheFold = false,
): ComponentType {
  const Section = lazy(load);
  const style = aboveTheFold
    ? undefined
    : { contentVisibility: 'auto' as const, containIntrinsicSize: `auto ${placeholderHeight}` };
  function StaticSection() {
    return (
      <Suspense fallback={<div data-static={id} style={{ minHeight: placeholderHeight }} />}>
        <StaticIsland id={id} style={style}>
          <Section />
        </StaticIsland>
      </Suspense>
    );
  }
  StaticSection.displayName = `Static(${id})`;
  return StaticSection;
}
