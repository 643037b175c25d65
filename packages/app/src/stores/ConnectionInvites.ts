/**
 * The invitations by e-mail, as ConnectionsStore's actions: sending one with its invite mail, and accepting one by
 * the token its mail's link carried.
 */
import { addressMessages, toastMessages, type ConnectionRequestPayload } from '@insight/api';
import { flow, isAlive, toGenerator } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { ConnectionLists } from './ConnectionLists';
import { failureOutcome, showScreen, type FailureRule, type Outcome } from './outcome';

/**
 * What came of accepting an invitation by its link's token (ConnectionsStore.acceptToken): accepted; not yet
 * (the address is not proven); refused (the reason was toasted); or failed, and the Outcome says where to go (any
 * other 500 → the error screen, a 401 → signed out). The caller acts on a failed one's Outcome.
 */
export type TokenAcceptance =
  { kind: 'accepted' | 'unproven' | 'refused'; outcome?: undefined } | { kind: 'failed'; outcome: Outcome };

/** The refusal that waits: an address not proven yet may not accept (the token is kept for later). */
const waitsForProof: FailureRule = (failure) =>
  failure.kind === 'http' && failure.message === addressMessages.confirmBeforeAccepting ? showScreen : undefined;

/** ConnectionLists with the invitation calls (ConnectionsStore adds the rest). */
export const ConnectionInvites = ConnectionLists.actions((self) => {
  const env = () => getStoreEnv(self);
  return {
    /** Forgets a previous invite error (the form opens clean). */
    resetInvite() {
      self.inviting.reset();
    },

    /**
     * The invite form (SPEC §2 Invite dialog, §4): create the request, then the invite e-mail
     * between 'Email being sent' and 'Email sent successfully'. Answers the new request (the sharing
     * dialog opens on it), or undefined when it was refused: its error shows in the form and nothing else
     * happens. A failed e-mail is toasted, and the request stays (it can be shared or cancelled).
     */
    invite: flow(function* (form: ConnectionRequestPayload) {
      const { api, notifier } = env();
      const payload: ConnectionRequestPayload = {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        ...(form.message?.trim() ? { message: form.message.trim() } : {}),
      };
      const result = yield* toGenerator(
        self.inviting.run(async () => {
          const request = self.addSentRequest(await api.createConnectionRequest(payload));
          notifier.info(toastMessages.emailSending);
          // A refused e-mail is toasted (the request stays); any other 500 goes to the error screen (SPEC §8).
          const mailed = await self.mailing.run(() => api.sendInviteEmail(payload));
          if (mailed.ok) notifier.success(toastMessages.emailSent);
          else if (mailed.outcome.kind === 'show') notifier.error(mailed.failure.message);
          return request;
        }),
      );
      return result.ok && isAlive(result.value) ? result.value : undefined;
    }),

    /**
     * SPEC §4 step 4: accepts an invitation by the token its e-mail link carried (stored at registration).
     * Toasts SPEC's accept text, or the server's reason when it is refused. A person whose address is not proven
     * yet (a newcomer on their first arrival, before the confirmation link) is refused until it is: that answer
     * ('unproven') toasts nothing, so the caller can keep the token for later. Any other 500 (and a 401) is
     * 'failed', with the Outcome the caller acts on (SPEC §8: the error route).
     */
    acceptToken: flow(function* (token: string) {
      const { api, notifier } = env();
      // Every failure is claimed here: the caller (the home gate) acts on the Outcome, so nothing else does.
      const result = yield* toGenerator(
        self.accepting.run(() => api.acceptRequestByToken(token), undefined, [
          (failure) => waitsForProof(failure) ?? failureOutcome(failure),
        ]),
      );
      if (result.ok) {
        notifier.success(toastMessages.acceptOk);
        return { kind: 'accepted' } as TokenAcceptance;
      }
      if (waitsForProof(result.failure)) return { kind: 'unproven' } as TokenAcceptance;
      if (result.outcome.kind !== 'show') return { kind: 'failed', outcome: result.outcome } as TokenAcceptance;
      notifier.error(result.failure.message);
      return { kind: 'refused' } as TokenAcceptance;
    }),
  };
});
