import type { AgentAction } from '@nomada/contracts';
import type { ActionContext } from './action-context';
import { approvePlanUpgrade } from './approve-plan-upgrade';
import { changeAssignment } from './change-assignment';
import { decideDocument } from './decide-document';
import { decideRegistration } from './decide-registration';
import {
  completeDeadline,
  correctCaseEvent,
  setCaseStage,
  setItemRequirements,
} from './set-case-stage';
import { startReview } from './start-review';

/** docs/product/messages.md "Agent actions": one action of the agent-actions call. */
export function performAction(context: ActionContext, { action, payload }: AgentAction) {
  switch (action) {
    case 'approveDocument':
      return decideDocument(context, { decision: 'approved', ...payload });
    case 'rejectDocument':
      return decideDocument(context, { decision: 'rejected', ...payload });
    case 'startReview':
      return startReview(context, payload.documentId);
    case 'approveRegistration':
      return decideRegistration(context, { decision: 'approved', userId: payload.userId });
    case 'rejectRegistration':
      return decideRegistration(context, { decision: 'rejected', ...payload });
    case 'assignUser':
      return changeAssignment(context, { userId: payload.userId, change: 'assigned' });
    case 'unassignUser':
      return changeAssignment(context, { userId: payload.userId, change: 'unassigned' });
    case 'approvePlanUpgrade':
      return approvePlanUpgrade(context, payload.userId);
    case 'setCaseStage':
      return setCaseStage(context, payload);
    case 'completeDeadline':
      return completeDeadline(context, payload);
    case 'setItemRequirements':
      return setItemRequirements(context, payload);
    case 'correctCaseEvent':
      return correctCaseEvent(context, payload);
  }
}
