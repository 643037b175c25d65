// The signed-out entry screens prerendered at build: after `vite build` (packages/app's build script runs this),
// builds packages/app/src/prerender.tsx for Node, draws each screen of PAGES, and writes beside the app's
// index.html a page per screen whose root already holds the screen's HTML and whose head holds the styles it uses:
// the first screen shows before any script has arrived, in the theme the device chose (a tiny inline script), and
// the app then hydrates it (main.tsx). Writes prerendered.json, which names each page and the settings tokens it
// holds; the server sends the page with its own settings in place of the tokens (packages/server, app-shell).
// Precompressed like the build's other files.
// APP_DIST (default packages/app/dist) is the build to complete.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(root, process.env.APP_DIST || 'packages/app/dist');
/**
 * The screens drawn, by address: the file each becomes, and whether it is drawn as a signed-in person's first
 * render draws it (/home: the layout and Start Here while the gate runs; a device without a session hides it
 * before the first paint and the app draws the login screen instead, packages/app/src/prerendered.ts).
 */
export const PAGES = {
  '/login': { file: 'login.html' },
  '/home': { file: 'home.html', signedIn: true },
};
/**
 * Each page is drawn in every language Insight speaks (issue 38): English as `login.html`, the others as
 * `login.de.html`; the server sends the one of the page's language (app-shell), and the app takes over the page drawn
 * in its own language only.
 */
const LANGUAGES = ['en', 'de', 'es'];
const fileIn = (file, language) => (language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`));
const MANIFEST = 'prerendered.json';
const ATTRIBUTE = 'data-prerendered';
const YEAR_TOKEN = '__INSIGHT_YEAR__';

/**
 * A drawn page shows before the app's script runs only if the browser paints before it runs the script; on a fast
 * connection the script is there before the first frame, and its evaluation (about 350 ms on a phone-speed CPU)
 * held the first paint back (Lighthouse /login: largest paint 1.1 s in one run, 2.6 s in the next). So the page
 * starts the app from a small script of its own once a frame has been painted: the app's one first-load file is
 * asked for then. Asked for with the page instead (a modulepreload link), its bytes competed with the page's CSS and
 * fonts on a slow connection: Lighthouse /login, median of 3, first paint 1,362 → 2,385 ms for a total blocking time
 * of 572 → 418 ms, the same score (85). An inline script would need 'unsafe-inline' in the server's CSP: it is a
 * file, named by its content's hash like the build's other assets.
 */
function afterFirstPaint(html, hiddenAttribute) {
  // The bundler's runtime helpers (0.4 KB) are a file of their own since the app's first file awaits at its top level
  // (packages/app/src/start/nextTask.ts), and Vite names that file with a module script of its own. On a drawn page it
  // is asked for with the app's file, after the first paint, not before: as a modulepreload with the page, it took one
  // of the few connections the page's CSS and fonts were waiting for (Lighthouse /login, first paint 1.0-1.5 s before,
  // 1.85-2.08 s with it).
  const helpers = /<script type="module" crossorigin src="(\/assets\/rolldown-runtime-[\w-]+\.js)"><\/script>\s*/;
  const runtime = helpers.exec(html);
  if (runtime) html = html.replace(runtime[0], '');
  const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/;
  const found = entry.exec(html);
  if (!found) throw new Error('index.html has no entry <script type=module> to start after the first paint');
  const files = [...(runtime ? [runtime[1]] : []), found[1]];
  const code =
    '// Starts the app once the prerendered page has been painted (scripts/build/prerender.mjs); at the latest after 1 s.\n' +
    'let started = false;\n' +
    `const start = () => { if (!started) { started = true; ${files.map((file) => `import(${JSON.stringify(file)});`).join(' ')} } };\n` +
    // Once the page's content has been painted (its first contentful paint), not at the frame that draws it: asked
    // for in that frame, the app's files were at times asked for before the text was shown (its font still on the
    // way), and Lighthouse then counted their download in the first and largest paints (/login: 2.3-2.6 s in some
    // runs instead of 1.0-1.5 s). A page its head's script has hidden (a page drawn signed in, on a device without a
    // session) paints no content: it starts at its first frame, as every page did before.
    "try { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length > 0) start(); }).observe({ type: 'paint', buffered: true }); }\n" +
    `catch { requestAnimationFrame(() => setTimeout(start, 0)); }\n` +
    `if (document.documentElement.hasAttribute(${JSON.stringify(hiddenAttribute)})) requestAnimationFrame(() => setTimeout(start, 0));\n` +
    'setTimeout(start, 1000);\n';
  const name = `assets/start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(dist, name), code);
  return html.replace(found[0], `<script type="module" src="/${name}"></script>`);
}

