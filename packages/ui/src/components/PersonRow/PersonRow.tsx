import { forwardRef, useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../internal/vocabulary';
import { vars } from '../../tokens';
import { Avatar } from '../Avatar';

export type PersonRowElement = 'li' | 'div' | 'article';
export type PersonRowStatusTone = Extract<Tone, 'neutral' | 'warning'>;

export interface PersonRowProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The person's name: the row's heading, and its accessible name. */
  name: string;
  /** The picture's address; without one the default person icon shows. */
  picture?: string | null;
  /** A short state beside the name, e.g. 'Pending'. */
  status?: string;
  /** What the status means (default warning: something is waiting). */
  statusTone?: PersonRowStatusTone;
  /** Lines under the name: a user name, an e-mail, 'Shared guides: You (2) | Zoe (1)'. */
  details?: readonly ReactNode[];
  /** The row's buttons (e.g. Set Permissions and Remove; Accept and Reject). */
  actions?: ReactNode;
  /** The element it renders (default li: rows usually sit in a list; a div becomes a named group). */
  as?: PersonRowElement;
  /** The heading level of the name (default 3). */
  headingLevel?: 3 | 4;
}

const Root = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md} ${vars.space.lg};
  padding: ${vars.space.md} ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  list-style: none;
  min-width: 0;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  flex: 1 1 240px;
  min-width: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space.xs} ${vars.space.sm};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

const Status = styled.span<{ $tone: PersonRowStatusTone }>`
  display: inline-block;
  padding: 1px ${vars.space.sm};
  border-radius: ${vars.radius.round};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  background: ${({ $tone }) => ($tone === 'warning' ? vars.color.warningSurface : vars.color.surfaceMuted)};
  color: ${({ $tone }) => ($tone === 'warning' ? vars.color.warningText : vars.color.text)};
`;

const Detail = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin-inline-start: auto;
`;

/**
 * A person in a list: round picture (default icon without one), name with an optional status,
 * a few lines under it, and the row's actions. Named by the person's name (aria-labelledby).
 */
export const PersonRow = forwardRef<HTMLElement, PersonRowProps>(function PersonRow(
  {
    name,
    picture,
    status,
    statusTone = 'warning',
    details = [],
    actions,
    as = 'li',
    headingLevel = 3,
    'aria-labelledby': labelledBy,
    ...rest
  },
  ref,
) {
  const nameId = useId();
  return (
    <Root
      // styled-components types `as` loosely; the element is one of PersonRowElement.
      ref={ref as Ref<HTMLLIElement>}
      as={as}
      // A div is a generic element: as a named group it may carry a name.
      role={as === 'div' ? 'group' : undefined}
      aria-labelledby={labelledBy ?? nameId}
      data-state={status ? 'status' : undefined}
      {...rest}
    >
      <Who>
        <Avatar src={picture} alt={name} />
        <Text>
          <NameLine>
            <Name id={nameId} as={headingLevel === 4 ? 'h4' : 'h3'}>
              {name}
            </Name>
            {status ? (
              <Status $tone={statusTone} data-tone={statusTone}>
                {status}
              </Status>
            ) : null}
          </NameLine>
          {details.map((line, index) => (
            <Detail key={index}>{line}</Detail>
          ))}
        </Text>
      </Who>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
});
PersonRow.displayName = 'PersonRow';
