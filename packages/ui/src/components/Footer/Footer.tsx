import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';
import { useInsightStrings } from '../../theme/locale';

export interface FooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  appName: string;
  /** The app's version, shown as 'Version 1.4.0'. */
  version?: string;
  /** The copyright year (default: this year; stories pass a fixed one). */
  year?: number;
  /** The company line after the copyright sign, e.g. 'Insight Labs, Inc. All rights reserved.' */
  company: ReactNode;
  /** The support address; shown as a mailto link. */
  supportEmail: string;
  /** The words before the address (default 'Support:'). */
  supportLabel?: string;
  /** Extra links (e.g. Terms of Service, Privacy Policy), shown in a row. */
  links?: ReactNode;
}

const Bar = styled.footer`
  background: ${vars.color.footerBackground};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};
  border-top: 1px solid ${vars.color.border};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space.lg} ${vars.space.xxl};
  max-width: ${vars.size.contentMax};
  margin: 0 auto;
  padding: ${vars.space.xl};
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};

  p {
    margin: 0;
  }
`;

const Name = styled.p`
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;

const Muted = styled.p`
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weightRegular};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.lg};

  /* The links stand alone here, not in a sentence: on a touch screen each is a 44 px target. */
  ${onTouch} {
    gap: 0 ${vars.space.lg};
    & :is(a, button) {
      display: inline-flex;
      align-items: center;
      min-height: ${TOUCH_TARGET};
      min-width: ${TOUCH_TARGET};
    }
  }
`;

/** The page footer: app name and version, copyright and company, support contact. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { appName, version, year, company, supportEmail, supportLabel: supportLabelProp, links, ...rest },
  ref,
) {
  const strings = useInsightStrings();
  const supportLabel = supportLabelProp ?? strings.support;
  const shownYear = year ?? new Date().getFullYear();
  return (
    <Bar ref={ref} {...rest}>
      <Inner>
        <Block>
          <Name>
            {appName}
            {version ? <Muted as="span">{` · ${strings.version(version)}`}</Muted> : null}
          </Name>
          <Muted>
            © {shownYear} {company}
          </Muted>
        </Block>
        <Block>
          <p>
            {supportLabel} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          {links ? <Links>{links}</Links> : null}
        </Block>
      </Inner>
    </Bar>
  );
});
Footer.displayName = 'Footer';
