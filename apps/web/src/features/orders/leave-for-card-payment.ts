/**
 * Sends the browser to the card processor's checkout page (another site: a full page load, not
 * a route). Its own module so tests can see where the page would have gone.
 */
export function leaveForCardPayment(checkoutUrl: string) {
  window.location.assign(checkoutUrl);
}
