import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentAction, AgentActionName } from '@nomada/contracts';
import { toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { runAgentAction } from '../api/run-agent-action';

/** What an action is about: the document or the applicant. */
export function actionTarget(action: AgentAction): string {
  return 'documentId' in action.payload ? action.payload.documentId : action.payload.userId;
}

const pendingKey = (name: AgentActionName, target: string) => `${name}:${target}`;

export type AgentActions = {
  /** Runs an action, says how it went (docs/product/messages.md) and refetches; true when it succeeded. */
  run: (action: AgentAction) => Promise<boolean>;
  /** Whether that action on that target is under way (its button shows a spinner). */
  isPending: (name: AgentActionName, target: string) => boolean;
};

/** Agent actions with their toasts; `refresh` reloads the dashboard after every one, even a failure (the data was stale). */
export function useAgentActions(refresh: () => Promise<unknown>): AgentActions {
  const { t } = useTranslation('agent');
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    async (action: AgentAction) => {
      const key = pendingKey(action.action, actionTarget(action));
      setPending((current) => new Set(current).add(key));
      try {
        await runAgentAction(action);
        if (action.action !== 'startReview') {
          toast({ title: t(`actions.${action.action}.success`), variant: 'success' });
        }
        return true;
      } catch (error) {
        const failure = t(`actions.${action.action}.failure`);
        const reason = errorMessage(error, { fallback: failure });
        toast({
          title: failure,
          description: reason === failure ? undefined : reason,
          variant: 'destructive',
        });
        return false;
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
        void refresh();
      }
    },
    [refresh, t],
  );

  const isPending = useCallback(
    (name: AgentActionName, target: string) => pending.has(pendingKey(name, target)),
    [pending],
  );

  return { run, isPending };
}
