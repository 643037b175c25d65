// The notification mails in the recipient's language (issue 38): the same facts, the language's own words, plural,
// list and date; English as it always was.
import type { Language, NoticeKind } from '@insight/api';
import { describe, expect, it } from 'vitest';
import { renderNoticeMail, type NoticeMailInput } from './mails.js';

const input = (kind: NoticeKind, language: Language, more: Partial<NoticeMailInput> = {}): NoticeMailInput => ({
  appName: 'Insight',
  appUrl: 'https://insight.test',
  kind,
  firstName: 'Greta',
  personName: 'Ann Lee',
  personId: 7,
  guides: [],
  expiresAt: null,
  unsubscribeToken: 'token',
  language,
  ...more,
});

const three = [
  { reportId: 1, title: 'Career Guide' },
  { reportId: 2, title: 'Sports Guide' },
  { reportId: 3, title: 'Personal Guide' },
];

describe('notification mails in the recipient’s language', () => {
  it('English, word for word as before: plural, list without a serial comma, the en-US date', () => {
    const shared = renderNoticeMail(input('guideShared', 'en', { guides: three }), 'g@example.com');
    expect(shared.subject).toBe('Ann Lee shared 3 guides with you');
    expect(shared.text).toContain('Ann Lee shared 3 guides with you: Career Guide, Sports Guide and Personal Guide.');
    const one = renderNoticeMail(input('guideShared', 'en', { guides: three.slice(0, 1) }), 'g@example.com');
    expect(one.subject).toBe('Ann Lee shared Career Guide with you');
    expect(one.text).toContain('Ann Lee shared a guide with you: Career Guide.');
    expect(one.text).toContain('Read it: https://insight.test/home/guide/1/of/7');
    const expiring = renderNoticeMail(
      input('invitationExpiring', 'en', { expiresAt: new Date('2026-12-01T12:00:00Z') }),
      'g@example.com',
    );
    expect(expiring.text).toContain(
      'Ann Lee has not answered your invitation yet, and its link stops working on December 1, 2026 at 12:00 PM (UTC).',
    );
    expect(expiring.text).toContain(
      'You get this mail when an invitation you sent is about to expire. To stop these mails:',
    );
  });

  it('German: the greeting, plural, a German list and date, the unsubscribe line', () => {
    const shared = renderNoticeMail(input('guideShared', 'de', { guides: three }), 'g@example.com');
    expect(shared.subject).toBe('Ann Lee hat 3 Guides mit Ihnen geteilt');
    expect(shared.text.startsWith('Hallo Greta,\n')).toBe(true);
    expect(shared.text).toContain(
      'Ann Lee hat 3 Guides mit Ihnen geteilt: Career Guide, Sports Guide und Personal Guide.',
    );
    expect(shared.text).toContain('Ihre Bibliothek öffnen: https://insight.test/home');
    expect(shared.text).toContain(
      'Sie erhalten diese E-Mail, wenn eine Verbindung einen Guide mit Ihnen teilt. So bestellen Sie diese E-Mails ab:',
    );
    expect(shared.html).toContain('<html lang="de">');
    expect(shared.headers?.['List-Unsubscribe']).toBe(
      '<https://insight.test/api/notifications/unsubscribe/one-click?token=token>',
    );
    const expiring = renderNoticeMail(
      input('invitationExpiring', 'de', { expiresAt: new Date('2026-12-01T12:00:00Z') }),
      'g@example.com',
    );
    expect(expiring.subject).toBe('Ihre Einladung an Ann Lee läuft morgen ab');
    expect(expiring.text).toContain('ab 1. Dezember 2026 um 12:00 (UTC) nicht mehr');
  });

  it('Spanish: each kind', () => {
    const say = (kind: NoticeKind) =>
      renderNoticeMail(input(kind, 'es', { guides: three.slice(0, 1) }), 'g@example.com');
    expect(say('invitationAccepted').subject).toBe('Ann Lee aceptó su invitación');
    expect(say('guideShared').subject).toBe('Ann Lee compartió Career Guide con usted');
    expect(say('sharesBack').text).toContain('Comparar: https://insight.test/compare/7');
    expect(say('invitationExpiring').text).toContain('y su enlace deja de funcionar mañana.');
    expect(say('invitationAccepted').text.startsWith('Hola, Greta:\n')).toBe(true);
  });
});
