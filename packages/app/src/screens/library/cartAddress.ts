/**
 * The address Add to Cart goes to: the item's cart link (SPEC §3 cartLink, `STORE/cart?name=…&price=…`)
 * with its query written as a GET form writes its fields (URLSearchParams, FoxyCart's own add-to-cart
 * forms included), so the cart receives the same request the overview's former form sent. A link
 * that is not an address is kept as it is.
 */
export function cartAddress(cartLink: string): string {
  let url: URL;
  try {
    url = new URL(cartLink, window.location.href);
  } catch {
    return cartLink;
  }
  url.search = new URLSearchParams(url.searchParams).toString();
  url.hash = '';
  return url.href;
}
