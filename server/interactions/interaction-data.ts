/** What the agent records on an interaction: disposition, completion status, remarks, contact, variables. */
import type { InteractionRemark } from '../../src/protocol/interaction-api';
import { HttpError } from '../http/errors';
import { COMPLETION_STATUSES, findDispositionCode } from './dispositions';
import { applyDisposition, type InteractionCore } from './interaction-core';
import { mainElement } from './interaction-record';

/** States in which the agent may still change what is recorded on the interaction. */
const EDITABLE = [
  'offered',
  'dialing',
  'handling',
  'consulting',
  'inConference',
  'wrapUp',
] as const;

export function createInteractionData(core: InteractionCore) {
  function editable(agentId: string, interactionId: string, action: string) {
    const rec = core.own(agentId, interactionId);
    core.requireState(rec, EDITABLE, action);
    return rec;
  }

  /** Reading is allowed on the caller's current interactions and on those in their history. */
  async function assertAccess(agentId: string, interactionId: string): Promise<void> {
    if (core.records.has(interactionId)) {
      core.own(agentId, interactionId);
      return;
    }
    // an interaction that just completed is in history once its queued write is stored
    await core.settled();
    if ((await core.repos.history.query({ agentId, interactionId, limit: 1 })).length === 0)
      throw new HttpError(404, `Interaction ${interactionId} not found`);
  }

  return {
    setDispositionCode(agentId: string, interactionId: string, dispositionCodeId: string): void {
      const rec = editable(agentId, interactionId, 'set the disposition code');
      const code = findDispositionCode(rec.ix.routing.businessProcessId, dispositionCodeId);
      if (code === null)
        throw new HttpError(
          400,
          `dispositionCodeId: unknown code ${dispositionCodeId} for this business process`,
          'dispositionCodeId',
        );
      applyDisposition(rec, code);
      core.emitInteraction(rec, 'updated');
    },

    setCompletionStatus(agentId: string, interactionId: string, completionStatusId: number): void {
      const rec = editable(agentId, interactionId, 'set the completion status');
      const status = COMPLETION_STATUSES.find((s) => s.id === completionStatusId);
      if (status === undefined)
        throw new HttpError(
          400,
          `completionStatusId: unknown status ${completionStatusId}`,
          'completionStatusId',
        );
      rec.ix.completionStatus.completionStatusId = status.id;
      rec.ix.completionStatus.completionStatusName = status.name;
      core.emitInteraction(rec, 'updated');
    },

    setCompletionStatusInformation(
      agentId: string,
      interactionId: string,
      information: string,
    ): void {
      const rec = editable(agentId, interactionId, 'set the completion status information');
      rec.ix.completionStatus.completionStatusInformation = information;
      core.emitInteraction(rec, 'updated');
    },

    /** Stored with the interaction and, when a contact is linked, on the contact as an Interaction Remark. */
    async addRemark(
      agentId: string,
      interactionId: string,
      remark: string,
    ): Promise<InteractionRemark> {
      const rec = editable(agentId, interactionId, 'add a remark');
      const contactId = rec.ix.crm.contactId;
      const at = core.now();
      let stored: InteractionRemark | null = null;
      core.persist('a remark', async () => {
        stored = await core.repos.notes.addRemark(interactionId, agentId, remark, at);
        if (contactId !== null && (await core.repos.contacts.find(contactId)) !== null)
          await core.repos.notes.addNote(
            contactId,
            agentId,
            'interactionRemark',
            interactionId,
            remark,
            at,
          );
      });
      // in the interaction at once, so a completion before the write still carries it
      rec.ix.crm.remarks.push(remark);
      core.emitInteraction(rec, 'updated');
      await core.settled();
      if (stored === null) throw new Error('the remark was not stored');
      return stored;
    },

    /** Remarks of a current or historic interaction of the caller. */
    async remarks(
      agentId: string,
      interactionId: string,
      ofAgent: string | undefined,
    ): Promise<InteractionRemark[]> {
      await assertAccess(agentId, interactionId);
      await core.settled();
      return core.repos.notes.remarks(interactionId, ofAgent);
    },

    assertAccess,

    /** Links a contact: the interaction's contact id and its customer element's receptor (agent-desktop §4). */
    async linkContact(agentId: string, interactionId: string, contactId: string): Promise<void> {
      editable(agentId, interactionId, 'link a contact');
      const contact = await core.repos.contacts.find(contactId);
      if (contact === null) throw new HttpError(404, `Contact ${contactId} not found`);
      // checked again: the interaction may have moved on while the contact was read
      const rec = editable(agentId, interactionId, 'link a contact');
      rec.ix.crm.contactId = contact.id;
      rec.ix.crm.customerFullName = contact.name;
      rec.ix.crm.customerEmail = contact.email || null;
      rec.customer = { ...rec.customer, contactId: contact.id, fullName: contact.name };
      if (rec.ix.email !== null) rec.ix.email.contactId = contact.id;
      const main = mainElement(rec);
      if (main.receptor.type === 'customer') {
        main.receptor = {
          ...main.receptor,
          id: contact.id,
          name: contact.name,
          email: contact.email || main.receptor.email,
        };
        core.emitElement(rec, main);
      }
      core.emitInteraction(rec, 'updated');
    },

    setVariable(agentId: string, interactionId: string, variableName: string, value: string): void {
      const rec = editable(agentId, interactionId, 'set a variable');
      const variables = rec.ix.InteractionVariables;
      const existing = variables.find((v) => v.Name === variableName);
      if (existing !== undefined) existing.Value = value;
      else
        variables.push({
          ID: `var-${variables.length + 1}`,
          Name: variableName,
          Value: value,
          Type: 'Simple',
          Description: '',
          TypeID: 1,
        });
      core.emitInteraction(rec, 'updated');
    },
  };
}
