import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's tools (scripts/i18n/catalogs.mjs), without types.
import { APP_LANG_DIR, appEnglish, extract, LANG_DIR, verify, verifyApp } from '../../scripts/i18n/catalogs.mjs';

// The message catalogues (issue 38): what the code declares is what packages/api/lang/en.json holds, and every other
// language holds exactly its keys with the same placeholders. Both checks are FormatJS's own (extract, verify).
const work = mkdtempSync(path.join(tmpdir(), 'insight-i18n-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

describe('the message catalogues', () => {
  it('English (lang/en.json) is what the code declares: run npm run i18n:extract after changing a message', () => {
    const fresh = (extract as (file: string) => string)(path.join(work, 'en.json'));
    expect(read(path.join(LANG_DIR as string, 'en.json'))).toEqual(read(fresh));
  });

  it('every language has exactly the English keys, with the same placeholders', () => {
    expect(() => (verify as () => string)()).not.toThrow();
  });

  it('the check fails on a missing key, a key nobody uses and a lost placeholder', () => {
    const dir = mkdtempSync(path.join(work, 'lang-'));
    copyFileSync(path.join(LANG_DIR as string, 'en.json'), path.join(dir, 'en.json'));
    const german = read(path.join(LANG_DIR as string, 'de.json'));
    const { 'questionnaire.next': _dropped, ...withoutNext } = german;
    writeFileSync(
      path.join(dir, 'de.json'),
      JSON.stringify({ ...withoutNext, 'questionnaire.unused': 'Niemand', 'questionnaire.progress': 'Seite' }),
    );
    let report = '';
    try {
      (verify as (dir: string) => string)(dir);
    } catch (error) {
      report =
        String((error as { stdout?: unknown }).stdout ?? '') + String((error as { stderr?: unknown }).stderr ?? '');
    }
    expect(report).toContain('questionnaire.next');
    expect(report).toContain('questionnaire.unused');
    expect(report).toContain('questionnaire.progress');
  });
});

describe('the app’s catalogues', () => {
  it('English (packages/app/src/i18n/lang/en.json) is what the text modules hold: run npm run i18n:extract after changing a text', async () => {
    const fresh = await (appEnglish as () => Promise<Record<string, string>>)();
    expect(read(path.join(APP_LANG_DIR as string, 'en.json'))).toEqual(fresh);
  });

  it('every language has exactly the English keys, each an ICU message with English’s placeholders', () => {
    expect(() => (verifyApp as () => void)()).not.toThrow();
  });

  it('the check fails on a missing key, a key nobody uses, a lost placeholder and a message that is not ICU', () => {
    const dir = mkdtempSync(path.join(work, 'app-lang-'));
    copyFileSync(path.join(APP_LANG_DIR as string, 'en.json'), path.join(dir, 'en.json'));
    const german = read(path.join(APP_LANG_DIR as string, 'de.json'));
    const { 'screen.startHere': _dropped, ...withoutStartHere } = german;
    writeFileSync(
      path.join(dir, 'de.json'),
      JSON.stringify({
        ...withoutStartHere,
        'screen.unused': 'Niemand',
        'screen.loginHeading': 'Anmelden',
        'header.cartQuantity': '{0, plural, one {# Artikel}',
      }),
    );
    let report = '';
    try {
      (verifyApp as (dir: string) => void)(dir);
    } catch (error) {
      report = String((error as Error).message);
    }
    expect(report).toContain('screen.startHere');
    expect(report).toContain('screen.unused');
    expect(report).toContain('de.json: screen.loginHeading has the placeholders [], English has [0]');
    expect(report).toContain('de.json: header.cartQuantity is not ICU MessageFormat');
  });
});
