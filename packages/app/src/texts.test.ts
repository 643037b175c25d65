import { describe, expect, it } from 'vitest';
import { screenTexts } from './texts';

describe('SPEC texts, word for word', () => {
  it('screen texts (§2)', () => {
    expect(screenTexts.loginHeading('Insight')).toBe('Login To Insight');
    expect(screenTexts.registerHeading('Insight')).toBe('Create Your Insight Dashboard');
    expect(screenTexts.personalGuidesHeading('Ada')).toBe("Ada's Personal Guides");
    expect(screenTexts.personalGuidesHeading('James')).toBe("James' Personal Guides");
    expect(screenTexts.viewingAs('Grace Hopper')).toBe('You are viewing this guide as Grace Hopper would see it');
    expect(screenTexts.connectionReportTitle('Sports Guide', 'Grace', 'Hopper')).toBe('Sports Guide : Grace Hopper');
    expect(screenTexts.sharedGuidesActive(2, 'Grace', 1)).toBe('Shared guides: You (2) | Grace (1)');
    expect(screenTexts.sharedGuidesPending(0)).toBe('Shared guides: You (0)');
    expect(screenTexts.inviteTitle('Insight')).toBe('Invite friends to join Insight!');
    expect(screenTexts.shareTitle('Grace Hopper')).toBe('Select guides to share with: Grace Hopper');
    expect(screenTexts.profileHeading('Insight')).toBe('Manage Your Insight Account');
    expect(screenTexts).toMatchObject({
      surveyReturnWaiting: 'Hang tight while we chart you.',
      redirectingToCheckout: 'Redirecting to checkout page',
      selectPlaceholder: '---Please select---',
      noConnectionsLibrary: 'You do not have any connections. Click the Connections tab to get started.',
      notSharing: 'The selected user is not currently sharing any guides with you.',
      noConnections: 'You do not have any connections. Click Invite Connections to get started.',
      noInvitations: 'You have no new invitations. Grow your community by clicking Invite Connections!',
      tosCheckbox: 'I am at least 13 years old and agree to the Terms of Service and Privacy Policy',
      alreadyHaveDashboard: 'Already have a dashboard? Click here to login.',
    });
  });
});
