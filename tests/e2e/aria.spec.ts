import { screenTexts } from '@insight/app/texts';
import { expect, test } from '@playwright/test';
import { expectOutline } from './support/aria';
import { becomeMember } from './support/members';

/**
 * What a screen reader meets on each main screen, kept as accessibility-tree snapshots
 * (inline, so a change shows in review as a diff of this file; the Personal Map's, the longest, in
 * aria-map.spec.ts). Values that differ between runs (the
 * person's address, the cart's signed links, the year and the version in the footer) are regular
 * expressions or left out (a snapshot matches the children and attributes it names). Each screen also
 * has one h1, headings that go down one level at a time, and one each of the banner, navigation, main and
 * contentinfo landmarks; the toasts' live regions are there, named, before any toast. A guide is one article
 * (the card, named by the guide's title; the guide's own outer <article> is unwrapped), and Scroll to top sits
 * inside the main landmark.
 */

const footer = `
- contentinfo:
  - paragraph: /Insight · Version \\d+\\.\\d+\\.\\d+/
  - paragraph: /© \\d{4} Insight Labs\\. All rights reserved\\./
  - paragraph:
    - text: "Support:"
    - link /.+@.+/
  - button "Terms of Service"
  - button "Privacy Policy"
`;

test('signed out: login and register', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectOutline(page);
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - banner:
      - link "Insight":
        - /url: /login
      - navigation "Main":
        - list:
          - listitem:
            - link "Login":
              - /url: /login
          - listitem:
            - link "Register":
              - /url: /register
    - main:
      - heading "Login To Insight" [level=1]
      - form "Login":
        - text: Email
        - textbox "Email"
        - text: Password
        - textbox "Password"
        - button "Login" [disabled]
      - link "Create a dashboard":
        - /url: /register
      - link "Forgot your password?":
        - /url: /recover-password
    - status
    - contentinfo:
      - paragraph: /Insight · Version \\d+\\.\\d+\\.\\d+/
      - paragraph: /© \\d+ Insight Labs\\. All rights reserved\\./
      - paragraph:
        - text: "Support:"
        - link "support@insight.local":
          - /url: mailto:support@insight.local
      - button "Terms of Service"
      - button "Privacy Policy"
    - log "Notifications"
    - log "Errors"
  `);
  await expect(page.getByRole('contentinfo')).toMatchAriaSnapshot(footer);

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectOutline(page);
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - banner:
      - link "Insight":
        - /url: /login
      - navigation "Main":
        - list:
          - listitem:
            - link "Login":
              - /url: /login
          - listitem:
            - link "Register":
              - /url: /register
    - main:
      - heading "Create Your Insight Dashboard" [level=1]
      - form "Register":
        - text: First Name
        - textbox "First Name"
        - text: Last Name
        - textbox "Last Name"
        - text: Email
        - textbox "Email"
        - radiogroup "Preferred Pronoun":
          - radio "He/him"
          - text: He/him
          - radio "She/her"
          - text: She/her
        - text: Password
        - textbox "Password"
        - text: Confirm Password
        - textbox "Confirm Password"
        - checkbox /I am at least \\d+ years old and agree to the Terms of Service and Privacy Policy/
        - text: /I am at least \\d+ years old and agree to the/
        - button "Terms of Service"
        - text: and
        - button "Privacy Policy"
        - button "Start"
      - paragraph:
        - link "Already have a dashboard? Click here to login.":
          - /url: /login
    - status
    - contentinfo:
      - paragraph: /Insight · Version \\d+\\.\\d+\\.\\d+/
      - paragraph: /© \\d+ Insight Labs\\. All rights reserved\\./
      - paragraph:
        - text: "Support:"
        - link "support@insight.local":
          - /url: mailto:support@insight.local
      - button "Terms of Service"
      - button "Privacy Policy"
    - log "Notifications"
    - log "Errors"
  `);
});

