import { useCallback, useRef, useState } from 'react';

/**
 * Which item a dialog shows, by id, read from the latest list so it shows fresh data; the last
 * version seen stays shown while the dialog closes, even once the item has left the list.
 */
export function useSelection<T extends { id: string }>(items: readonly T[] | undefined) {
  const [selectedId, setSelectedId] = useState<string>();
  const [open, setOpen] = useState(false);
  const lastSeen = useRef<T>(undefined);
  const current = selectedId ? items?.find((item) => item.id === selectedId) : undefined;
  if (current) lastSeen.current = current;
  const selected = selectedId ? (current ?? lastSeen.current) : undefined;

  const select = useCallback((id: string) => {
    setSelectedId(id);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const forget = useCallback(() => {
    setSelectedId(undefined);
    lastSeen.current = undefined;
  }, []);

  return { selected, open, select, close, forget };
}