// React and styled-components in their production builds, as the browser's bundle has them.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');
// Inside the repository, so that the built file finds react, react-dom and styled-components in node_modules.
mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
const out = mkdtempSync(path.join(root, 'node_modules/.cache/insight-prerender-'));
try {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    // Everything in the one build (styled-components' Node entry is CommonJS, whose default export Node's ESM loader
    // would not unwrap): the components and ServerStyleSheet then share one styled-components.
    ssr: { noExternal: true },
    build: {
      ssr: path.join(root, 'packages/app/src/prerender.tsx'),
      outDir: out,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const { prerender, settingToken, PRERENDERED_SETTINGS, PRERENDERED_SIGNED_OUT_ATTRIBUTE } = await import(
    pathToFileURL(path.join(out, 'prerender.mjs')).href
  );
  const shell = afterFirstPaint(readFileSync(path.join(dist, 'index.html'), 'utf8'), PRERENDERED_SIGNED_OUT_ATTRIBUTE);
  const manifest = {};
  for (const [pathname, { file: englishFile, signedIn = false }] of Object.entries(PAGES))
    for (const language of LANGUAGES) {
      const file = fileIn(englishFile, language);
      const { html, styles, themeScript, rootAttributes, numbers } = await prerender(pathname, { signedIn, language });
      // The theme this device chose, named on <html> before the first paint (packages/app/src/prerendered.ts): an
      // inline script, allowed by the sha256 hash of its code that the server puts in its CSP (app-shell). The server
      // hashes it as built: it must hold no settings token (the server fills those), nor a '<' (it would end early).
      if (/<|__INSIGHT_/.test(themeScript))
        throw new Error(`${pathname}: the inline theme script holds '<' or a token`);
      const rootTag = '<div id="root"></div>';
      if (!shell.includes(rootTag) || !/<title>[^<]*<\/title>/.test(shell)) {
        throw new Error(`index.html has no ${rootTag} or <title> to fill`);
      }
      if (!/<html lang="en">/.test(shell)) throw new Error('index.html has no <html lang="en"> to name the language');
      let page = shell
        .replace('<html lang="en">', `<html lang="${language}">`)
        // The app sets the title to the app's name; so does the page.
        .replace(/<title>[^<]*<\/title>/, `<title>${settingToken('appName')}</title>`)
        .replace('</head>', `<script>${themeScript}</script>\n${styles}\n  </head>`)
        .replace(rootTag, `<div id="root" ${ATTRIBUTE}="${pathname}"${rootAttributes}>${html}</div>`);
      // The footer's year is the year the page is sent, not built: the server fills it as it fills the settings.
      // (React writes the text's parts apart: '© <!-- -->2026<!-- --> …').
      const year = new RegExp(`(©\\s*(?:<!-- -->)?)${new Date().getFullYear()}(?=<!-- -->)`);
      if (!year.test(page)) throw new Error(`${pathname}: no year in the footer to leave to the server`);
      page = page.replace(year, `$1${YEAR_TOKEN}`);
      const settings = PRERENDERED_SETTINGS.filter((key) => page.includes(settingToken(key)));
      const stray = /__INSIGHT_SETTING_\w+__/.exec(
        page.replace(/__INSIGHT_SETTING_(\w+)__/g, (m, key) => (settings.includes(key) ? '' : m)),
      );
      if (stray) throw new Error(`${pathname}: an unknown settings token ${stray[0]}`);
      writeFileSync(path.join(dist, file), page);
      writeFileSync(
        `${path.join(dist, file)}.br`,
        brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path.join(dist, file)}.gz`, gzipSync(page, { level: 9 }));
      // English under the address itself (as before); another language under '<address> <language>'.
      manifest[language === 'en' ? pathname : `${pathname} ${language}`] = {
        address: pathname,
        language,
        file,
        settings,
        tokens: Object.fromEntries(settings.map((key) => [key, settingToken(key)])),
        numbers,
        yearToken: YEAR_TOKEN,
      };
      console.log(
        `prerendered ${pathname} (${language}) → ${path.relative(root, path.join(dist, file))} (${Math.round(page.length / 1024)} KB; settings: ${settings.join(', ')})`,
      );
    }
  writeFileSync(path.join(dist, MANIFEST), JSON.stringify(manifest, null, 2));
} finally {
  rmSync(out, { recursive: true, force: true });
}
