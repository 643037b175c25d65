import { expectTypeOf, test } from 'vitest';
import type { ButtonVariant } from '../../internal/vocabulary';
import { Button, ButtonLink, IconButton, type ButtonLinkProps, type ButtonProps, type IconButtonProps } from './index';

test('an icon-only button must be named', () => {
  // @ts-expect-error an IconButton without aria-label or aria-labelledby does not compile
  void (<IconButton icon="close" />);
  void (<IconButton icon="close" aria-label="Close" />);
  void (<IconButton icon="help" aria-labelledby="help-heading" />);
  expectTypeOf<IconButtonProps['icon']>().toEqualTypeOf<
    | 'cart'
    | 'user'
    | 'help'
    | 'close'
    | 'chevron'
    | 'check'
    | 'arrowUp'
    | 'info'
    | 'warning'
    | 'error'
    | 'success'
    | 'bell'
  >();
});

test('variants, tones and sizes are closed unions', () => {
  expectTypeOf<ButtonProps['variant']>().toEqualTypeOf<ButtonVariant | undefined>();
  expectTypeOf<ButtonVariant>().toEqualTypeOf<'primary' | 'secondary' | 'plain'>();
  expectTypeOf<ButtonProps['tone']>().toEqualTypeOf<'neutral' | 'critical' | undefined>();
  expectTypeOf<ButtonProps['size']>().toEqualTypeOf<'sm' | 'md' | undefined>();
  expectTypeOf<ButtonLinkProps['variant']>().toEqualTypeOf<ButtonVariant | undefined>();
  // @ts-expect-error 'ghost' is not a Button variant
  void (<Button variant="ghost">x</Button>);
  // @ts-expect-error 'danger' is a tone now: variant="primary" tone="critical"
  void (<Button variant="danger">x</Button>);
  void (<Button tone="critical">Remove</Button>);
  void (
    <Button variant="secondary" tone="critical">
      Remove
    </Button>
  );
  // @ts-expect-error a plain (text-only) action is never critical
  void (<Button variant="plain" tone="critical" />);
  // @ts-expect-error the same rule for an icon-only one (plain is IconButton's default)
  void (<IconButton icon="close" aria-label="Remove" tone="critical" />);
  void (<IconButton icon="close" aria-label="Remove" variant="primary" tone="critical" />);
});

test('a ButtonLink is a link: an href, no disabled or loading state', () => {
  void (<ButtonLink href="/cart">Add to Cart</ButtonLink>);
  void (
    <ButtonLink href="/cart" variant="secondary" size="sm" leadingIcon="cart">
      Add to Cart
    </ButtonLink>
  );
  // @ts-expect-error a link has no loading state
  void (<ButtonLink href="/cart" loading />);
});
