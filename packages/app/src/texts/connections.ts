/** The connections screens' wording. */

/** The connections screens' own wording. */
export const connectionTexts = {
  setPermissions: 'Set Permissions',
  remove: 'Remove',
  cancel: 'Cancel',
  accept: 'Accept',
  reject: 'Reject',
  send: 'Send',
  clear: 'Clear',
  save: 'Save',
  /** The status shown beside a pending request's name. */
  pending: 'Pending',
  myConnectionsHelp:
    'Your connections and the invitations you have sent that are still waiting for an answer. Set Permissions chooses which of your guides each of them may read; Remove ends a connection and Cancel withdraws an invitation. Neither side sees the other’s guides any more.',
  receivedHelp:
    'People who invited you to connect. Accept to add them to My Connections: you then choose which of your guides they may read, and they choose what they share with you. Reject declines the invitation.',
  listLabel: 'Connections and sent invitations',
  receivedListLabel: 'Invitations you received',
  removeTitle: (name: string): string => `Remove ${name}?`,
  removeBody: (firstName: string): string =>
    `${firstName} will no longer see the guides you share, and you will no longer see theirs.`,
  cancelTitle: (name: string): string => `Cancel the invitation to ${name}?`,
  cancelBody: 'The invitation link in their e-mail will stop working.',
  keep: 'Keep',
  cancelInvitation: 'Cancel invitation',
  /** The invite form. */
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  message: 'Message (optional)',
  messageHint: 'A few words of your own for the e-mail.',
  inviteFormLabel: 'Invite a connection',
  invitePromo: (appName: string): string =>
    `They will get an e-mail with a link to join ${appName}. Once connected, you decide which of your guides they may read.`,
  /** The sharing dialog. */
  shareLegend: 'Guides to share',
  noGuidesToShare: 'You do not have any purchased guides to share yet.',
} as const;