test('signed in: library, connections and a dialog, profile', async ({ page }) => {
  test.setTimeout(180_000);
  await becomeMember(page, 'Ada', 'Lovelace');

  await expectOutline(page);
  await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
    - banner:
      - link "Insight":
        - /url: /home
      - navigation "Main":
        - list:
          - listitem:
            - link "Library":
              - /url: /home
          - listitem:
            - link "Cart, 0 items"
          - listitem:
            - link "Connections":
              - /url: /connections
          - listitem:
            - link "Profile":
              - /url: /profile
          - listitem:
            - link "Contact Us":
              - /url: /contact
          - listitem:
            - button "Logout"
  `);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - region "Start Here":
        - heading "Start Here" [level=1]
        - paragraph: "Your Personal Map is where your Insight journey begins: your five core traits, what they mean for you, and what you can do with them this week."
        - button "View My Personal Map"
        - figure "Your traits":
          - text: Your traits
          - table "Your traits":
            - rowgroup:
              - row "Trait Ada":
                - columnheader "Trait"
                - columnheader "Ada"
            - rowgroup:
              - row /Neuroticism \\d+/:
                - rowheader "Neuroticism"
                - cell /\\d+/
              - row /Extraversion \\d+/:
                - rowheader "Extraversion"
                - cell /\\d+/
              - row /Openness to Experience \\d+/:
                - rowheader "Openness to Experience"
                - cell /\\d+/
              - row /Agreeableness \\d+/:
                - rowheader "Agreeableness"
                - cell /\\d+/
              - row /Conscientiousness \\d+/:
                - rowheader "Conscientiousness"
                - cell /\\d+/
      - tablist "Your library":
        - tab "My Guides" [selected]
        - tab "My Connection's Guides"
        - tab "Invite Friends, Family, Colleagues"
      - tabpanel "My Guides":
        - region "Ada's Personal Guides":
          - heading "Ada's Personal Guides" [level=2]
          - list:
            - listitem:
              - article "My Personal Map":
                - heading "My Personal Map" [level=3]
                - text: Your five core traits on one page, and what each one means for you day to day.
                - button "View"
        - region "Additional Guides For Purchase":
          - heading "Additional Guides For Purchase" [level=2]
          - list:
            - listitem:
              - article "Career Strengths":
                - heading "Career Strengths" [level=3]
                - text: Where you tend to do your best work, and the settings that bring it out.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Leadership Style":
                - text: Career
                - heading "Leadership Style" [level=3]
                - text: How you tend to lead, decide and support a team, whether or not you hold the title.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Relationships & Communication":
                - text: Personal
                - heading "Relationships & Communication" [level=3]
                - text: How you connect, listen and disagree with the people who matter to you.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Stress & Resilience":
                - text: Personal
                - heading "Stress & Resilience" [level=3]
                - text: How pressure tends to affect you, and everyday habits that help you recover.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Training Motivation":
                - text: Sports
                - heading "Training Motivation" [level=3]
                - text: What keeps you training, and how to build a routine you will actually keep.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Team Sports Fit":
                - heading "Team Sports Fit" [level=3]
                - text: How you are likely to play, communicate and cope with pressure as part of a team.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
  `);

  // Scroll to top, once the page has scrolled, is inside the main landmark (nothing outside a landmark).
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(page.getByRole('main').getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  await page.goto('/connections');
  await expect(page.getByText(/You do not have any connections/)).toBeVisible();
  await expectOutline(page);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Build My Connections" [level=1]
      - region "My Connections":
        - heading "My Connections" [level=2]
        - 'button "Help: My Connections"'
        - button "Invite Connections"
        - paragraph: You do not have any connections. Click Invite Connections to get started.
      - region "Received Invitations":
        - heading "Received Invitations" [level=2]
        - 'button "Help: Received Invitations"'
        - paragraph: You have no new invitations. Grow your community by clicking Invite Connections!
  `);

  // A dialog is named by its title, and the page behind it is out of reach (inert) while it is open.
  await page.getByRole('button', { name: screenTexts.inviteConnections }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toMatchAriaSnapshot(`
    - dialog "Invite friends to join Insight!":
      - heading "Invite friends to join Insight!" [level=2]
      - button "Close"
      - paragraph: They will get an e-mail with a link to join Insight. Once connected, you decide which of your guides they may read.
      - form "Invite a connection":
        - text: First Name
        - textbox "First Name"
        - text: Last Name
        - textbox "Last Name"
        - text: Email
        - textbox "Email"
        - text: Message (optional)
        - paragraph: A few words of your own for the e-mail.
        - textbox "Message (optional)"
        - button "Privacy Policy"
        - button "Cancel"
        - button "Send" [disabled]
  `);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).not.toHaveValue('');
  await expectOutline(page);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Manage Your Insight Account" [level=1]
      - region "Profile Picture":
        - heading "Profile Picture" [level=2]
        - img "Ada Lovelace"
        - button "Choose a profile picture"
        - button "Change Photo"
        - alert
        - paragraph: A jpg or png file of 1 MB or less.
      - form "Profile":
        - group "Personal":
          - text: Personal First Name
          - textbox "First Name": Ada
          - text: Last Name
          - textbox "Last Name": Lovelace
          - radiogroup "Preferred Pronoun":
            - radio "He/him"
            - text: He/him
            - radio "She/her" [checked]
            - text: She/her
        - group "Email and Password":
          - text: Email and Password Email
          - textbox "Email": /ada-\\d+-[a-z0-9]+@example\\.com/
          - text: New Password
          - paragraph: Leave blank to keep your current password.
          - textbox "New Password"
          - text: Confirm Password
          - textbox "Confirm Password"
        - button "Update"
        - button "Cancel"
      - region "Sign out everywhere":
        - heading "Sign out everywhere" [level=2]
        - paragraph: Ends every session of your account, on every device, this one included.
        - button "Sign out everywhere"
      - region "Appearance":
        - heading "Appearance" [level=2]
        - radiogroup "Theme":
          - paragraph: System follows the setting of this device. Your choice is kept on this device.
          - radio "System" [checked]
          - text: System
          - radio "Light"
          - text: Light
          - radio "Dark"
          - text: Dark
      - region "Your data":
        - heading "Your data" [level=2]
        - paragraph: "One file (JSON) with everything Insight keeps about you: your profile, your answers and scores, your purchases and guides, your connections and what you share, and the emails we sent you."
        - button "Download my data"
        - paragraph: Removes your account and everything in it. This cannot be undone.
        - button "Delete my account"
  `);
});
