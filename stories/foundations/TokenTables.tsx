import type { CSSProperties, ReactNode } from 'react';
import { guideRibbon, guideRibbonTone, packageRibbon } from '@insight/app';
import {
  GuideCard,
  Icon,
  PackageCard,
  Ribbon,
  cssVarName,
  iconNames,
  tokens,
  vars,
  type TokenGroup,
  type Tone,
} from '@insight/ui';
import { contrast, isHex } from './contrast';

/** Tables and samples for the Foundations docs pages (read from the tokens, so they never drift). */

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: `1px solid ${tokens.color.border}`,
  textAlign: 'left',
};
const mono: CSSProperties = { fontFamily: tokens.font.familyMono, fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontFamily: tokens.font.family, fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={{ ...cell, fontWeight: 700 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const ratio = (a: string, b: string) => (isHex(a) && isHex(b) ? `${contrast(a, b).toFixed(2)}:1` : '—');

/** Every colour token with its variable and its contrast on white and with body text. */
export function ColorTable() {
  return (
    <Table head={['Token', 'Sample', 'Value', 'CSS variable', 'On white', 'Against text']}>
      {Object.entries(tokens.color).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{`color.${name}`}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                width: 40,
                height: 24,
                borderRadius: 4,
                background: value,
                border: `1px solid ${tokens.color.border}`,
              }}
            />
          </td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={{ ...cell, ...mono }}>{cssVarName('color', name)}</td>
          <td style={cell}>{ratio(value, tokens.color.surface)}</td>
          <td style={cell}>{ratio(value, tokens.color.text)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The type scale: each size set in Inter at each weight. */
export function TypeScale() {
  const sizes = Object.entries(tokens.font).filter(([k]) => k.startsWith('size'));
  return (
    <Table head={['Token', 'Size', 'Sample']}>
      {sizes.map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{`font.${name}`}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={{ ...cell, fontSize: value, lineHeight: tokens.font.lineHeightTight }}>
            <span style={{ fontWeight: 400 }}>Regular </span>
            <span style={{ fontWeight: 500 }}>Medium </span>
            <span style={{ fontWeight: 700 }}>Bold</span>
          </td>
        </tr>
      ))}
    </Table>
  );
}

const raw = (group: TokenGroup) => Object.entries(tokens[group]) as Array<[string, string]>;

/** Space tokens drawn as bars of their size. */
export function SpaceScale() {
  return (
    <Table head={['Token', 'Value', 'Size']}>
      {raw('space').map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{`space.${name}`}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>
            <span style={{ display: 'inline-block', height: 16, width: value, background: tokens.color.primary }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Radius and shadow tokens on sample surfaces. */
export function Surfaces({ group }: { group: 'radius' | 'shadow' }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, fontFamily: tokens.font.family, fontSize: 13 }}>
      {raw(group).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <div
            style={{
              width: 112,
              height: 72,
              background: tokens.color.surface,
              border: `1px solid ${tokens.color.border}`,
              borderRadius: group === 'radius' ? value : tokens.radius.md,
              boxShadow: group === 'shadow' ? value : undefined,
            }}
          />
          <figcaption style={{ marginTop: 8, ...mono }}>
            {`${group}.${name}`}
            <br />
            {group === 'radius' ? value : ''}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Motion tokens, and where each is used. */
export function MotionTable() {
  const use: Record<string, string> = {
    durationFast: 'Hover and focus changes, chevrons',
    durationEase: 'Toast fade in and out (easeTime, SPEC §9), dialog entrance',
    easing: 'Every transition and animation',
  };
  return (
    <Table head={['Token', 'Value', 'CSS variable', 'Used for']}>
      {raw('motion').map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{`motion.${name}`}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={{ ...cell, ...mono }}>{cssVarName('motion', name)}</td>
          <td style={cell}>{use[name] ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}

/** A ribbon in a table cell. */
const tag = (tone: Tone, text: string) => (
  <span style={{ position: 'relative', display: 'inline-block', width: 120, height: 28 }}>
    <Ribbon tone={tone} style={{ top: 2, left: 0 }}>
      {text}
    </Ribbon>
  </span>
);

const ribbonTokens: Record<Tone, keyof typeof tokens.color> = {
  neutral: 'ribbonNeutral',
  accent: 'ribbonAccent',
  info: 'ribbonInfo',
  success: 'ribbonSuccess',
  warning: 'ribbonWarning',
  critical: 'ribbonCritical',
};

/** Every ribbon tone with its fill token and the contrast of the white ribbon text on it. */
export function RibbonTones() {
  return (
    <Table head={['Tone', 'Ribbon', 'Fill token', 'Text contrast']}>
      {(Object.keys(ribbonTokens) as Tone[]).map((tone) => {
        const token = ribbonTokens[tone];
        return (
          <tr key={tone}>
            <td style={{ ...cell, ...mono }}>{tone}</td>
            <td style={cell}>{tag(tone, tone)}</td>
            <td style={{ ...cell, ...mono }}>{`color.${token}`}</td>
            <td style={{ ...cell, ...mono }}>{contrast(tokens.color.ribbonText, tokens.color[token]).toFixed(2)}:1</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Insight's two ribbon rules (the app's ribbons.ts), each with the tone it gives. */
export function RibbonRules() {
  const guideTypes = Object.keys(guideRibbonTone) as Array<keyof typeof guideRibbonTone>;
  const packageTypes = ['career', 'personal', 'sports', 'any other'];
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table head={['Guide card type', 'Ribbon', 'Tone']}>
        {guideTypes.map((t) => {
          const ribbon = guideRibbon(t);
          return (
            <tr key={t}>
              <td style={{ ...cell, ...mono }}>{t}</td>
              <td style={cell}>{tag(ribbon.tone, ribbon.label)}</td>
              <td style={{ ...cell, ...mono }}>{ribbon.tone}</td>
            </tr>
          );
        })}
      </Table>
      <Table head={['Package card type', 'Ribbon', 'Tone']}>
        {packageTypes.map((t) => {
          const ribbon = packageRibbon(t);
          return ribbon ? (
            <tr key={t}>
              <td style={{ ...cell, ...mono }}>{t}</td>
              <td style={cell}>{tag(ribbon.tone, ribbon.label)}</td>
              <td style={{ ...cell, ...mono }}>{ribbon.tone}</td>
            </tr>
          ) : null;
        })}
      </Table>
    </div>
  );
}

/** Insight's guide cards and a package card side by side, with their ribbons. */
export function RibbonCards() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 24 }}>
      <GuideCard
        name="Career Guide"
        ribbon={guideRibbon('career')}
        purchased
        onView={() => {}}
        shortDescription="Career: red."
      />
      <GuideCard
        name="Sports Guide"
        ribbon={guideRibbon('sports')}
        purchased
        onView={() => {}}
        shortDescription="Sports: green."
      />
      <GuideCard
        name="Personal Guide"
        ribbon={guideRibbon('personal')}
        purchased
        onView={() => {}}
        shortDescription="Personal: blue."
      />
      <PackageCard
        name="Team Bundle"
        ribbon={packageRibbon('bundle')}
        price={99}
        description="<p>Any other type: green.</p>"
        cartLink="#"
        headingLevel={3}
      />
    </div>
  );
}

/** Every icon with its name. */
export function IconGrid() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        gap: 16,
        fontFamily: tokens.font.family,
        color: vars.color.text,
      }}
    >
      {iconNames.map((name) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <Icon name={name} size="lg" />
          <figcaption style={{ ...mono, marginTop: 6 }}>{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}
