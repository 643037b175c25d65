import { screenTexts } from '@insight/app/texts';
import { expect, test, type Page } from '@playwright/test';
import { becomeMember } from './support/members';

/**
 * What a screen reader meets on each main screen, kept as accessibility-tree snapshots
 * (inline, so a change shows in review as a diff of this file). Values that differ between runs (the
 * person's address, the cart's signed links, the year and the version in the footer) are regular
 * expressions or left out (a snapshot matches the children and attributes it names). Each screen also
 * has one h1, headings that go down one level at a time, and one each of the banner, navigation, main and
 * contentinfo landmarks; the toasts' live regions are there, named, before any toast. A guide is one article
 * (the card, named by the guide's title; the guide's own outer <article> is unwrapped), and Scroll to top sits
 * inside the main landmark.
 */

/** One h1, headings in order (never more than one level deeper than the one before), the four landmarks. */
async function expectOutline(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .filter({ visible: true })
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(
    levels.filter((level) => level === 1),
    'one h1',
  ).toHaveLength(1);
  expect(levels[0], 'the h1 first').toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
  for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const) {
    await expect(page.getByRole(role), role).toHaveCount(1);
  }
  await expect(page.getByRole('log', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('log', { name: 'Errors' })).toHaveAttribute('aria-live', 'assertive');
}

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

test('signed in: library, a guide, connections and a dialog, profile', async ({ page }) => {
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
              - row /Extraversion \\d+/:
                - rowheader "Extraversion"
                - cell /\\d+/
              - row /Agreeableness \\d+/:
                - rowheader "Agreeableness"
                - cell /\\d+/
              - row /Conscientiousness \\d+/:
                - rowheader "Conscientiousness"
                - cell /\\d+/
              - row /Emotional stability \\d+/:
                - rowheader "Emotional stability"
                - cell /\\d+/
              - row /Intellect \\/ Imagination \\d+/:
                - rowheader "Intellect / Imagination"
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

  await page.getByRole('button', { name: 'View My Personal Map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Personal Map' })).toBeVisible();
  await expectOutline(page);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "My Personal Map" [level=1]
      - button "Return to Library"
      - button "Download PDF"
      - link "Learn More (opens in a new tab)":
        - /url: https://ipip.ori.org/
      - figure "Your traits":
        - text: Your traits
        - table "Your traits":
          - rowgroup:
            - row "Trait Ada":
              - columnheader "Trait"
              - columnheader "Ada"
          - rowgroup:
            - row /Extraversion \\d+/:
              - rowheader "Extraversion"
              - cell /\\d+/
            - row /Agreeableness \\d+/:
              - rowheader "Agreeableness"
              - cell /\\d+/
            - row /Conscientiousness \\d+/:
              - rowheader "Conscientiousness"
              - cell /\\d+/
            - row /Emotional stability \\d+/:
              - rowheader "Emotional stability"
              - cell /\\d+/
            - row /Intellect \\/ Imagination \\d+/:
              - rowheader "Intellect / Imagination"
              - cell /\\d+/
      - article "My Personal Map":
        - heading "My Personal Map" [level=2]
        - paragraph: Prepared for Ada Lovelace
        - figure:
          - img "My Personal Map"
        - paragraph: "Welcome, Ada. This map describes five broad traits that researchers use to summarise how people tend to think, feel and act. Each trait is a range, not a box: everyone sits somewhere along it, and every position has its own strengths. Read it as a conversation starter about yourself, not a verdict."
        - heading "Your five traits at a glance" [level=3]
        - list:
          - listitem:
            - strong: Extraversion
            - text: "/: Your score: \\\\d+ of \\\\d+ \\\\(middle range\\\\)/"
          - listitem:
            - strong: Agreeableness
            - text: "/: Your score: \\\\d+ of \\\\d+ \\\\(middle range\\\\)/"
          - listitem:
            - strong: Conscientiousness
            - text: "/: Your score: \\\\d+ of \\\\d+ \\\\(middle range\\\\)/"
          - listitem:
            - strong: Emotional Stability
            - text: "/: Your score: \\\\d+ of \\\\d+ \\\\(lower range\\\\)/"
          - listitem:
            - strong: Intellect/Imagination
            - text: "/: Your score: \\\\d+ of \\\\d+ \\\\(higher range\\\\)/"
        - paragraph: /Scores run from \\d+ to \\d+\\. The ranges are a reading aid based on the scale itself, not a comparison with other people\\./
        - heading "Energy and people" [level=3]
        - paragraph: "/Extraversion\\\\. Your score: \\\\d+ of \\\\d+ \\\\(middle range\\\\)/"
        - paragraph: You move comfortably between company and solitude. You can enjoy a lively evening and a quiet one, and you tend to adjust to the room rather than dominate it. This flexibility, sometimes called ambiversion, lets you connect with both talkative and reserved people.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: Notice which settings leave you energised and which leave you drained, and plan your week with both in mind.
          - listitem: When a group needs someone to break the silence, remember that you can.
        - heading "Relating to others" [level=3]
        - paragraph: "/Agreeableness\\\\. Your score: \\\\d+ of \\\\d+ \\\\(middle range\\\\)/"
        - paragraph: You balance concern for others with a clear sense of your own interests. You can be warm and helpful, and you can also hold a firm line when something matters. Most people find you fair.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: Before a difficult conversation, decide which point you will not give up and where you are happy to bend.
          - listitem: Let people know when you appreciate them; it is easy to assume they already know.
        - heading "Getting things done" [level=3]
        - paragraph: "/Conscientiousness\\\\. Your score: \\\\d+ of \\\\d+ \\\\(middle range\\\\)/"
        - paragraph: You can be organised and thorough when it matters, and relaxed when it does not. You probably keep your important commitments while leaving room for spontaneity.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: Pick the two or three areas where structure pays off most for you, and keep a simple system there.
          - listitem: Write tomorrow’s first task down before you stop for the day.
        - heading "Handling pressure" [level=3]
        - paragraph: "/Emotional Stability\\\\. Your score: \\\\d+ of \\\\d+ \\\\(lower range\\\\)/"
        - paragraph: You tend to feel emotions strongly and may worry or feel stressed more readily than others. The same sensitivity often makes you alert to risks and attuned to other people’s moods, which is a real strength in many situations.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: Name the feeling when it arrives ("I am anxious about tomorrow"); naming it often takes some of its force away.
          - listitem: Plan ahead for situations you know are stressful, and schedule something restoring afterwards.
          - listitem: If worry or low mood starts to get in the way of daily life, talk to a qualified professional.
        - heading "Ideas and imagination" [level=3]
        - paragraph: "/Intellect\\\\/Imagination\\\\. Your score: \\\\d+ of \\\\d+ \\\\(higher range\\\\)/"
        - paragraph: You tend to be curious and imaginative. You enjoy ideas for their own sake, pick up new concepts quickly and are rarely short of suggestions. Abstract questions interest rather than tire you.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: Keep a notebook for ideas, then choose one at a time to see through.
          - listitem: Translate your ideas into plain words and a concrete example when you share them.
        - heading "Putting it together" [level=3]
        - paragraph: "No single trait tells your story; the combination does. You may recognise yourself strongly in some sections and less in others, and that is expected: scores describe tendencies across many situations, and people grow and change. The other Insight guides apply this map to work, sport and relationships."
        - paragraph: This guide is for information only. It is based on your own answers to a public-domain questionnaire (the IPIP Big-Five Factor Markers) and describes broad tendencies, not fixed facts about you. It is not psychological advice, assessment, diagnosis or treatment. If you are finding things hard, please talk to a qualified professional or someone you trust.
  `);

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
