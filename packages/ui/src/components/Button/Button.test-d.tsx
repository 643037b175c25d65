import { expectTypeOf, test } from 'vitest';
import { Button, IconButton, type ButtonProps, type IconButtonProps } from './index';

test('an icon-only button must be named', () => {
  // @ts-expect-error an IconButton without aria-label or aria-labelledby does not compile
  void (<IconButton icon="close" />);
  void (<IconButton icon="close" aria-label="Close" />);
  void (<IconButton icon="help" aria-labelledby="help-heading" />);
  expectTypeOf<IconButtonProps['icon']>().toEqualTypeOf<
    'cart' | 'user' | 'help' | 'close' | 'chevron' | 'check' | 'arrowUp' | 'info' | 'warning' | 'error' | 'success'
  >();
});

test('variants and sizes are closed unions', () => {
  expectTypeOf<ButtonProps['variant']>().toEqualTypeOf<'primary' | 'secondary' | 'danger' | 'link' | undefined>();
  expectTypeOf<ButtonProps['size']>().toEqualTypeOf<'sm' | 'md' | undefined>();
  // @ts-expect-error 'ghost' is not a Button variant
  void (<Button variant="ghost">x</Button>);
});
