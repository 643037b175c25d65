import { Button, type ButtonProps } from '@insight/ui';

export interface CartFormProps {
  /** The item's cart link (SPEC §3 cartLink): `STORE/cart?name=…&price=…&code=…`. */
  cartLink: string;
  /** The button's words (default 'Add to Cart'). */
  label?: string;
  variant?: ButtonProps['variant'];
}

/**
 * An Add to Cart button that goes to the item's cart link. It is a GET form whose fields are the
 * link's own parameters (FoxyCart's add-to-cart forms work the same way, signed parameter names
 * included), so the browser arrives at exactly the cart link.
 */
export function CartForm({ cartLink, label = 'Add to Cart', variant = 'primary' }: CartFormProps) {
  let action = cartLink;
  let fields: [string, string][] = [];
  try {
    const url = new URL(cartLink, window.location.href);
    action = `${url.origin}${url.pathname}`;
    fields = [...url.searchParams.entries()];
  } catch {
    // Not an address: the form goes to it as it is.
  }
  return (
    <form method="get" action={action}>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} leadingIcon="cart">
        {label}
      </Button>
    </form>
  );
}
