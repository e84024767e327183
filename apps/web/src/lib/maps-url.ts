/**
 * Google's documented cross-platform Maps URL (decision 028): the Maps app opens it on Android and
 * iOS when installed, a browser tab otherwise; `geo:` does nothing on iOS or a desktop.
 */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
